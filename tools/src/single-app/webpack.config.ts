import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { sourceResolve, sourceRules } from '../webpack-config';
import { PrecompressPlugin } from '../precompress';
import { PreloadFirstChunksPlugin } from '../preload-first-chunks';
import { EarlyScriptPlugin } from '../early-script';
import { readRoutesFile } from '../read-app-routes';
import type { StaticServerOptions } from '../static-server';

const repoRoot = path.resolve(__dirname, '../../..');
const shellDir = path.join(repoRoot, 'shell');

/** Where the single-app build is written (ignored by git, like every dist). */
export const SINGLE_APP_DIST = path.join(repoRoot, 'tools/dist/single-app');

/** The remote whose early script (routes.json `early`) the single app carries too, as the federated site does. */
const estimatorDir = path.join(repoRoot, 'mfe-estimator');

/** How the benchmark serves the single app: as the shell is served (pre-rendered pages, the guest flag, the early script). */
export function singleAppServerOptions(): Pick<StaticServerOptions, 'root' | 'spaFallback' | 'prerender' | 'earlyScript'> {
  return { root: SINGLE_APP_DIST, spaFallback: true, prerender: true, earlyScript: readRoutesFile(estimatorDir).early };
}

/**
 * The single-app build: the same modules, loaders, index.html and output naming as the federated
 * apps (webpack-config.ts), without Module Federation; webpack's default code splitting.
 */
export function createSingleAppConfig(): Configuration {
  const resolve = sourceResolve(shellDir);
  return {
    mode: 'production',
    context: repoRoot,
    entry: path.join(__dirname, 'index.ts'),
    devtool: false,
    output: {
      path: SINGLE_APP_DIST,
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { ...resolve, alias: { ...resolve.alias, 'single-spa$': path.join(__dirname, 'navigation.ts') } },
    module: { rules: sourceRules() },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/remote-loading\/remote-routes$/, path.join(__dirname, 'remote-routes.ts')),
      new HtmlWebpackPlugin({
        template: path.join(shellDir, 'src/index.html'),
        favicon: path.join(shellDir, 'src/favicon.svg'),
        scriptLoading: 'defer',
        hash: true,
      }),
      // As the shell's index.html: the bootstrap's chunks are fetched alongside main.js.
      new PreloadFirstChunksPlugin(),
      ...EarlyScriptPlugin.forApp(estimatorDir),
      // Served as the federated site is: Brotli written at build time.
      new PrecompressPlugin(),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
