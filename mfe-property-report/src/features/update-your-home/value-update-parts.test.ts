import { valueUpdateParts } from './value-update-parts';

describe('the parts a correction updates', () => {
  it.each([
    [{ buildingArea: 1800 }, ['major']],
    [{ bathrooms: 2.5 }, ['bath']],
    [{ componentYears: { roof: 2021 } }, ['house-parts']],
    [{ lotSize: 7000 }, ['extras']],
    [{ yearBuilt: 1962, bathrooms: 2, componentYears: { windows: 2019 }, lotSize: null }, ['major', 'bath', 'house-parts', 'extras']],
    [{ componentYears: {} }, []],
  ])('%o updates %o', (change, parts) => {
    expect(valueUpdateParts(change)).toEqual(parts);
  });
});
