import path from 'node:path';
import fs from 'node:fs';
import { routesFileProblems, type AppRoute, type AppRoutesFile } from '@homeworth/shared-lib/domain';
import { APPS } from './apps';

/** Where a remote declares its routes: a TypeScript module exporting `ROUTES` (it may compute them). */
export function routesModuleOf(appDir: string): string {
  return path.join(appDir, 'src/routes.ts');
}

/** A remote's early script (routes.json `early`): its source, and the file its build publishes beside routes.json. */
export const EARLY_SCRIPT_SOURCE = 'src/early.ts';
export const EARLY_SCRIPT_FILE = 'early.js';

/**
 * Reads a remote's routes.json content from its source: the routes `src/routes.ts` declares (export
 * `ROUTES`) and, when it exports `EARLY_PATHS`, its early script (`src/early.ts`, published as
 * early.js) for those paths. Throws naming the app and every problem, so a bad routes file fails
 * the build rather than the page.
 */
export function readRoutesFile(appDir: string): AppRoutesFile {
  // The build and jest both run TypeScript through require hooks (tsx, swc), so the module loads as is.
  // Read afresh each time, so a watched build (npm run dev) publishes an edited routes file.
  const modulePath = require.resolve(routesModuleOf(appDir));
  delete require.cache[modulePath];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ROUTES, EARLY_PATHS } = require(modulePath) as { ROUTES?: readonly AppRoute[]; EARLY_PATHS?: readonly string[] };
  const file: AppRoutesFile = { routes: [...(ROUTES ?? [])], ...(EARLY_PATHS ? { early: { script: EARLY_SCRIPT_FILE, paths: [...EARLY_PATHS] } } : {}) };
  const problems = ROUTES ? routesFileProblems(file) : ['src/routes.ts must export ROUTES'];
  if (EARLY_PATHS && !fs.existsSync(path.join(appDir, EARLY_SCRIPT_SOURCE))) problems.push(`EARLY_PATHS needs ${EARLY_SCRIPT_SOURCE}`);
  if (problems.length) throw new Error(`${path.basename(appDir)}: ${problems.join('; ')}`);
  return file;
}

/** The routes a remote declares (its routes.json without the early script). */
export function readAppRoutes(appDir: string): AppRoute[] {
  return readRoutesFile(appDir).routes;
}

/** Every remote of the registry with the routes its source declares, in registry order (tests, e2e). */
export function readAllRemoteRoutes(repoRoot = path.resolve(__dirname, '../..')): { app: string; routes: AppRoute[] }[] {
  return APPS.filter((a) => a.kind === 'remote').map((a) => ({ app: a.app, routes: readAppRoutes(path.join(repoRoot, a.app)) }));
}
