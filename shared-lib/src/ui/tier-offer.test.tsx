import { unlockText } from './tier-offer';

describe('what a locked block says unlocks it', () => {
  it('names the price only where money opens it', () => {
    expect(unlockText('full', '$4.99 for 1 address')).toBe('Unlock this home with a Premium Address to see it, from $4.99 for 1 address.');
    expect(unlockText('full', null)).toBe('Unlock this home with a Premium Address to see it.');
    expect(unlockText('member', '$4.99 for 1 address')).toBe('Create a free account to see it.');
    expect(unlockText('saved', null)).toBe('Add this home to your homes to see it (free, one of your addresses).');
  });
});
