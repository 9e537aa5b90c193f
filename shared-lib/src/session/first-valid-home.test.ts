import { readKukunId, readMyHome } from './my-home';
import { firstValidHome, selectFirstValidHome, type UserPropertyEntry } from './first-valid-home';

const entry = (over: Partial<UserPropertyEntry['property']> = {}, validAddress = true): UserPropertyEntry => ({
  userPropertyId: 5,
  claimed: true,
  validAddress,
  property: { propertyId: 12, kukunId: 777, address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', ...over },
});

describe('first valid home at login', () => {
  it('skips invalid or incomplete addresses and picks the first valid one', () => {
    const result = firstValidHome([entry({ propertyId: 1 }, false), entry({ propertyId: 2, zipCode: '' }), entry({ propertyId: 3 })]);
    expect(result?.home.propertyId).toBe(3);
    expect(result?.kukunId).toBe(777);
  });

  it('stores it as my_home with its kukun_id', () => {
    expect(selectFirstValidHome([entry()])).toBe(true);
    expect(readMyHome()).toMatchObject({ propertyId: 12, userPropertyId: 5, claimed: true });
    expect(readKukunId()).toBe(777);
  });

  it('leaves my_home alone when no property qualifies', () => {
    expect(selectFirstValidHome([])).toBe(false);
    expect(readMyHome()).toBeNull();
  });
});
