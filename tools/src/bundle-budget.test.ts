import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * First-load budget of the shell: 150 KB of gzipped JS (issue 2). Every JS file
 * the shell build emits is counted, including chunks only loaded later, so this
 * is an upper bound of what the browser fetches from the shell on first load.
 * Needs the production build (`npm run build`; `npm test` builds first).
 */
const BUDGET_BYTES = 150 * 1024;
const shellDist = path.resolve(__dirname, '../../shell/dist');

function gzippedJsBytes(dir: string): number {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length, 0);
}

describe('bundle budget', () => {
  it('keeps the shell first load under 150 KB of gzipped JS', () => {
    expect(fs.existsSync(path.join(shellDist, 'main.js'))).toBe(true);
    const bytes = gzippedJsBytes(shellDist);
    console.log(`shell JS, gzipped: ${(bytes / 1024).toFixed(1)} KB of ${BUDGET_BYTES / 1024} KB`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
