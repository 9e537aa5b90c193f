import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { fetchClaimedHomeFacts } from './home-facts.api';
import { homeFactAnswers, homeFactsFromLink, mergeHomeFacts, withHomeFacts } from './home-facts';
import { homeFactsSaga } from './home-facts.saga';
import { homeFactsRequested } from './home-facts.slice';
import { estimatorAnswersSlice, projectOpened } from '../estimate-answers/estimator-answers.slice';

// The API is replaced here only; user-properties and the report are covered by the API tests.
jest.mock('./home-facts.api');
const mockedClaimed = jest.mocked(fetchClaimedHomeFacts);

const LINK = '?city=Columbus&state=OH&zip=43215&price=315000';

const start = (facts: unknown = null) => runSagaAlone(homeFactsSaga, { homeFacts: { facts } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the estimator remembers what the site knows', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockedClaimed.mockReset();
  });

  it('reads a report link’s state, ZIP and price, and ignores what is not a fact', () => {
    expect(homeFactsFromLink(LINK)).toEqual({ state: 'OH', zipCode: '43215', homeValue: 315000 });
    expect(homeFactsFromLink('?state=ZZ&zip=123&price=-5')).toBeNull();
    expect(homeFactsFromLink('')).toBeNull();
  });

  it('turns facts into property answers, only those the steps accept', () => {
    expect(homeFactAnswers({ state: 'OH', zipCode: '43215', homeSize: 1850, homeValue: 315000, yearBuilt: 1962 })).toEqual({
      'property-address': { state: 'OH', zipCode: '43215' },
      'home-size': 1850,
      'home-value': 315000,
      'home-age': 1962,
    });
    expect(homeFactAnswers({ homeSize: 50, yearBuilt: 1500 })).toEqual({});
  });

  it('never replaces an answer the user gave', () => {
    expect(withHomeFacts({ 'home-value': 500000 }, { state: 'OH', homeValue: 315000 })).toEqual({ 'home-value': 500000, 'property-address': { state: 'OH' } });
  });

  it('a claimed home completes a link about the same home, not one about another', () => {
    const claimed = { state: 'OH', zipCode: '43215', homeSize: 1850, yearBuilt: 1962, homeValue: 300000 };
    expect(mergeHomeFacts({ state: 'OH', zipCode: '43215', homeValue: 315000 }, claimed)).toEqual({ ...claimed, homeValue: 315000 });
    expect(mergeHomeFacts({ state: 'TX', zipCode: '73301', homeValue: 200000 }, claimed)).toEqual({ state: 'TX', zipCode: '73301', homeValue: 200000 });
  });

  it('a project opened after the facts starts with them as answers', () => {
    const state = estimatorAnswersSlice.reducer(
      undefined,
      projectOpened({ project: 'Kitchen-Renovation-Cost', saved: null, facts: { state: 'OH', zipCode: '43215', homeValue: 315000 } }),
    );
    expect(state.answers).toEqual({ 'property-address': { state: 'OH', zipCode: '43215' }, 'home-value': 315000 });
  });

  it('saga: a guest’s report link gives the facts; the claimed home is not asked for', async () => {
    const saga = start();
    saga.put(homeFactsRequested({ search: LINK, signedIn: false }));
    await flush();
    expect(saga.dispatched).toEqual([{ type: 'homeFacts/homeFactsKnown', payload: { state: 'OH', zipCode: '43215', homeValue: 315000 } }]);
    expect(mockedClaimed).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('hw:estimator:home-facts')!)).toEqual({ state: 'OH', zipCode: '43215', homeValue: 315000 });
    saga.task.cancel();
  });

  it('saga: a signed-in owner’s claimed home gives size, value and year, asked for once', async () => {
    mockedClaimed.mockResolvedValue({ state: 'OH', zipCode: '43215', address: '12 Elm St', homeSize: 1850, homeValue: 300000, yearBuilt: 1962 });
    const saga = start();
    saga.put(homeFactsRequested({ search: '', signedIn: true }));
    await flush();
    saga.put(homeFactsRequested({ search: '', signedIn: true }));
    await flush();
    expect(mockedClaimed).toHaveBeenCalledTimes(1);
    expect(saga.dispatched[0]).toEqual({
      type: 'homeFacts/homeFactsKnown',
      payload: { state: 'OH', zipCode: '43215', address: '12 Elm St', homeSize: 1850, homeValue: 300000, yearBuilt: 1962 },
    });
    saga.task.cancel();
  });
});
