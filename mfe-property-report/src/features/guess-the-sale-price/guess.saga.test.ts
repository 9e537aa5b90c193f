import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './guess.api';
import { guessSaga } from './guess.saga';
import { alertToggled, guessSubmitted, searchRequested, soldHomeRequested } from './guess.slice';

jest.mock('./guess.api');
const mocked = jest.mocked(api);

const HOME = { saleKey: 'co-80202-418-juniper', address: '418 Juniper Court', city: 'Denver', state: 'CO' } as unknown as api.SoldHome;
const RESULT = { saleKey: 'co-80202-418-juniper', guess: 640000, salePrice: 655000, score: 97 } as unknown as api.GuessResult;

const start = () => runSagaAlone(guessSaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guess the sale price saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('loads the asked-for sold home by its sale key, or the next one without a key', async () => {
    mocked.fetchSoldHome.mockResolvedValue(HOME);
    mocked.fetchNextHome.mockResolvedValue(null);
    const saga = start();
    saga.put(soldHomeRequested({ saleKey: 'co-80202-418-juniper' }));
    await settle();
    saga.put(soldHomeRequested({ saleKey: null }));
    await settle();
    expect(mocked.fetchSoldHome).toHaveBeenCalledWith('co-80202-418-juniper');
    expect(mocked.fetchNextHome).toHaveBeenCalledTimes(1);
    expect(saga.dispatched).toEqual([
      { type: 'guess/soldHomeLoaded', payload: HOME },
      { type: 'guess/soldHomeLoaded', payload: null },
    ]);
    saga.task.cancel();
  });

  it("scores a guess once even when it is sent twice (takeLeading), and shows the API's refusal", async () => {
    mocked.postGuess.mockResolvedValueOnce(RESULT);
    mocked.postGuess.mockRejectedValueOnce(new ApiError(409, [{ code: 'ALREADY_GUESSED', message: 'You have already guessed this home.' }]));
    const saga = start();
    saga.put(guessSubmitted({ saleKey: 'co-80202-418-juniper', guess: 640000 }));
    saga.put(guessSubmitted({ saleKey: 'co-80202-418-juniper', guess: 640000 }));
    await settle();
    expect(mocked.postGuess).toHaveBeenCalledTimes(1);
    expect(mocked.postGuess).toHaveBeenCalledWith('co-80202-418-juniper', 640000);
    saga.put(guessSubmitted({ saleKey: 'co-80202-418-juniper', guess: 700000 }));
    await settle();
    expect(saga.dispatched).toEqual([
      { type: 'guess/guessScored', payload: RESULT },
      { type: 'guess/guessRefused', payload: 'You have already guessed this home.' },
    ]);
    saga.task.cancel();
  });

  it('puts the search with its query, and its own message when the search breaks', async () => {
    mocked.searchSoldHomes.mockResolvedValueOnce({ places: [{ zipCode: '80202', city: 'Denver', state: 'CO' }], homes: [HOME] });
    mocked.searchSoldHomes.mockRejectedValueOnce(new Error(''));
    const saga = start();
    saga.put(searchRequested({ q: 'Denver' }));
    await settle();
    saga.put(searchRequested({ q: 'Den' }));
    await settle();
    expect(saga.dispatched).toEqual([
      { type: 'guess/searchLoaded', payload: { q: 'Denver', places: [{ zipCode: '80202', city: 'Denver', state: 'CO' }], homes: [HOME] } },
      { type: 'guess/searchFailed', payload: 'The search did not work. Please try again.' },
    ]);
    saga.task.cancel();
  });

  it('turns a new-sales email back when saving it fails', async () => {
    mocked.putSoldHomeAlert.mockRejectedValue(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Home not found.' }]));
    const saga = start();
    saga.put(alertToggled({ userPropertyId: 9, enabled: true }));
    await settle();
    expect(mocked.putSoldHomeAlert).toHaveBeenCalledWith(9, true);
    expect(saga.dispatched).toContainEqual({ type: 'guess/alertsFailed', payload: { message: 'Home not found.', revert: { userPropertyId: 9, enabled: false } } });
    saga.task.cancel();
  });
});
