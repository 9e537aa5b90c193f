import path from 'node:path';
import { routesFileProblems, type AppRoute, type AppRoutesFile } from '@homeworth/shared-lib/domain';
import { APPS } from './apps';

/** Where a remote declares its routes: a TypeScript module exporting `ROUTES` (it may compute them). */
export function routesModuleOf(appDir: string): string {
  return path.join(appDir, 'src/routes.ts');
}

/**
 * Reads a remote's declared routes (`src/routes.ts`, export `ROUTES`) and checks them; throws
 * naming the app and every problem, so a bad routes file fails the build rather than the page.
 */
export function readAppRoutes(appDir: string): AppRoute[] {
  // The build and jest both run TypeScript through require hooks (tsx, swc), so the module loads as is.
  // Read afresh each time, so a watched build (npm run dev) publishes an edited routes file.
  const modulePath = require.resolve(routesModuleOf(appDir));
  delete require.cache[modulePath];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ROUTES } = require(modulePath) as { ROUTES?: readonly AppRoute[] };
  const file: AppRoutesFile = { routes: [...(ROUTES ?? [])] };
  const problems = ROUTES ? routesFileProblems(file) : ['src/routes.ts must export ROUTES'];
  if (problems.length) throw new Error(`${path.basename(appDir)}: ${problems.join('; ')}`);
  return file.routes;
}

/** Every remote of the registry with the routes its source declares, in registry order (tests, e2e). */
export function readAllRemoteRoutes(repoRoot = path.resolve(__dirname, '../..')): { app: string; routes: AppRoute[] }[] {
  return APPS.filter((a) => a.kind === 'remote').map((a) => ({ app: a.app, routes: readAppRoutes(path.join(repoRoot, a.app)) }));
}
