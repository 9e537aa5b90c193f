import { runInThisContext } from 'node:vm';
import { PDFParse } from 'pdf-parse';

// pdf-parse's pdf.js import()s its worker, which jest's sandbox cannot on Node 20: Node's own
// loader loads it (as node-loaded-modules.ts does for PGlite). The parser is the real one.
jest.mock('pdf-parse', () => {
  const createRequire = runInThisContext('(() => process.getBuiltinModule("node:module").createRequire)()') as (f: string) => NodeJS.Require;
  return createRequire(__filename)('pdf-parse');
});

/** The text of each page of a PDF, whitespace squashed to single spaces (a wrapped line reads as one). */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((p) => p.text.replace(/\s+/g, ' '));
  } finally {
    await parser.destroy();
  }
}
