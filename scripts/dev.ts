/**
 * Developer mode: `npm run dev -- <app>` (e.g. `npm run dev -- mfe-estimator`) rebuilds that one
 * app on every save (webpack watch, unminified) and reloads the open pages, against the
 * other apps' production builds (built first when missing) served as `npm start` serves them, with
 * the API and the mail catcher. The watched remote's line of remotes.json is overridden in
 * `.data/remotes.dev.json` only, as an import-map override does; `.data/remotes.json` is untouched.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { APPS, API_PORT, appByName, localRemotesJson } from '../tools/src/apps';
import { createAppConfig } from '../tools/src/webpack-config';
import { startStaticServer } from '../tools/src/static-server';
import { createDevReload, DEV_RELOAD_PATH } from '../tools/src/dev-reload';
import { devPortOf, devRemotesJson } from '../tools/src/dev-mode';

const root = path.resolve(__dirname, '..');
const app = appByName(process.argv[2] ?? '');
const appDir = path.join(root, app.app);
const port = devPortOf(app);
const outDir = path.join(root, '.data', 'dev', app.app);
const remotesFile = path.join(root, '.data', 'remotes.dev.json');

// 1. The other apps' production builds, built once when missing.
for (const other of APPS.filter((a) => a !== app)) {
  const built = path.join(root, other.app, 'dist', other.kind === 'host' ? 'index.html' : 'mf-manifest.json');
  if (!fs.existsSync(built)) execFileSync('npm', ['run', 'build', '-w', other.app], { cwd: root, stdio: 'inherit' });
}

// 2. The local remotes.json with the watched remote's entry overridden.
const usual = path.join(root, '.data', 'remotes.json');
const base = fs.existsSync(usual) ? (JSON.parse(fs.readFileSync(usual, 'utf8')) as Record<string, string>) : localRemotesJson();
fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
fs.writeFileSync(remotesFile, `${JSON.stringify(devRemotesJson(base, app), null, 2)}\n`);

// 3. API, mail and every other app, exactly as `npm start` runs them.
const others = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/serve-all.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, REMOTES_FILE: remotesFile, SKIP_APPS: app.app },
});
const stop = () => {
  others.kill('SIGTERM');
  setTimeout(() => process.exit(0), 600);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// 4. The watched app: served from its dev output with the live-reload stream.
const reload = createDevReload();
// Production mode: the shell and the other apps run production React, which a development build's
// jsx-dev-runtime cannot share. Unminified and with plain source maps (the CSP forbids eval ones).
const config = createAppConfig({ app, appDir, mode: 'production' });
config.output = { ...config.output, path: outDir };
config.optimization = { ...config.optimization, minimize: false };
config.devtool = 'cheap-module-source-map';
config.plugins = [
  ...(config.plugins ?? []),
  // A global entry (no name) goes into every entry, remoteEntry.js included: the page that loads it listens.
  new webpack.EntryPlugin(appDir, path.join(root, 'tools/src/dev-reload-client.ts'), { name: undefined }),
  new webpack.DefinePlugin({ __HW_DEV_RELOAD_URL__: JSON.stringify(`http://localhost:${port}${DEV_RELOAD_PATH}`) }),
];

void startStaticServer({
  root: outDir,
  port,
  devReload: reload,
  // The host also serves the widget's last build (`npm run build -w widget`).
  ...(app.kind === 'host' ? { spaFallback: true, apiOrigins: [`http://127.0.0.1:${API_PORT}`], remotesFile, widgetRoot: path.join(root, 'widget', 'dist') } : {}),
});

webpack(config).watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error || !stats) return console.error(`[dev ${app.app}]`, error);
  const info = stats.toString({ colors: false, preset: 'errors-warnings' });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) return console.error(`[dev ${app.app}] build failed; fix it and save again`);
  console.log(`[dev ${app.app}] built in ${(stats.endTime - stats.startTime) / 1000}s, served on http://localhost:${port}; pages reload`);
  reload.reload();
});
