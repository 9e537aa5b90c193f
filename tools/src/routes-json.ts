import { sources, type Compiler } from 'webpack';
import type { AppRoutesFile } from '@homeworth/shared-lib/domain';
import { readRoutesFile } from './read-app-routes';

/** Publishes a remote's routes as `routes.json` beside its `mf-manifest.json` (read by the shell at start). */
export class RoutesJsonPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RoutesJsonPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'RoutesJsonPlugin', stage }, () => {
        try {
          const file: AppRoutesFile = readRoutesFile(this.appDir);
          compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(file, null, 2)}\n`));
        } catch (error) {
          // A build error, not a crash: the build prints it and stops (tools/src/build.ts).
          compilation.errors.push(new compiler.webpack.WebpackError(error instanceof Error ? error.message : String(error)));
        }
      });
    });
  }
}
