import { ApiError, readMyHome, selectHome, subscribeAddressLimit } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './home-preferences.api';
import { homePreferencesSaga } from './home-preferences.saga';
import { homeActionRequested } from './home-preferences.slice';

jest.mock('./home-preferences.api');
const mocked = jest.mocked(api);

const HOME: api.UserHome = {
  userPropertyId: 7,
  claimed: true,
  isSavedAddress: true,
  isPaidAddress: false,
  tier: 'saved',
  property: { propertyId: 4242, kukunId: 4242, address: '55 Maple Avenue', unitNumber: '', city: 'Denver', state: 'CO', zipCode: '80202' },
};

const start = () => runSagaAlone(homePreferencesSaga, { homePreferences: { homes: [], preferences: {} } });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('home preferences saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('raises the address-limit flag and opens the out-of-address modal when an upgrade finds no address left', async () => {
    mocked.upgradeHomeToPaid.mockRejectedValue(
      new ApiError(403, [{ code: 'OUT_OF_ADDRESSES', message: 'You have used all your addresses. Get more addresses to add this home.' }]),
    );
    const heard = jest.fn();
    const unsubscribe = subscribeAddressLimit(heard);
    const saga = start();
    saga.put(homeActionRequested({ userPropertyId: 7, action: 'upgrade' }));
    await settle();
    expect(heard).toHaveBeenCalledWith({ reached: true });
    expect(saga.dispatched).toContainEqual({
      type: 'homePreferences/homeActionFailed',
      payload: { userPropertyId: 7, message: 'You have used all your addresses. Get more addresses to add this home.', outOfAddresses: true },
    });
    unsubscribe();
    saga.task.cancel();
  });

  it('keeps my_home in step when my home is unclaimed', async () => {
    selectHome({ propertyId: 4242, userPropertyId: 7, address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202', claimed: true }, 4242);
    mocked.unclaimHome.mockResolvedValue({ ...HOME, claimed: false });
    const saga = start();
    saga.put(homeActionRequested({ userPropertyId: 7, action: 'unclaim' }));
    await settle();
    expect(mocked.unclaimHome).toHaveBeenCalledWith(7);
    expect(readMyHome()).toMatchObject({ userPropertyId: 7, claimed: false });
    expect(saga.dispatched.map((a) => a.type)).toContain('homePreferences/homeUpdated');
    saga.task.cancel();
  });

  it('clears my_home when my only home is deleted', async () => {
    selectHome({ propertyId: 4242, userPropertyId: 7, address: '55 Maple Avenue', city: 'Denver', state: 'CO', zipCode: '80202' }, 4242);
    mocked.deleteHome.mockResolvedValue();
    const saga = start();
    saga.put(homeActionRequested({ userPropertyId: 7, action: 'delete' }));
    await settle();
    expect(readMyHome()).toBeNull();
    saga.task.cancel();
  });
});
