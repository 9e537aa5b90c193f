/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { COVERAGE_FILE, ROOT, SPEC_DIR, SPEC_FILES, STATUSES, allRequirements, coverageRows, excerptOf, pathsOf, requirementsOf } from './spec-coverage';

/**
 * docs/spec-coverage.md stays current: every requirement of the spec has exactly one row, in the words
 * the spec uses, with a known status and the places it is built, which exist. The summary counts
 * match the rows.
 */
const page = fs.readFileSync(COVERAGE_FILE, 'utf8');
const rows = coverageRows(page);
const requirements = allRequirements();

describe('the spec coverage page', () => {
  it('numbers the spec by section: bullets, table rows and paragraphs, not headings or table headers', () => {
    const found = requirementsOf('# Title\n\nIntro.\n\n## 1. Who\n\nA line.\n- A bullet\n\n## 2. Calls\n| Call | Payload |\n|---|---|\n| POST x | a |\n', 'x.md', 'X');
    expect(found.map(({ id, text, section }) => ({ id, text, section }))).toEqual([
      { id: 'X-1.1', text: 'A line.', section: '1. Who' },
      { id: 'X-1.2', text: 'A bullet', section: '1. Who' },
      { id: 'X-2.1', text: 'POST x | a', section: '2. Calls' },
    ]);
  });

  it('has one row for every requirement, in spec order, quoting its first words', () => {
    expect(rows.map((r) => r.id)).toEqual(requirements.map((r) => r.id));
    const wrong = requirements.filter((r, i) => rows[i]?.excerpt !== excerptOf(r.text)).map((r) => r.id);
    expect(wrong).toEqual([]);
  });

  it('gives each row a known status and, unless missing, where it is built, naming paths that exist', () => {
    expect(rows.filter((r) => !(STATUSES as readonly string[]).includes(r.status)).map((r) => `${r.id}: ${r.status}`)).toEqual([]);
    expect(rows.filter((r) => r.status !== 'missing' && r.status !== 'not applicable' && pathsOf(r.where).length === 0).map((r) => r.id)).toEqual([]);
    const absent = rows.flatMap((r) =>
      pathsOf(r.where)
        .filter((p) => !fs.existsSync(path.join(ROOT, p)))
        .map((p) => `${r.id}: ${p}`),
    );
    expect(absent).toEqual([]);
  });

  it('sums the statuses in its summary line', () => {
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    const summary = `${rows.length} requirements: ${count('done')} done, ${count('partial')} partial, ${count('missing')} missing, ${count('not applicable')} not applicable.`;
    expect(page).toContain(summary);
  });

  it("keeps the repository's copy of the spec equal to the product owner's, when that is beside the clone", () => {
    const owners = path.resolve(ROOT, '../shared/spec');
    for (const { file } of SPEC_FILES) {
      if (!fs.existsSync(path.join(owners, file))) continue;
      expect(fs.readFileSync(path.join(SPEC_DIR, file), 'utf8')).toBe(fs.readFileSync(path.join(owners, file), 'utf8'));
    }
  });
});
