import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import { EARLY_SCRIPT_FILE, EARLY_SCRIPT_SOURCE } from './read-app-routes';

/**
 * Builds a remote's early script (`src/early.ts`, routes.json `early`) and emits it as `early.js`
 * with the app's other files. A compilation of its own, with the app's loaders and aliases but none
 * of its plugins: a plain script carrying neither the federation runtime (about 23 KB) nor any
 * shared package, only the few functions it imports. The page loads it with `async`.
 */
export class EarlyScriptPlugin {
  constructor(private readonly source: string) {}

  /** The plugin for `appDir`, when the app has an early script. */
  static forApp(appDir: string): EarlyScriptPlugin[] {
    const source = path.join(appDir, EARLY_SCRIPT_SOURCE);
    return fs.existsSync(source) ? [new EarlyScriptPlugin(source)] : [];
  }

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('EarlyScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'EarlyScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        try {
          compilation.emitAsset(EARLY_SCRIPT_FILE, new webpack.sources.RawSource(await this.build(compiler)));
        } catch (error) {
          compilation.errors.push(new webpack.WebpackError(`early script: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }

  /** The bundled script, compiled into a throw-away folder. */
  private async build(parent: Compiler): Promise<string> {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-early-'));
    const config: Configuration = {
      mode: parent.options.mode,
      context: parent.context,
      entry: this.source,
      devtool: false,
      target: 'web',
      output: { path: outDir, filename: EARLY_SCRIPT_FILE, iife: true },
      resolve: parent.options.resolve,
      module: { rules: parent.options.module.rules },
      optimization: { splitChunks: false },
      performance: { hints: false },
    };
    try {
      const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
        parent.webpack(config, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result))),
      );
      if (stats.hasErrors()) throw new Error(stats.toString({ preset: 'errors-only' }));
      return fs.readFileSync(path.join(outDir, EARLY_SCRIPT_FILE), 'utf8');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }
}
