import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

describe('countOf', () => {
  it('says "1 row", not "1 rows", and groups large numbers', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(0, 'row')).toBe('0 rows');
    expect(countOf(2, 'contact')).toBe('2 contacts');
    expect(countOf(1200, 'sale')).toBe('1,200 sales');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});
