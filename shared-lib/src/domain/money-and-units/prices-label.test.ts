import { pricesLabel, pricesNote, typicalHomeCostsNote } from './us-states';

describe('cost labels', () => {
  it('labels a state-adjusted cost with its region and says "National average" only for the national figure', () => {
    expect(pricesLabel('IA')).toBe('Iowa prices');
    expect(pricesLabel('US')).toBe('National average');
    expect(pricesLabel(null)).toBe('National average');
    expect(pricesNote({ state: 'IA', name: 'Iowa', index: 88.5 })).toBe(
      'Iowa prices: national unit costs for the scope you described, adjusted by Iowa’s regional price index (88.5)',
    );
    expect(pricesNote({ state: 'IA', name: 'Iowa', index: 88.5 })).not.toMatch(/national average/i);
    expect(pricesNote({ state: 'US', name: 'United States (national average)', index: 100 })).toMatch(/^National average prices/);
  });

  it('says which home a city page prices', () => {
    expect(typicalHomeCostsNote('Austin', 'TX', { buildingArea: 1850, yearBuilt: 1984, homesSampled: 40 })).toBe(
      'Priced by our estimator for a typical home of Austin: 1,850 sq ft, built in 1984 (the median of the 40 homes we sampled here), at Texas prices. A home’s own report prices its own size and age.',
    );
  });
});
