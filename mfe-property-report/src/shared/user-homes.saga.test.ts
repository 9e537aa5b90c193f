import { ApiError, dispatchAddressLimit, selectHome, type Session } from '@homeworth/shared-lib';
import { sessionChanged } from '@homeworth/shared-lib/remote';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './user-homes.api';
import { userHomesSaga } from './user-homes.saga';
import { addHomeRequested, homesRequested, upgradeRequested } from './user-homes.slice';

jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), dispatchAddressLimit: jest.fn(), selectHome: jest.fn() }));
jest.mock('./user-homes.api');
const mocked = jest.mocked(api);
const addressLimit = jest.mocked(dispatchAddressLimit);
const select = jest.mocked(selectHome);

const HOME: api.UserHome = {
  userPropertyId: 9,
  claimed: false,
  isSavedAddress: false,
  isPaidAddress: false,
  tier: 'free',
  property: { propertyId: 4242, kukunId: 4242, address: '418 Juniper Court', unitNumber: '', city: 'Denver', state: 'CO', zipCode: '80202' },
};
const limitsOf = (addressRemainingCount: number): api.UserLimits => ({ addressRemainingCount, addressLimitBanner: false, isFreeAddressesUser: true });

const start = () => runSagaAlone(userHomesSaga);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('user homes saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('asks for the homes on sign-in and clears them on sign-out', async () => {
    const saga = start();
    saga.put(sessionChanged({ isLoggedIn: true } as Session));
    saga.put(sessionChanged({ isLoggedIn: false } as Session));
    await settle();
    expect(saga.dispatched).toEqual([
      { type: 'userHomes/homesRequested', payload: undefined },
      { type: 'userHomes/homesCleared', payload: undefined },
    ]);
    saga.task.cancel();
  });

  it('loads homes and limits, and tells the shell when no address is left', async () => {
    mocked.fetchUserHomes.mockResolvedValue([HOME]);
    mocked.fetchUserLimits.mockResolvedValue(limitsOf(0));
    const saga = start();
    saga.put(homesRequested());
    await settle();
    expect(saga.dispatched).toEqual([{ type: 'userHomes/homesLoaded', payload: { homes: [HOME], limits: limitsOf(0) } }]);
    expect(addressLimit).toHaveBeenCalledWith({ reached: true });
    saga.task.cancel();
  });

  it('adds a home and selects it as my_home', async () => {
    mocked.addUserHome.mockResolvedValue({ home: HOME, created: true, limits: limitsOf(2) });
    const saga = start();
    saga.put(addHomeRequested({ kukunId: 4242 }));
    await settle();
    expect(mocked.addUserHome).toHaveBeenCalledWith(4242);
    expect(saga.dispatched).toEqual([{ type: 'userHomes/addHomeSucceeded', payload: { home: HOME, limits: limitsOf(2) } }]);
    expect(select).toHaveBeenCalledWith(
      { propertyId: 4242, userPropertyId: 9, address: '418 Juniper Court', unitNumber: '', city: 'Denver', state: 'CO', zipCode: '80202', claimed: false },
      4242,
    );
    expect(addressLimit).not.toHaveBeenCalled();
    saga.task.cancel();
  });

  it('sends one upgrade on a double click and reports OUT_OF_ADDRESSES with its message', async () => {
    const out = { code: 'OUT_OF_ADDRESSES', message: 'You have used all your addresses. Get more addresses to add this home.' };
    mocked.upgradeUserHome.mockRejectedValue(new ApiError(403, [out]));
    const saga = start();
    saga.put(upgradeRequested({ userPropertyId: 9 }));
    saga.put(upgradeRequested({ userPropertyId: 9 }));
    await settle();
    expect(mocked.upgradeUserHome).toHaveBeenCalledTimes(1);
    expect(addressLimit).toHaveBeenCalledWith({ reached: true });
    expect(saga.dispatched).toEqual([{ type: 'userHomes/upgradeFailed', payload: { userPropertyId: 9, outOfAddresses: true, message: out.message } }]);
    saga.task.cancel();
  });
});
