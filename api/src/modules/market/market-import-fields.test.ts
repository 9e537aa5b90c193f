import { dateOf, resolveColumns } from './market-import-fields';

describe('a market file', () => {
  it.each([
    ['20141013T000000', '2014-10-13'],
    ['20141013', '2014-10-13'],
    ['2014-10-13 00:00:00', '2014-10-13'],
    ['2014-10-13T08:00:00Z', '2014-10-13'],
    ['10/13/2014', '2014-10-13'],
    ['Oct 13 2014', '2014-10-13'],
    ['October 13, 2014', '2014-10-13'],
    ['13 Oct 2014', '2014-10-13'],
  ])('reads the date %s', (text, date) => expect(dateOf(text)).toBe(date));

  it.each(['20141313T000000', '2014-02-30', 'Foo 13 2014', '13/10/2014', ''])('rejects %j as a date', (text) => expect(dateOf(text)).toBeUndefined());

  it('takes zipcode, lat and long as the ZIP and coordinates, and a --map before any of them', () => {
    const header = ['id', 'date', 'price', 'sqft_living', 'zipcode', 'lat', 'long'];
    const columns = resolveColumns('sales', header, { price: 'sale_price', date: 'sale_date', sqft_living: 'living_area' });
    expect(columns.get('zip')).toBe('zipcode');
    expect(columns.get('latitude')).toBe('lat');
    expect(columns.get('longitude')).toBe('long');
    expect(columns.has('id')).toBe(false);
    const mapped = resolveColumns('sales', [...header, 'postal_code'], { price: 'sale_price', date: 'sale_date', sqft_living: 'living_area', postal_code: 'zip' });
    expect(mapped.get('zip')).toBe('postal_code');
  });
});
