import { yearBuiltProblem, yearBuiltRange } from '@homeworth/shared-lib/domain/money-and-units';
import { PROPERTY_STEPS, stepAnswerError } from '@homeworth/shared-lib/domain/estimator';

const thisYear = new Date().getFullYear();

describe('year built: 1700 to this year, the same rule for the estimator and the owner facts', () => {
  it('accepts whole years from 1700 to this year only', () => {
    expect(yearBuiltRange()).toBe(`1700 to ${thisYear}`);
    for (const year of [1700, 1985, thisYear]) expect(yearBuiltProblem(year)).toBeNull();
    for (const year of [1699, thisYear + 1, 1985.5]) expect(yearBuiltProblem(year)).toBe(`Year built must be a year from 1700 to ${thisYear}.`);
  });

  it("states the range on the estimator's home-age step and refuses next year there", () => {
    const step = PROPERTY_STEPS.find((s) => s.id === 'home-age')!;
    expect(step.help).toBe(`A year from 1700 to ${thisYear}.`);
    expect(stepAnswerError(step, thisYear)).toBeNull();
    expect(stepAnswerError(step, thisYear + 1)).toBe(`Please enter a year from 1700 to ${thisYear}.`);
  });
});
