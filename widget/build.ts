/** Builds the widget (`npm run build -w widget`): the partners' loader and the framed estimator page into dist/. */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { widgetConfigs } from './webpack.config';

const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
fs.rmSync(path.join(__dirname, 'dist'), { recursive: true, force: true });

webpack(widgetConfigs(mode), (err, stats) => {
  if (err || !stats) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toString({ colors: false, preset: 'errors-warnings' });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  console.log('widget: built');
});
