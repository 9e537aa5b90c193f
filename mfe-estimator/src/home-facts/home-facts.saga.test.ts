import { runSagaWithReducer } from '@homeworth/shared-lib/mock';
import { fetchClaimedHomeFacts } from './home-facts.api';
import { readHomeFacts, writeHomeFacts, type HomeFacts } from './home-facts';
import { homeFactsSaga } from './home-facts.saga';
import { homeFactsKnown, homeFactsRequested, homeFactsSlice } from './home-facts.slice';

// The HTTP call is the unit boundary; user-properties and the report are covered by the API tests.
// A report link's facts and the claimed home asked for once are tested in home-facts.test.ts.
jest.mock('./home-facts.api');
const mockedClaimed = jest.mocked(fetchClaimedHomeFacts);

const CLAIMED: HomeFacts = { state: 'OH', zipCode: '43215', address: '12 Elm St', homeSize: 1850, homeValue: 300000, yearBuilt: 1962 };

/** Runs the saga against the real slice, so the facts it already put are the ones it compares with. */
const start = () => runSagaWithReducer(homeFactsSaga, homeFactsSlice.reducer, (state) => ({ homeFacts: state }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('home facts saga', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockedClaimed.mockReset();
  });

  it('uses what the tab kept when there is no link, and puts the same facts only once', async () => {
    writeHomeFacts({ state: 'TX', zipCode: '78701' });
    const saga = start();
    saga.dispatch(homeFactsRequested({ search: '', signedIn: false }));
    await flush();
    saga.dispatch(homeFactsRequested({ search: '', signedIn: false }));
    await flush();
    expect(saga.dispatched.filter((a) => a.type === homeFactsKnown.type)).toEqual([homeFactsKnown({ state: 'TX', zipCode: '78701' })]);
    saga.task.cancel();
  });

  it('an unreachable claimed home leaves the link’s facts alone and is not asked again until the next sign-in', async () => {
    mockedClaimed.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(CLAIMED);
    const saga = start();
    saga.dispatch(homeFactsRequested({ search: '?state=OH&zip=43215', signedIn: true }));
    await flush();
    expect(saga.dispatched.at(-1)).toEqual(homeFactsKnown({ state: 'OH', zipCode: '43215' }));
    saga.dispatch(homeFactsRequested({ search: '', signedIn: true }));
    await flush();
    expect(mockedClaimed).toHaveBeenCalledTimes(1);
    // Signed out, then in again: the claimed home is asked for afresh and completes the same home's facts.
    saga.dispatch(homeFactsRequested({ search: '', signedIn: false }));
    saga.dispatch(homeFactsRequested({ search: '', signedIn: true }));
    await flush();
    expect(mockedClaimed).toHaveBeenCalledTimes(2);
    expect(saga.dispatched.at(-1)).toEqual(homeFactsKnown({ ...CLAIMED, state: 'OH', zipCode: '43215' }));
    expect(readHomeFacts()).toEqual({ ...CLAIMED, state: 'OH', zipCode: '43215' });
    saga.task.cancel();
  });
});
