import fs from 'node:fs';
import path from 'node:path';
import { AMES_HOLDOUT, CALIBRATION } from './proof-figures';

const repo = path.resolve(__dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');

describe('the landing page figures are the measured ones', () => {
  it('match the valuation model’s measured accuracy on held-out Ames sales', () => {
    const row = read('api/src/modules/valuation/README.md')
      .split('\n')
      .find((line) => line.startsWith('| `--holdout-from 2010-01-01`'));
    const cells = row?.split('|').map((cell) => cell.trim());
    expect(cells?.slice(2, 5)).toEqual([String(AMES_HOLDOUT.sales), AMES_HOLDOUT.medianError, AMES_HOLDOUT.withinTenPercent]);
  });

  it('match the number of published jobs the calibration test holds within its tolerance', () => {
    const test = read('api/src/modules/cost-model/calibration.test.ts');
    const jobs = test.slice(test.indexOf('const JOBS'), test.indexOf('];', test.indexOf('const JOBS')));
    expect(jobs.match(/^ {4}job: /gm)).toHaveLength(CALIBRATION.jobs);
    expect(test).toContain(`A job must land within ${CALIBRATION.tolerance}.`);
    expect(test).toContain('toBeGreaterThanOrEqual(0.8)');
    expect(test).toContain('toBeLessThanOrEqual(1.2)');
  });
});
