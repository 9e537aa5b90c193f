import { createWriteStream } from 'node:fs';
import { type KcDateFormat, kcLikeLines } from './kc-like-sales';

// tsx generate-kc-like.ts <out.csv> [rows=21613] [compact|iso-time|us|month-name]: writes a KC-shaped sales file.
const [out, rows = '21613', format = 'compact'] = process.argv.slice(2);
if (!out) throw new Error('Usage: tsx generate-kc-like.ts <out.csv> [rows] [date format]');
// eslint-disable-next-line security/detect-non-literal-fs-filename -- a developer names the output file.
const stream = createWriteStream(out);
for (const line of kcLikeLines(Number(rows), { dateFormat: format as KcDateFormat })) stream.write(`${line}\n`);
stream.end();
