import { splitOverrides } from '@homeworth/shared-lib/domain';

// Which stored overrides a site allows: loaded only by a browser that has some (see remote-overrides.ts).

/** The overrides `origins` allow; any other is ignored and said in the console. */
export function allowedOverrides(stored: string, origins: readonly string[]): Record<string, string> {
  const { allowed, refused } = splitOverrides(stored, origins);
  for (const [name, url] of Object.entries(refused)) {
    console.warn(`[shell] the override of ${name} to ${url} is ignored: that origin is not allowed here (REMOTE_OVERRIDE_ORIGINS)`);
  }
  return allowed;
}
