/** Builds the single-app comparison of the benchmark: `tsx tools/src/single-app/build.ts`. */
import webpack from 'webpack';
import { createSingleAppConfig } from './webpack.config';

webpack(createSingleAppConfig(), (err, stats) => {
  if (err || !stats) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toString({ colors: false, preset: 'errors-warnings' });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  console.log(`single app: built in ${(stats.endTime - stats.startTime) / 1000}s`);
});
