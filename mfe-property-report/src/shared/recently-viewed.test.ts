import { readRecentlyViewed, rememberViewed, RECENTLY_VIEWED_LIMIT } from './recently-viewed';

const home = (kukunId: number) => ({ kukunId, address: `${kukunId} Elm Street`, city: 'Austin', state: 'TX', zipCode: '78701' });

describe('recently viewed homes', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the newest first without duplicates, up to the limit', () => {
    for (let i = 1; i <= RECENTLY_VIEWED_LIMIT + 2; i += 1) rememberViewed(home(i));
    rememberViewed(home(5));
    const list = readRecentlyViewed();
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]!.kukunId).toBe(5);
    expect(list.filter((h) => h.kukunId === 5)).toHaveLength(1);
  });

  it('ignores unreadable storage', () => {
    window.localStorage.setItem('hw:recently-viewed-homes', '{not json');
    expect(readRecentlyViewed()).toEqual([]);
  });
});
