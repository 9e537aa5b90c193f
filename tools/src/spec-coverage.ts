import fs from 'node:fs';
import path from 'node:path';

/**
 * The requirements of the product specification, one per bullet, table row and paragraph of the two
 * spec files, numbered by section (`SA-4.3`: shell-and-account.md, section 4, third requirement), so
 * docs/spec-coverage.md can give each its status and where it is built, and a test can hold the two
 * together.
 */

export const ROOT = path.resolve(__dirname, '../..');
/** The spec as the repository keeps it (a copy of ../shared/spec, checked equal when that is beside). */
export const SPEC_DIR = path.join(ROOT, 'docs/spec');
export const COVERAGE_FILE = path.join(ROOT, 'docs/spec-coverage.md');
export const SPEC_FILES = [
  { file: 'shell-and-account.md', prefix: 'SA' },
  { file: 'estimator-property-agent.md', prefix: 'EP' },
] as const;

export const STATUSES = ['done', 'partial', 'missing', 'not applicable'] as const;
export type CoverageStatus = (typeof STATUSES)[number];

export interface Requirement {
  id: string;
  file: string;
  section: string;
  text: string;
}

/** Every requirement of one spec file, in order. */
export function requirementsOf(markdown: string, file: string, prefix: string): Requirement[] {
  const found: Requirement[] = [];
  let section = '';
  let sectionNo = '0';
  let n = 0;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = /^## (\d+)\. (.+)$/.exec(line);
    if (heading) {
      sectionNo = heading[1]!;
      section = `${heading[1]}. ${heading[2]}`;
      n = 0;
      continue;
    }
    // The title, sub-headings, blank lines, table headers and separators are not requirements.
    if (sectionNo === '0' || line === '' || line.startsWith('#') || /^\|[-| ]+\|$/.test(line)) continue;
    if (line.startsWith('|') && /^\| *(Role|Area|Call|Situation) *\|/.test(line)) continue;
    const text = line.replace(/^- /, '').replace(/^\|/, '').replace(/\|$/, '').trim();
    n += 1;
    found.push({ id: `${prefix}-${sectionNo}.${n}`, file, section, text });
  }
  return found;
}

/** Every requirement of the spec. */
export function allRequirements(dir = SPEC_DIR): Requirement[] {
  return SPEC_FILES.flatMap(({ file, prefix }) => requirementsOf(fs.readFileSync(path.join(dir, file), 'utf8'), file, prefix));
}

/** The words a coverage row shows of a requirement: its first words, pipes escaped. */
export function excerptOf(text: string, words = 14): string {
  const parts = text
    .replace(/\*\*/g, '')
    .replace(/\s*\|\s*/g, ' / ')
    .split(/\s+/);
  return parts.slice(0, words).join(' ') + (parts.length > words ? ' …' : '');
}

export interface CoverageRow {
  id: string;
  excerpt: string;
  status: string;
  where: string;
}

/** The rows of docs/spec-coverage.md: `| id | requirement | status | where |`. */
export function coverageRows(markdown: string): CoverageRow[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| (SA|EP)-\d+\.\d+ \|/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim());
      return { id: cells[0]!, excerpt: cells[1] ?? '', status: cells[2] ?? '', where: cells[3] ?? '' };
    });
}

/** The repository paths a "where" cell names in backticks (a path, optionally with `#anchor` or `:symbol`). */
export function pathsOf(where: string): string[] {
  return [...where.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.split(/[#:]/)[0]!).filter((p) => p.includes('/'));
}

// `tsx tools/src/spec-coverage.ts`: prints the rows the coverage page lacks, to paste and fill in.
if (require.main === module) {
  const known = new Set(coverageRows(fs.existsSync(COVERAGE_FILE) ? fs.readFileSync(COVERAGE_FILE, 'utf8') : '').map((r) => r.id));
  let section = '';
  for (const r of allRequirements()) {
    if (known.has(r.id)) continue;
    if (r.section !== section) {
      section = r.section;
      console.log(`\n### ${r.file} ${section}\n\n| Id | Requirement | Status | Where |\n|---|---|---|---|`);
    }
    console.log(`| ${r.id} | ${excerptOf(r.text)} | missing | |`);
  }
}
