/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Byte budgets of the estimator widget, as partners' pages load it: the loader every partner page
 * fetches (gzipped, level 9) and the framed page's scripts, fetched only when the frame is shown.
 * They sit just above the figures measured when they were set (0.6 KB and 11.0 KB); lower them when
 * the widget gets lighter, never raise them to pass. The frame's was raised once, from 12 to 12.5 KB
 * (12.1 KB measured), when the estimator's flows gained the spec's room-addition steps (room-size-addition,
 * interior-types, room-addition-landing, other-room-addition-size with its numeric ids), which every flow
 * the widget runs carries: a feature of the spec, not a regression. Needs the widget's build
 * (`npm run build -w widget`).
 */
const KB = 1024;
const LOADER_BUDGET = 1 * KB;
const FRAME_BUDGET = 12.5 * KB;

const dist = path.resolve(__dirname, '../../widget/dist');
const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

describe('widget budget', () => {
  beforeAll(() => {
    expect(fs.existsSync(path.join(dist, 'estimator.js'))).toBe(true);
  });

  it('keeps the loader partners embed within its budget', () => {
    const bytes = gzipped('estimator.js');
    console.log(`widget loader: ${bytes} bytes gzipped (budget ${LOADER_BUDGET})`);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  it("keeps the framed page's scripts within their budget", () => {
    const html = fs.readFileSync(path.join(dist, 'frame.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="?\/widget\/([^"\s>]+)/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const bytes = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`widget frame: ${(bytes / KB).toFixed(1)} KB gzipped (budget ${FRAME_BUDGET / KB} KB)`);
    expect(bytes).toBeLessThanOrEqual(FRAME_BUDGET);
  });
});
