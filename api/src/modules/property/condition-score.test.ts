import { HOME_COMPONENTS } from '@homeworth/shared-lib/domain';
import { conditionScore } from './condition-score';

describe('condition score (REFERENCE.md method)', () => {
  const allNew = (year: number) => HOME_COMPONENTS.map((c) => ({ key: c.key, installYear: year }));

  it('weights sum to 1', () => {
    expect(HOME_COMPONENTS.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 10);
  });

  it('is 100 for a home whose components were all installed this year', () => {
    expect(conditionScore(allNew(2025), [], 2025, 2000)).toMatchObject({ score: 100, dragging: [] });
  });

  it('loses the roof weight times the used-up fraction: a 10-year-old asphalt roof (life 20) costs 7.5 points', () => {
    const installs = allNew(2025).map((c) => (c.key === 'roof' ? { ...c, installYear: 2015 } : c));
    const result = conditionScore(installs, [], 2025, 2000, () => 9513);
    expect(result.score).toBe(93); // 100 - 7.5, rounded
    expect(result.dragging.map((c) => c.key)).toEqual(['roof']);
    // Half its life used: half of what replacing it costs (the price the caller gives).
    expect(result.dragging[0]).toMatchObject({ remainingUsefulLife: 10, remainingFraction: 0.5, replacementCost: 9513, depreciationValue: Math.round(9513 / 2) });
    expect(conditionScore(installs, [], 2025, 2000).dragging[0]).toMatchObject({ replacementCost: null, depreciationValue: null });
  });

  it('clamps a component past its life at 0 remaining and lists the worst first', () => {
    const installs = allNew(2025).map((c) => (c.key === 'waterHeater' ? { ...c, installYear: 1990 } : c.key === 'roof' ? { ...c, installYear: 1990 } : c));
    const result = conditionScore(installs, [], 2025, 2000);
    expect(result.dragging.map((c) => c.key)).toEqual(['roof', 'waterHeater']);
    expect(result.dragging[1]).toMatchObject({ remainingUsefulLife: 0, remainingFraction: 0 });
    expect(result.score).toBe(80);
  });

  it('restarts a component’s age at a later replacement permit', () => {
    const installs = allNew(1990);
    const before = conditionScore(installs, [], 2025, 2000);
    const after = conditionScore(installs, [{ key: 'roof', year: 2024 }], 2025, 2000);
    expect(after.components.find((c) => c.key === 'roof')).toMatchObject({ installYear: 2024, age: 1 });
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.dragging[0]?.key).not.toBe('roof');
  });

  it('charges no condition points to a component with decades of life left, and the full weight at the end of its life', () => {
    const installs = allNew(2025).map((c) => (c.key === 'structure' ? { ...c, installYear: 1995 } : c.key === 'plumbing' ? { ...c, installYear: 2015 } : c));
    const result = conditionScore(installs, [], 2025, 2000);
    expect(result.score).toBe(100);
    expect(result.dragging).toEqual([]);
    expect(result.components.find((c) => c.key === 'structure')).toMatchObject({ remainingUsefulLife: 70, remainingFraction: 0.7, conditionFraction: 1, pointsLost: 0 });

    // Plumbing (life 50) at 40 years has 10 left: half of its last 20 years, so half its weight (5 of 10 points).
    const old = conditionScore(
      allNew(2025).map((c) => (c.key === 'plumbing' ? { ...c, installYear: 1985 } : c)),
      [],
      2025,
      2000,
    );
    expect(old.components.find((c) => c.key === 'plumbing')?.pointsLost).toBeCloseTo(5);
    expect(old.score).toBe(95);
  });
});
