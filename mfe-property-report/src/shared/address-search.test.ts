import { parseTypedAddress } from './address-search.api';

describe('typed addresses', () => {
  it('reads "street, city, ST zip"', () => {
    expect(parseTypedAddress('120 Oak Street, Austin, tx 78701')).toEqual({ address: '120 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701' });
  });

  it('refuses an incomplete address', () => {
    expect(parseTypedAddress('Oak Street, Austin, TX 78701')).toBeNull();
    expect(parseTypedAddress('120 Oak Street, Austin')).toBeNull();
  });
});
