import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { fetchAddressSuggestions, type AddressSuggestion } from './address-suggestions.api';
import { addressSuggestionsSaga } from './address-suggestions.saga';
import { addressSuggestionsFound, addressTyped } from './address-suggestions.slice';

// The HTTP call is the unit boundary; the real route is covered by the API tests.
jest.mock('./address-suggestions.api');
const mockedFetch = jest.mocked(fetchAddressSuggestions);

const suggestion = (n: number): AddressSuggestion => ({
  label: `${n} Oak St, Austin, TX 78701`,
  address: `${n} Oak St`,
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  kukunId: null,
});

describe('address suggestions saga', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockedFetch.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('asks once the typing pauses, for the last text only, and lists at most 8', async () => {
    mockedFetch.mockResolvedValue(Array.from({ length: 10 }, (_, i) => suggestion(i + 1)));
    const saga = runSagaAlone(addressSuggestionsSaga);
    saga.put(addressTyped('12 O'));
    saga.put(addressTyped('12 Oak'));
    await jest.advanceTimersByTimeAsync(300);
    expect(mockedFetch.mock.calls).toEqual([['12 Oak']]);
    expect(saga.dispatched).toEqual([addressSuggestionsFound(Array.from({ length: 8 }, (_, i) => suggestion(i + 1)))]);
    saga.task.cancel();
  });

  it('does not ask for fewer than 3 characters, and lists nothing when the API fails', async () => {
    mockedFetch.mockRejectedValue(new Error('Network Error'));
    const saga = runSagaAlone(addressSuggestionsSaga);
    saga.put(addressTyped('12'));
    await jest.advanceTimersByTimeAsync(300);
    expect(mockedFetch).not.toHaveBeenCalled();
    saga.put(addressTyped('12 Oak'));
    await jest.advanceTimersByTimeAsync(300);
    expect(saga.dispatched).toEqual([addressSuggestionsFound([])]);
    saga.task.cancel();
  });
});
