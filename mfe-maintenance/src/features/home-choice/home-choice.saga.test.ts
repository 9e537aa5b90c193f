import { ApiError, MESSAGES, type UserPropertyEntry } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './home-choice.api';
import { homeChoiceSaga } from './home-choice.saga';
import { homesOpened } from './home-choice.slice';

jest.mock('./home-choice.api');
const fetchUserHomes = jest.mocked(api.fetchUserHomes);

const HOMES = [{ userPropertyId: 9, claimed: true, property: { address: '418 Juniper Court', city: 'Denver', state: 'CO' } }] as unknown as UserPropertyEntry[];

const start = () => runSagaAlone(homeChoiceSaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('home choice saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it("puts the user's homes when the home switch opens", async () => {
    fetchUserHomes.mockResolvedValue(HOMES);
    const saga = start();
    saga.put(homesOpened());
    await settle();
    expect(fetchUserHomes).toHaveBeenCalledTimes(1);
    expect(saga.dispatched).toEqual([{ type: 'homeChoice/homesLoaded', payload: HOMES }]);
    saga.task.cancel();
  });

  it("shows the API's message when the homes cannot be read", async () => {
    fetchUserHomes.mockRejectedValue(new ApiError(401, [{ code: 'UNAUTHORIZED', message: 'Please sign in again.' }]));
    const saga = start();
    saga.put(homesOpened());
    await settle();
    expect(saga.dispatched).toEqual([{ type: 'homeChoice/homesFailed', payload: 'Please sign in again.' }]);
    saga.task.cancel();
  });

  it('shows the generic error when the request fails without an API answer', async () => {
    fetchUserHomes.mockRejectedValue(new TypeError('Failed to fetch'));
    const saga = start();
    saga.put(homesOpened());
    await settle();
    expect(saga.dispatched).toEqual([{ type: 'homeChoice/homesFailed', payload: MESSAGES.genericError }]);
    saga.task.cancel();
  });
});
