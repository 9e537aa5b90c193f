import { isOverrideOrigin } from '@homeworth/shared-lib/domain';

/** Outside production a browser may point a remote at a build on its own machine (any loopback port). */
export const LOOPBACK_OVERRIDE_ORIGINS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The origins a browser's remote overrides may load from: REMOTE_OVERRIDE_ORIGINS (comma-separated
 * `http(s)://host[:port|:*]`; set but empty turns overrides off), else loopback outside production and
 * none in production. They enter the shell's CSP and its page, so nothing else can be loaded.
 */
export function remoteOverrideOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = env.REMOTE_OVERRIDE_ORIGINS;
  if (listed === undefined) return env.NODE_ENV === 'production' ? [] : [...LOOPBACK_OVERRIDE_ORIGINS];
  return listed
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => {
      if (!origin) return false;
      if (isOverrideOrigin(origin)) return true;
      console.warn(`REMOTE_OVERRIDE_ORIGINS: "${origin}" is not an origin (http(s)://host, with :port or :*); ignored`);
      return false;
    });
}
