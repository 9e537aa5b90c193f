import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { sourceResolve, sourceRules } from '../tools/src/webpack-config';

/**
 * Two builds: the loader partners embed (`estimator.js`: one self-contained IIFE, no chunks and no globals,
 * never cached for long so a fix reaches every partner page) and the estimator page the loader frames
 * (`frame.html` and its content-hashed script, loaded only when the frame is shown).
 */
export function widgetConfigs(mode: 'production' | 'development'): Configuration[] {
  const dist = path.join(__dirname, 'dist');
  const shared: Configuration = {
    mode,
    context: __dirname,
    resolve: sourceResolve(__dirname),
    module: { rules: sourceRules() },
    devtool: false,
    performance: { hints: false },
  };
  return [
    {
      ...shared,
      name: 'loader',
      entry: { estimator: './src/loader/estimator.ts' },
      output: { path: dist, filename: '[name].js', iife: true, clean: false, uniqueName: 'homeworthWidgetLoader' },
      optimization: { splitChunks: false, runtimeChunk: false },
    },
    {
      ...shared,
      name: 'frame',
      entry: { frame: './src/frame/index.ts' },
      output: { path: dist, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', publicPath: '/widget/', uniqueName: 'homeworthWidget' },
      plugins: [new HtmlWebpackPlugin({ template: './src/frame/frame.html', filename: 'frame.html', scriptLoading: 'defer', minify: false })],
    },
  ];
}
