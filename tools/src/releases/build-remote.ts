import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import type { AppDefinition } from '../apps';
import { createAppConfig } from '../webpack-config';

/** Builds the remote whose sources are in `sourceDir` (as `npm run build -w <app>` does) into a new temporary folder. */
export function buildRemote(app: AppDefinition, sourceDir: string): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `hw-release-${app.app}-`));
  const config = createAppConfig({ app, appDir: sourceDir, mode: 'production' });
  config.output = { ...config.output, path: outDir };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('webpack gave no result'));
      if (stats.hasErrors()) return reject(new Error(`the build of ${app.app} failed:\n${stats.toString({ colors: false, preset: 'errors-only' })}`));
      resolve(outDir);
    });
  });
}
