import type { AppDefinition } from './apps';

/**
 * The port `npm run dev` serves the watched app on. A remote gets its own port (its usual port
 * + 100) so the built copy could run beside it; the shell keeps 3000, the address people open.
 */
export function devPortOf(app: AppDefinition): number {
  return app.kind === 'host' ? app.port : app.port + 100;
}

/**
 * The remotes.json of `npm run dev`: the usual one with the watched remote's entry pointed at its
 * dev server, as an import-map override does. The shell's own entry is not in remotes.json.
 */
export function devRemotesJson(base: Record<string, string>, app: AppDefinition): Record<string, string> {
  if (app.kind === 'host') return { ...base };
  return { ...base, [app.federationName]: `http://localhost:${devPortOf(app)}/mf-manifest.json` };
}
