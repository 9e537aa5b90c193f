/**
 * The registry of deployable front-end apps: one place that names each app,
 * its Module Federation name and the port it is served on locally.
 */
export interface AppDefinition {
  /** Package folder and single-spa application name. */
  app: string;
  /** Module Federation container name (must be a valid JS identifier). */
  federationName: string;
  /** Local port the app is served on, as if deployed on its own host. */
  port: number;
  kind: 'host' | 'remote';
}

export const APPS: readonly AppDefinition[] = [
  { app: 'shell', federationName: 'shell', port: 3000, kind: 'host' },
  { app: 'mfe-account', federationName: 'mfe_account', port: 3001, kind: 'remote' },
  { app: 'mfe-estimator', federationName: 'mfe_estimator', port: 3002, kind: 'remote' },
  { app: 'mfe-property-report', federationName: 'mfe_property_report', port: 3003, kind: 'remote' },
  { app: 'mfe-agent', federationName: 'mfe_agent', port: 3004, kind: 'remote' },
  { app: 'mfe-maintenance', federationName: 'mfe_maintenance', port: 3005, kind: 'remote' },
];

export const API_PORT = Number(process.env.API_PORT ?? 4000);

/** Looks an app up by its folder name; throws for an unknown name so typos fail loudly. */
export function appByName(name: string): AppDefinition {
  const found = APPS.find((a) => a.app === name);
  if (!found) throw new Error(`Unknown app "${name}". Known: ${APPS.map((a) => a.app).join(', ')}`);
  return found;
}

/** The remotes.json the shell reads at start-up: federation name -> manifest URL. */
export function localRemotesJson(host = 'localhost'): Record<string, string> {
  return Object.fromEntries(APPS.filter((a) => a.kind === 'remote').map((a) => [a.federationName, `http://${host}:${a.port}/mf-manifest.json`]));
}
