import path from 'node:path';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { NormalModuleReplacementPlugin, type Configuration } from 'webpack';
import type { AppDefinition } from './apps';
import { PrecompressPlugin } from './precompress';
import { PreloadFirstChunksPlugin } from './preload-first-chunks';
import { RoutesJsonPlugin } from './routes-json';
import { EarlyScriptPlugin } from './early-script';

/**
 * Packages every app shares as one instance. React and styled-components keep
 * one copy of their internal state; shared-lib keeps one event bus and session.
 * The `react/` and `react-dom/` keys share subpaths (jsx-runtime, client).
 * redux, redux-saga and react-router stay per app on purpose (ARCHITECTURE.md).
 */
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'styled-components', '@homeworth/shared-lib'] as const;

function readDependencies(appDir: string): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

/**
 * Shared packages a remote cannot run against in another major version. shared-lib's events,
 * session payload and exports are versioned by semver (README "How the pieces fit"): a remote
 * built for ^2.0.0 refuses a 3.x host copy instead of misreading it; the shell then shows
 * that area's fallback (remote-fallback.plugin.ts).
 */
const SHARED_LIB = '@homeworth/shared-lib';
const STRICT = new Set<string>([SHARED_LIB]);

/** The Module Federation `shared` config of one app: each singleton at the range its package.json requires. */
export function sharedConfig(appDir: string) {
  const deps = readDependencies(appDir);
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const pkgName = key.endsWith('/') ? key.slice(0, -1) : key;
      const version = deps[pkgName];
      if (!version) throw new Error(`${appDir}: shared package ${pkgName} must be a dependency`);
      return [key, { singleton: true, requiredVersion: version, strictVersion: STRICT.has(pkgName) }];
    }),
  );
}

/** The source file a relative import names (webpack's extensions, or the folder's index). */
function sourceFile(fromDir: string, request: string): string | null {
  const base = path.resolve(fromDir, request);
  for (const candidate of [base, ...['.ts', '.tsx'].flatMap((ext) => [`${base}${ext}`, path.join(base, `index${ext}`)])]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?(?:from\s*)?'(\.[^']+)'/g;

/**
 * A shared-lib module the singleton (`src/index.ts`) re-exports, imported by a shared-lib file outside
 * the singleton (`/domain`, `/remote`, `/stacked-table`), is taken from the shared singleton instead of
 * being bundled again: the page already has it, once, from the shell. Without this the estimator page
 * shipped theme, messages, validation, safe-redirect and the project list twice.
 */
export function singletonImportRewrite(index: string) {
  const reexported = new Set<string>();
  for (const [, request] of fs.readFileSync(index, 'utf8').matchAll(/export \* from '(\.[^']+)'/g)) {
    const file = sourceFile(path.dirname(index), request!);
    if (file) reexported.add(file);
  }
  // Everything the singleton itself reaches: those files keep their relative imports (else the singleton would consume itself).
  const inSingleton = new Set<string>([index]);
  const pending = [index];
  while (pending.length > 0) {
    const file = pending.pop()!;
    for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = sourceFile(path.dirname(file), request!);
      if (target && !inSingleton.has(target)) {
        inSingleton.add(target);
        pending.push(target);
      }
    }
  }
  const sharedLibSrc = path.dirname(index) + path.sep;
  return new NormalModuleReplacementPlugin(/^\./, (resolveData: { request: string; context: string; contextInfo: { issuer: string | null } }) => {
    const issuer = resolveData.contextInfo.issuer;
    // Entries (the container's exposes) have no issuer.
    if (!issuer?.startsWith(sharedLibSrc) || inSingleton.has(issuer)) return;
    const target = sourceFile(resolveData.context, resolveData.request);
    if (target && reexported.has(target)) resolveData.request = SHARED_LIB;
  });
}

/** How every build resolves the apps' sources (also the single-app build of the benchmark). */
export function sourceResolve(appDir: string): NonNullable<Configuration['resolve']> {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    // Workspace packages are symlinked; resolve to their real path so swc compiles their TypeScript.
    symlinks: true,
    alias: {
      // axios's pre-built browser ES module is about 4 KB (gzip) smaller than bundling its sources.
      axios$: path.join(path.dirname(require.resolve('axios/package.json', { paths: [appDir] })), 'dist/esm/axios.js'),
    },
  };
}

/** The loaders of every build: TypeScript and JSX through swc. */
export function sourceRules(): NonNullable<NonNullable<Configuration['module']>['rules']> {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
          },
        },
      },
    },
  ];
}

/**
 * The runtime plugin that publishes the shell's federation runtime core as `_FEDERATION_RUNTIME_CORE`
 * for the remotes (built with `externalRuntime`). Its ES module build, not the CommonJS one
 * `experiments.provideExternalRuntime` adds: that one pulls a second, CommonJS copy of the runtime
 * core into `main.js` (+22 KB gzipped) instead of reusing the one the shell already bundles.
 */
const INJECT_RUNTIME_CORE = path.join(
  // Resolved from enhanced, whose dependency it is (as the option does); `index.cjs` sits beside `index.js`.
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] })),
  'index.js',
);

export interface AppConfigOptions {
  app: AppDefinition;
  /** Absolute path of the app's package folder. */
  appDir: string;
  mode?: 'production' | 'development';
}

/** The Module Federation options of one app, host or remote. */
export function federationOptions(app: AppDefinition, appDir: string): ConstructorParameters<typeof ModuleFederationPlugin>[0] {
  const isHost = app.kind === 'host';
  return {
    name: app.federationName,
    shared: sharedConfig(appDir),
    // Type generation doubles build time and blocks on unreachable remotes (TOOLCHAIN.md).
    dts: false,
    // 'version-first' would fetch every remote before the shell starts; one hanging remote blanks the page.
    shareStrategy: 'loaded-first',
    // Browser-only runtime: drops the Node loading code from every app's bundle. A remote does not
    // bundle the runtime core: it uses the shell's copy, published as a global (see INJECT_RUNTIME_CORE).
    experiments: { optimization: { target: 'web' }, ...(isHost ? {} : { externalRuntime: true }) },
    ...(isHost
      ? {
          // Remotes are registered at run time from remotes.json, never at build time.
          remotes: {},
          runtimePlugins: [path.join(appDir, 'src/remote-loading/remote-fallback.plugin.ts'), INJECT_RUNTIME_CORE],
        }
      : {
          filename: 'remoteEntry.js',
          exposes: { './spa': './src/spa.tsx' },
          manifest: true,
        }),
  };
}

/** Builds the webpack configuration of one app, host or remote, from the registry entry. */
export function createAppConfig({ app, appDir, mode = 'production' }: AppConfigOptions): Configuration {
  const isHost = app.kind === 'host';
  const federation = new ModuleFederationPlugin(federationOptions(app, appDir));

  return {
    mode,
    context: appDir,
    entry: './src/index.ts',
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // 'auto' lets a remote's chunks resolve against the host they are served from.
      publicPath: isHost ? '/' : 'auto',
      // Entry files keep plain names (the federation runtime needs them); they are served no-cache.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: app.federationName,
      clean: true,
    },
    resolve: sourceResolve(appDir),
    module: { rules: sourceRules() },
    plugins: [
      federation,
      singletonImportRewrite(require.resolve(SHARED_LIB, { paths: [appDir] })),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(appDir, 'src/index.html'),
              favicon: path.join(appDir, 'src/favicon.svg'),
              scriptLoading: 'defer',
              hash: true, // main.js?<build hash>: a new build is never served from a stale cache
            }),
            new PreloadFirstChunksPlugin(),
          ]
        : // A remote publishes the paths it owns beside its manifest; the shell reads them at start.
          [new RoutesJsonPlugin(appDir), ...EarlyScriptPlugin.forApp(appDir)]),
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
