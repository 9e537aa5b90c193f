import { scoreBand, scoreTone } from './score-bands';

describe('score tone (the colour a band is drawn in)', () => {
  it('draws air by its band, not its rating: "Unhealthy for some" (rating 2) is red, Moderate amber, Healthy green', () => {
    expect(scoreBand('air', 120)).toMatchObject({ label: 'Unhealthy for some', rating: 2 });
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
