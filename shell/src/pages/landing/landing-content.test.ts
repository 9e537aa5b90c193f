import fs from 'node:fs';
import path from 'node:path';
import type { LandingContent } from './landing-content';

const repo = path.resolve(__dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');
const content = JSON.parse(read('shell/src/pages/content/landing.json')) as LandingContent;
const { ames, calibration, figures } = content.proof;

describe('the landing page figures are the measured ones', () => {
  it('match the valuation model’s measured accuracy on held-out Ames sales', () => {
    const row = read('api/src/modules/valuation/README.md')
      .split('\n')
      .find((line) => line.startsWith('| `--holdout-from 2010-01-01`'));
    const cells = row?.split('|').map((cell) => cell.trim());
    expect(cells?.slice(2, 5)).toEqual([String(ames.sales), ames.medianError, ames.withinTenPercent]);
  });

  it('match the number of published jobs the calibration test holds within its tolerance', () => {
    const test = read('api/src/modules/cost-model/calibration.test.ts');
    const jobs = test.slice(test.indexOf('const JOBS'), test.indexOf('];', test.indexOf('const JOBS')));
    expect(jobs.match(/^ {4}job: /gm)).toHaveLength(calibration.jobs);
    expect(test).toContain(`A job must land within ${calibration.tolerance}.`);
    expect(test).toContain('toBeGreaterThanOrEqual(0.8)');
    expect(test).toContain('toBeLessThanOrEqual(1.2)');
  });

  it('show only those figures', () => {
    expect(figures.map((f) => f.value)).toEqual([ames.medianError, ames.withinTenPercent, `${calibration.jobs} of ${calibration.jobs}`]);
    expect(figures[0]!.label).toContain(`${ames.sales} Ames, Iowa sales`);
    expect(figures[2]!.label).toContain(`within ${calibration.tolerance}`);
  });
});
