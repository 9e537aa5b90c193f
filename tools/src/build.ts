/**
 * Builds the app whose folder is the current directory: `npm run build -w <app>`.
 * One runner for every app so no app carries its own webpack setup.
 */
import path from 'node:path';
import webpack from 'webpack';
import { appByName } from './apps';
import { createAppConfig } from './webpack-config';

const appDir = process.cwd();
const app = appByName(path.basename(appDir));
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';

webpack(createAppConfig({ app, appDir, mode }), (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  if (!stats) process.exit(1);
  const info = stats.toString({ colors: false, preset: 'errors-warnings' });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  console.log(`${app.app}: built in ${(stats.endTime - stats.startTime) / 1000}s`);
});
