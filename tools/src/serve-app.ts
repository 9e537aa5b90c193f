/**
 * Serves one built app on its own port: `tsx tools/src/serve-app.ts <app>`.
 * The shell also gets the `/api` proxy and the remotes.json file.
 * Env: REMOTES_FILE (shell), API_ORIGINS (shell: comma-separated API origins used in turn;
 * API_ORIGIN for one), EDGE_PROXIES (shell: comma-separated addresses of a TLS-terminating proxy in
 * front, whose X-Forwarded-For/-Proto are believed), REMOTE_OVERRIDE_ORIGINS (shell: where a browser's
 * remote overrides may load from; loopback by default outside production), RELEASES_DIR (remotes:
 * where `npm run release` writes release folders, served under /releases/; default .data/releases), HOST.
 * The shell also serves the estimator widget (widget/dist) under /widget/.
 */
import path from 'node:path';
import { appByName, API_PORT } from './apps';
import { startStaticServer } from './static-server';
import { remoteOverrideOrigins } from './remote-overrides';
import { releasesDirOf } from './releases/release-folder';

const name = process.argv[2];
if (!name) {
  console.error('usage: serve-app.ts <app>');
  process.exit(2);
}
const app = appByName(name);
const repoRoot = path.resolve(__dirname, '../..');
const isHost = app.kind === 'host';

/** The API origins the shell's `/api` proxy forwards to (default: the one local API). */
function apiOrigins(): string[] {
  const listed = (process.env.API_ORIGINS ?? process.env.API_ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : [`http://127.0.0.1:${API_PORT}`];
}

startStaticServer({
  root: path.join(repoRoot, app.app, 'dist'),
  port: Number(process.env.PORT ?? app.port),
  host: process.env.HOST ?? '127.0.0.1',
  spaFallback: isHost,
  prerender: isHost,
  preloadRemotes: isHost,
  overrideOrigins: isHost ? remoteOverrideOrigins() : undefined,
  apiOrigins: isHost ? apiOrigins() : undefined,
  edgeProxies: (process.env.EDGE_PROXIES ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
  releasesRoot: isHost ? undefined : path.join(releasesDirOf(), app.app),
  widgetRoot: isHost ? path.join(repoRoot, 'widget', 'dist') : undefined,
  remotesFile: isHost ? (process.env.REMOTES_FILE ?? path.join(repoRoot, '.data', 'remotes.json')) : undefined,
}).then(
  (server) => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : app.port;
    console.log(`${app.app} serving on http://localhost:${port}`);
  },
  (error: unknown) => {
    console.error(`${app.app} could not start`, error);
    process.exit(1);
  },
);
