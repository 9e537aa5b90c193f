/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { PrecompressPlugin } from './precompress';

describe('PrecompressPlugin', () => {
  it('writes a Brotli twin of each emitted script of 1 KB or more, decoding to the same bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-precompress-'));
    fs.writeFileSync(path.join(dir, 'index.js'), `export const text = ${JSON.stringify('words to compress '.repeat(200))}; console.log(text); import('./small');`);
    fs.writeFileSync(path.join(dir, 'small.js'), 'console.log(1);');
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(
        { mode: 'production', context: dir, entry: './index.js', output: { path: path.join(dir, 'dist'), chunkFilename: 'small.js' }, plugins: [new PrecompressPlugin()] },
        (err, result) => (err || !result ? reject(err) : resolve(result)),
      ),
    );
    expect(stats.hasErrors()).toBe(false);
    const out = path.join(dir, 'dist');
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'main.js.br'))).equals(fs.readFileSync(path.join(out, 'main.js')))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'main.js.br')).length).toBeLessThan(fs.readFileSync(path.join(out, 'main.js')).length / 4);
    // Too small to be worth it.
    expect(fs.existsSync(path.join(out, 'small.js'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'small.js.br'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
