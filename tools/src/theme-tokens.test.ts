/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from './apps';

/**
 * One way to style: colours and media queries come from the shared theme
 * (`shared-lib/src/theme/theme.ts`: `theme.colors`, `theme.chart`, `theme.overlays`, `media`),
 * never written raw in a component, so a brand or breakpoint change is made in one place.
 */
const ROOT = path.resolve(__dirname, '../..');
const THEME_FILE = path.join(ROOT, 'shared-lib/src/theme/theme.ts');
const PACKAGES = [...APPS.map((a) => a.app), 'shared-lib'];

const RULES: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'raw hex colour', pattern: /(?<![\w&/?=-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/i },
  { name: 'raw rgb/hsl colour', pattern: /\b(?:rgba?|hsla?)\(/i },
  { name: 'raw media query', pattern: /@media\b/ },
];

/** Source files of a folder, tests left out (they may name a colour to check the page uses it). */
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__snapshots__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `file:line: rule` where a source line breaks one of the rules. */
function rawStyleValues(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => RULES.filter((rule) => rule.pattern.test(line)).map((rule) => `${path.relative(ROOT, file)}:${i + 1}: ${rule.name}: ${line.trim().slice(0, 120)}`)),
  );
}

describe('theme tokens', () => {
  const files = PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src'))).filter((f) => f !== THEME_FILE);

  it('scans every front-end package', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.includes(`${path.sep}mfe-maintenance${path.sep}`))).toBe(true);
  });

  it('no component writes a raw colour or media query (use theme.colors, theme.chart, theme.overlays, media)', () => {
    expect(rawStyleValues(files)).toEqual([]);
  });

  it('would catch each kind of raw value', () => {
    const sample = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hw-theme-')), 'sample.tsx');
    fs.writeFileSync(sample, 'color: #1B2A4A;\nbackground: rgba(0, 0, 0, 0.5);\n@media (max-width: 600px) {}\n<a href="#main">\n');
    try {
      expect(rawStyleValues([sample]).map((v) => v.replace(/^[^:]+:/, ''))).toEqual([
        '1: raw hex colour: color: #1B2A4A;',
        '2: raw rgb/hsl colour: background: rgba(0, 0, 0, 0.5);',
        '3: raw media query: @media (max-width: 600px) {}',
      ]);
    } finally {
      fs.rmSync(path.dirname(sample), { recursive: true });
    }
  });
});
