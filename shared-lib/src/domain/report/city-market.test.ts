import { cityMarketPath, citySlug, RECORDED_MARKET } from './city-market';

describe('city market paths', () => {
  it('slug the city and state the way the API finds them', () => {
    expect(citySlug('Austin', 'TX')).toBe('austin-tx');
    expect(citySlug('St. Louis', 'MO')).toBe('st-louis-mo');
    expect(cityMarketPath('Coeur d’Alene', 'ID')).toBe('/geo/coeur-d-alene-id');
    expect(cityMarketPath(RECORDED_MARKET.city, RECORDED_MARKET.state)).toBe(RECORDED_MARKET.path);
  });

  it('give no path without a city or a state', () => {
    expect(cityMarketPath('', 'TX')).toBeNull();
    expect(cityMarketPath('Austin', null)).toBeNull();
    expect(cityMarketPath(' ', ' ')).toBeNull();
  });
});
