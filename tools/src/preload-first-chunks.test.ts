import type { Compilation } from 'webpack';
import { firstChunkFiles } from './preload-first-chunks';

class ProvideSharedModule {
  readonly _name: string;
  constructor(options: { shareKey: string }) {
    this._name = options.shareKey;
  }
}

class ConsumeSharedModule {
  constructor(readonly options: { shareKey: string }) {}
}

/** A chunk group as webpack makes it: where it was asked for, and its chunks' files. */
const group = (origin: { request?: string; module?: unknown }, files: string[]) => ({
  origins: [{ request: origin.request, module: origin.module ?? null }],
  chunks: [{ files: new Set(files) }],
});

describe('first chunks of the host', () => {
  it("names the bootstrap's chunks and the first shared packages' chunks, not lazy pages or other shared packages", () => {
    const compilation = {
      chunkGroups: [
        group({ request: './bootstrap' }, ['86.aaaaaaaa.js', '86.aaaaaaaa.js.map']),
        group({ module: new ProvideSharedModule({ shareKey: 'react-dom' }) }, ['470.bbbbbbbb.js']),
        group({ module: new ProvideSharedModule({ shareKey: 'single-spa-react' }) }, ['9.cccccccc.js']),
        group({ request: './pages/blog/blog-list-page' }, ['79.dddddddd.js']),
        // The fallback of a consume: the host runs its provided copy instead.
        group({ module: new ConsumeSharedModule({ shareKey: 'react-dom' }) }, ['706.eeeeeeee.js']),
      ],
    } as unknown as Compilation;
    expect(firstChunkFiles(compilation)).toEqual(['470.bbbbbbbb.js', '86.aaaaaaaa.js']);
  });
});
