import { scoreToLabel } from './score-labels';

describe('score-to-label helper', () => {
  it.each([
    [0, 'Healthy', 3],
    [50, 'Healthy', 3],
    [51, 'Moderate', 2],
    [100, 'Moderate', 2],
    [101, 'Unhealthy for some', 2],
    [150, 'Unhealthy for some', 2],
    [151, 'Unhealthy', 1],
    [200, 'Unhealthy', 1],
    [201, 'Very Unhealthy', 0],
    [300, 'Very Unhealthy', 0],
    [301, 'Hazardous', 0],
    [500, 'Hazardous', 0],
  ])('air quality %i is "%s" with rating %i', (score, label, rating) => {
    expect(scoreToLabel('air', score)).toMatchObject({ scoreDescription: label, rating });
  });

  it.each([
    [24, 'Minimal'],
    [25, 'Some'],
    [49, 'Some'],
    [50, 'Good'],
    [69, 'Good'],
    [70, 'Excellent'],
    [89, 'Excellent'],
    [90, "Rider's Paradise"],
    [100, "Rider's Paradise"],
  ])('transit %i is "%s"', (score, label) => expect(scoreToLabel('transit', score).scoreDescription).toBe(label));

  it.each([
    [0, 'Car-Dependent'],
    [49, 'Car-Dependent'],
    [50, 'Somewhat walkable'],
    [69, 'Somewhat walkable'],
    [70, 'Very walkable'],
    [89, 'Very walkable'],
    [90, "Walker's Paradise"],
  ])('walk %i is "%s"', (score, label) => expect(scoreToLabel('walk', score).scoreDescription).toBe(label));

  it.each([
    [29, 'less than US average'],
    [30, 'US average'],
    [41, 'US average'],
    [42, 'more than US average'],
    [100, 'more than US average'],
  ])('property crime %i is "%s"', (score, label) => expect(scoreToLabel('crime', score).scoreDescription).toBe(label));

  it.each([
    [26, 'fewest'],
    [27, 'few'],
    [50, 'few'],
    [51, 'average'],
    [75, 'average'],
    [76, 'several'],
  ])('natural hazards %i is "%s"', (score, label) => expect(scoreToLabel('hazard', score).scoreDescription).toBe(label));

  it('gives rating -1 when there is no score or it is out of range', () => {
    expect(scoreToLabel('walk', null).rating).toBe(-1);
    expect(scoreToLabel('walk', 101).rating).toBe(-1);
    expect(scoreToLabel('air', 501).rating).toBe(-1);
    expect(scoreToLabel('crime', -3).rating).toBe(-1);
    expect(scoreToLabel('hazard', Number.NaN).rating).toBe(-1);
  });
});
