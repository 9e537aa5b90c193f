import { parseDollars } from './guess-input.component';
import { alertsFailed, alertsLoaded, alertToggled, guessScored, guessSlice, soldHomeLoaded } from './guess.slice';
import type { GuessResult, SoldHome } from './guess.api';

const reduce = guessSlice.reducer;
const HOME = { userPropertyId: 4, address: '1 Elm St', city: 'Denver', state: 'CO', zipCode: '80202', enabled: false };

describe('guess the sale price state', () => {
  it('turns a notification box at once and back when saving fails', () => {
    let state = reduce(undefined, alertsLoaded([HOME]));
    state = reduce(state, alertToggled({ userPropertyId: 4, enabled: true }));
    expect(state.alerts.data[0]!.enabled).toBe(true);
    expect(state.savingAlert).toBe(4);
    state = reduce(state, alertsFailed({ message: 'Nope', revert: { userPropertyId: 4, enabled: false } }));
    expect(state.alerts).toMatchObject({ status: 'ready', error: 'Nope' });
    expect(state.alerts.data[0]!.enabled).toBe(false);
    expect(state.savingAlert).toBeNull();
  });

  it('reveals the price of the home on screen once the guess is scored', () => {
    const home = { saleKey: '80202-20260101', guessed: false, salePrice: null, valuation: null } as unknown as SoldHome;
    let state = reduce(undefined, soldHomeLoaded(home));
    state = reduce(state, guessScored({ saleKey: '80202-20260101', actual: 410_000, valuation: 400_000 } as GuessResult));
    expect(state.home.data).toMatchObject({ guessed: true, salePrice: 410_000, valuation: 400_000 });
  });

  it('reads dollars typed with a sign, commas or spaces', () => {
    expect(parseDollars('$425,000')).toBe(425_000);
    expect(parseDollars(' 1 250 000 ')).toBe(1_250_000);
    expect(parseDollars('abc')).toBeNaN();
  });
});
