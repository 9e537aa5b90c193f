import { REMOTE_OVERRIDES_KEY } from '@homeworth/shared-lib/domain';

/**
 * Where the journeys run. By default against servers this suite starts itself (scripts/serve-all.ts).
 * QA runs them against a site that is already running: `E2E_BASE_URL=https://qa.example.com npm run test:e2e`
 * starts nothing, and skips the tests tagged `@local`, which need this machine's control of the site
 * (moving its clock, rewriting its remotes.json, serving builds on loopback ports, its start-up settings).
 * `E2E_REMOTE_OVERRIDES='{"mfe_agent":"<manifest URL>"}'` runs them with candidate builds of remotes through
 * the per-browser overrides (the site must allow their origin: REMOTE_OVERRIDE_ORIGINS).
 */
export const LOCAL_SITE = 'http://localhost:3000';
export const E2E_TARGET = process.env.E2E_BASE_URL ? process.env.E2E_BASE_URL.replace(/\/+$/, '') : undefined;
export const SITE = E2E_TARGET ?? LOCAL_SITE;

/** The tag of tests that only run against the suite's own servers. */
export const LOCAL_ONLY = '@local';

/** The browser storage that carries E2E_REMOTE_OVERRIDES into every page of the site; undefined without it. */
export function remoteOverridesStorage(raw = process.env.E2E_REMOTE_OVERRIDES) {
  if (!raw) return undefined;
  let overrides: unknown;
  try {
    overrides = JSON.parse(raw);
  } catch {
    throw new Error(`E2E_REMOTE_OVERRIDES is not JSON: ${raw}`);
  }
  if (
    typeof overrides !== 'object' ||
    overrides === null ||
    Array.isArray(overrides) ||
    !Object.values(overrides).every((url) => typeof url === 'string' && /^https?:\/\//.test(url))
  ) {
    throw new Error('E2E_REMOTE_OVERRIDES must be {"<federation name>": "<manifest URL>", ...}');
  }
  return { cookies: [], origins: [{ origin: new URL(SITE).origin, localStorage: [{ name: REMOTE_OVERRIDES_KEY, value: JSON.stringify(overrides) }] }] };
}
