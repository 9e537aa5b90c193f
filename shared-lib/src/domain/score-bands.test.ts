import { scoreTone, scoreToLabel } from './score-bands';
import { conditionScore, HOME_COMPONENTS } from './home-condition';

describe('score tone (the colour a band is drawn in)', () => {
  it('draws air by its band, not its rating: "Unhealthy for some" (rating 2) is red, Moderate amber, Healthy green', () => {
    expect(scoreToLabel('air', 120)).toMatchObject({ scoreDescription: 'Unhealthy for some', rating: 2 });
    expect(scoreTone('air', 120)).toBe('poor');
    expect(scoreTone('air', 80)).toBe('fair');
    expect(scoreTone('air', 20)).toBe('good');
    expect(scoreTone('air', 250)).toBe('poor');
  });

  it('draws the other kinds by rating and nothing for a missing score', () => {
    expect(scoreTone('walk', 95)).toBe('good');
    expect(scoreTone('walk', 60)).toBe('fair');
    expect(scoreTone('walk', 10)).toBe('poor');
    expect(scoreTone('crime', 10)).toBe('good');
    expect(scoreTone('transit', null)).toBeNull();
  });
});

describe('score-to-label helper (shell-and-account.md §3 and §9)', () => {
  it.each([
    [0, 'Healthy', 3], [50, 'Healthy', 3], [51, 'Moderate', 2], [100, 'Moderate', 2], [101, 'Unhealthy for some', 2],
    [150, 'Unhealthy for some', 2], [151, 'Unhealthy', 1], [200, 'Unhealthy', 1], [201, 'Very Unhealthy', 0],
    [300, 'Very Unhealthy', 0], [301, 'Hazardous', 0], [500, 'Hazardous', 0],
  ])('air quality %i is "%s" with rating %i', (score, label, rating) => {
    expect(scoreToLabel('air', score)).toMatchObject({ scoreDescription: label, rating });
  });

  it.each([
    [24, 'Minimal'], [25, 'Some'], [49, 'Some'], [50, 'Good'], [69, 'Good'], [70, 'Excellent'], [89, 'Excellent'], [90, "Rider's Paradise"], [100, "Rider's Paradise"],
  ])('transit %i is "%s"', (score, label) => expect(scoreToLabel('transit', score).scoreDescription).toBe(label));

  it.each([
    [0, 'Car-Dependent'], [49, 'Car-Dependent'], [50, 'Somewhat walkable'], [69, 'Somewhat walkable'], [70, 'Very walkable'], [89, 'Very walkable'], [90, "Walker's Paradise"],
  ])('walk %i is "%s"', (score, label) => expect(scoreToLabel('walk', score).scoreDescription).toBe(label));

  it.each([
    [29, 'less than US average'], [30, 'US average'], [41, 'US average'], [42, 'more than US average'], [100, 'more than US average'],
  ])('property crime %i is "%s"', (score, label) => expect(scoreToLabel('crime', score).scoreDescription).toBe(label));

  it.each([
    [26, 'fewest'], [27, 'few'], [50, 'few'], [51, 'average'], [75, 'average'], [76, 'several'],
  ])('natural hazards %i is "%s"', (score, label) => expect(scoreToLabel('hazard', score).scoreDescription).toBe(label));

  it('gives rating -1 when there is no score or it is out of range', () => {
    expect(scoreToLabel('walk', null).rating).toBe(-1);
    expect(scoreToLabel('walk', 101).rating).toBe(-1);
    expect(scoreToLabel('air', 501).rating).toBe(-1);
    expect(scoreToLabel('crime', -3).rating).toBe(-1);
    expect(scoreToLabel('hazard', Number.NaN).rating).toBe(-1);
  });
});

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
    const result = conditionScore(installs, [], 2025, 2000);
    expect(result.score).toBe(93); // 100 - 7.5, rounded
    expect(result.dragging.map((c) => c.key)).toEqual(['roof']);
    expect(result.dragging[0]).toMatchObject({ remainingUsefulLife: 10, remainingFraction: 0.5, depreciationValue: Math.round(9513 / 2) });
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
    const old = conditionScore(allNew(2025).map((c) => (c.key === 'plumbing' ? { ...c, installYear: 1985 } : c)), [], 2025, 2000);
    expect(old.components.find((c) => c.key === 'plumbing')?.pointsLost).toBeCloseTo(5);
    expect(old.score).toBe(95);
  });
});
