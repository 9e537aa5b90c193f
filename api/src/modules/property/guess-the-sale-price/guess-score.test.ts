import { guessAccuracy, guessErrors, guessScore, percentError } from './guess-score';

describe('guess the sale price scoring', () => {
  it('scores 100 - 2 points per percent off, never below 0', () => {
    expect(guessScore(400_000, 400_000)).toBe(100);
    expect(guessScore(420_000, 400_000)).toBe(90); // 5% high
    expect(guessScore(360_000, 400_000)).toBe(80); // 10% low
    expect(guessScore(500_000, 400_000)).toBe(50); // 25% high
    expect(guessScore(200_000, 400_000)).toBe(0); // 50% low
    expect(guessScore(1_000_000, 400_000)).toBe(0); // 150% high: clamped
    expect(guessScore(401_000, 400_000)).toBe(100); // 0.25% rounds to 99.5 -> 100
  });

  it('gives signed errors in dollars and percent', () => {
    expect(guessErrors(450_000, 400_000)).toEqual({ dollars: 50_000, percent: 12.5 });
    expect(guessErrors(390_000, 400_000)).toEqual({ dollars: -10_000, percent: -2.5 });
    expect(percentError(333_333, 300_000)).toBe(11.1);
  });

  it('sums up accuracy as the MAPE and the mean score', () => {
    expect(guessAccuracy([])).toEqual({ count: 0, meanAbsolutePercentError: null, accuracyScore: null });
    // 10% and 30% off: MAPE 20%; scores 80 and 40: mean 60.
    expect(
      guessAccuracy([
        { guess: 440_000, actual: 400_000 },
        { guess: 140_000, actual: 200_000 },
      ]),
    ).toEqual({ count: 2, meanAbsolutePercentError: 20, accuracyScore: 60 });
    // 60% off scores 0, not -20: the mean score is of clamped scores.
    expect(
      guessAccuracy([
        { guess: 160_000, actual: 100_000 },
        { guess: 100_000, actual: 100_000 },
      ]),
    ).toEqual({ count: 2, meanAbsolutePercentError: 30, accuracyScore: 50 });
  });
});
