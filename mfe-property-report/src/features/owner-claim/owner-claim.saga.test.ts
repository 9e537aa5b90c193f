import { ApiError, readCookie, readMyHome, writeCookie } from '@homeworth/shared-lib';
import { CLAIM_MESSAGES, ONBOARDING_FLOW_COOKIE, type ClaimStatus } from '@homeworth/shared-lib/domain';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as homesApi from '../../shared/user-homes.api';
import * as api from './owner-claim.api';
import { ownerClaimSaga } from './owner-claim.saga';
import { claimSubmitted, type OwnerClaimState } from './owner-claim.slice';

jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), recordAnalyticsEvent: jest.fn() }));
jest.mock('./owner-claim.api');
jest.mock('../../shared/user-homes.api');
const mocked = jest.mocked(api);
const mockedHomes = jest.mocked(homesApi);

const HOME: homesApi.UserHome = {
  userPropertyId: 9,
  claimed: true,
  isSavedAddress: false,
  isPaidAddress: false,
  tier: 'free',
  property: { propertyId: 4242, kukunId: 4242, address: '418 Juniper Court', unitNumber: '', city: 'Denver', state: 'CO', zipCode: '80202' },
};

const status = (userPropertyId: number | null): ClaimStatus => ({
  kukunId: 4242,
  hasValue: true,
  claimed: false,
  claimedByYou: false,
  userPropertyId,
  claimedCount: 0,
  claimLimit: 3,
  claimLimitReached: false,
  eligibility: 'eligible',
  verificationLocked: false,
});

function start(claim: ClaimStatus) {
  const state: { ownerClaim: Partial<OwnerClaimState> } = { ownerClaim: { claim, statusOf: claim.kukunId } };
  return runSagaAlone(ownerClaimSaga, state);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('owner claim saga', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; path=/; max-age=0`));
  });

  it('asks consent with the remaining count before a home outside the list uses an address, and claims nothing yet', async () => {
    mockedHomes.fetchUserLimits.mockResolvedValue({ addressRemainingCount: 2, addressLimitBanner: false, isFreeAddressesUser: true });
    const saga = start(status(null));
    saga.put(claimSubmitted({ kukunId: 4242, parcelLast4: '4821', consented: false }));
    await settle();
    expect(saga.dispatched).toContainEqual({ type: 'ownerClaim/consentNeeded', payload: { remaining: 2 } });
    expect(mockedHomes.addUserHome).not.toHaveBeenCalled();
    expect(mocked.claimUserHome).not.toHaveBeenCalled();
    saga.task.cancel();
  });

  it('after consent adds the home, claims it, selects it as my_home and ends the onboarding flow', async () => {
    writeCookie(ONBOARDING_FLOW_COOKIE, 'owner-claim');
    mockedHomes.addUserHome.mockResolvedValue({
      home: { ...HOME, claimed: false },
      created: true,
      limits: { addressRemainingCount: 1, addressLimitBanner: false, isFreeAddressesUser: true },
    });
    mocked.claimUserHome.mockResolvedValue({ home: HOME });
    const saga = start(status(null));
    saga.put(claimSubmitted({ kukunId: 4242, parcelLast4: '4821', consented: true }));
    await settle();
    expect(mocked.claimUserHome).toHaveBeenCalledWith(9, { parcelLast4: '4821', attestOwner: true });
    expect(saga.dispatched).toContainEqual({ type: 'ownerClaim/claimSucceeded', payload: HOME });
    expect(readMyHome()).toMatchObject({ address: '418 Juniper Court', claimed: true, userPropertyId: 9 });
    expect(readCookie(ONBOARDING_FLOW_COOKIE)).toBeNull();
    saga.task.cancel();
  });

  it('clears the onboarding_flow cookie when the home turns out to be claimed already', async () => {
    writeCookie(ONBOARDING_FLOW_COOKIE, 'owner-claim');
    mocked.claimUserHome.mockRejectedValue(new ApiError(409, [{ code: 'ALREADY_CLAIMED', message: CLAIM_MESSAGES.alreadyClaimed }]));
    const saga = start(status(9));
    saga.put(claimSubmitted({ kukunId: 4242, parcelLast4: '4821', consented: false }));
    await settle();
    expect(saga.dispatched).toContainEqual({ type: 'ownerClaim/claimFailed', payload: { code: 'ALREADY_CLAIMED', message: CLAIM_MESSAGES.alreadyClaimed } });
    expect(readCookie(ONBOARDING_FLOW_COOKIE)).toBeNull();
    saga.task.cancel();
  });

  it('opens the out-of-address modal when adding the home finds no address left', async () => {
    mockedHomes.addUserHome.mockRejectedValue(new ApiError(403, [{ code: 'OUT_OF_ADDRESSES', message: 'You have used all your addresses. Get more addresses to add this home.' }]));
    const saga = start(status(null));
    saga.put(claimSubmitted({ kukunId: 4242, parcelLast4: '4821', consented: true }));
    await settle();
    expect(saga.dispatched).toContainEqual({ type: 'ownerClaim/outOfAddresses', payload: undefined });
    expect(mocked.claimUserHome).not.toHaveBeenCalled();
    saga.task.cancel();
  });
});
