/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * One spelling on every page, e-mail and API message: US English. Looks at the words of string
 * literals, JSX text and page content (comments and code names may keep theirs); names of data
 * fields (a market's `licence`) and functions are code, left as they are.
 */
const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['shell/src', 'mfe-account/src', 'mfe-agent/src', 'mfe-estimator/src', 'mfe-maintenance/src', 'mfe-property-report/src', 'shared-lib/src', 'api/src', 'widget/src'];
/** Texts the spec gives word for word (the page title and description say "maximise home equity", as the landing page's title does), and a column name. */
const LEFT_AS_THEY_ARE = new Set(['shell/src/index.html', 'shell/src/routing/route-table.ts', 'api/src/modules/market/market.tables.ts']);

const BRITISH: Readonly<Record<string, string>> = {
  organisation: 'organization',
  organisations: 'organizations',
  neighbourhood: 'neighborhood',
  neighbourhoods: 'neighborhoods',
  colour: 'color',
  colours: 'colors',
  licence: 'license',
  licences: 'licenses',
  favourite: 'favorite',
  centre: 'center',
  labelled: 'labeled',
  mould: 'mold',
  grey: 'gray',
  recognised: 'recognized',
  specialise: 'specialize',
  maximise: 'maximize',
};
// A word as text: not a property (`.licence`, `licence:`), not a call or a name joined to others (`normalise(`, `COLOURS`).
const WORD = new RegExp(`(?<![.\\w])(${Object.keys(BRITISH).join('|')})(?![\\w]|\\s*\\??:\\s*[a-z({[]|=[^=>])`, 'i');
const COMMENT = /^\s*(\/\/|\*|\/\*|\{\/\*)/;

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'test-fixtures', '__snapshots__', 'api-types'].includes(entry.name) ? [] : files(full);
    return /\.(tsx?|json|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('writes US English in user-facing text', () => {
  const found: string[] = [];
  for (const file of FOLDERS.flatMap((folder) => files(path.join(ROOT, folder)))) {
    const name = path.relative(ROOT, file);
    if (LEFT_AS_THEY_ARE.has(name)) continue;
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (COMMENT.test(line)) return;
        // Only inside quotes or between JSX tags: identifiers such as `BAND_COLOURS` or `summarise(` are code.
        const text = [...line.matchAll(/'[^']*'|"[^"]*"|`[^`]*`|>[^<>{}]+</g)].map((m) => m[0]).join(' ');
        const hit = WORD.exec(text);
        if (hit) found.push(`${name}:${i + 1}: "${hit[1]}" (US: ${BRITISH[hit[1]!.toLowerCase()]})`);
      });
  }
  expect(found).toEqual([]);
});
