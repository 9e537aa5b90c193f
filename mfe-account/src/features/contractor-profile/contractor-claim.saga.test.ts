import { ApiError, ERROR_CODES, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from '../../shared/contractor-profile.api';
import * as professionalApi from '../../shared/professional.api';
import { contractorClaimSaga } from './contractor-claim.saga';
import { claimConfirmRequested, claimRequested, ownProfilePathRequested } from './contractor-claim.slice';

jest.mock('../../shared/contractor-profile.api');
jest.mock('../../shared/professional.api');
const mocked = jest.mocked(api);
const fetchProfessional = jest.mocked(professionalApi.fetchProfessional);

const CLAIM = { companyName: 'Acme Roofing', email: 'office@acme.test', streetAddress: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', professionalId: 7 };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('contractor claim saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('sends a claim and words where the confirmation went; a refusal keeps the API words, anything else is generic', async () => {
    mocked.claimProfile
      .mockResolvedValueOnce({ status: 'EMAIL_SENT', sentTo: 'o***@acme.test' } as Awaited<ReturnType<typeof api.claimProfile>>)
      .mockRejectedValueOnce(new ApiError(409, [{ code: 'ALREADY_CLAIMED', message: 'This profile is already claimed.' }]))
      .mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'boom' }]));
    const saga = runSagaAlone(contractorClaimSaga);
    for (let i = 0; i < 3; i++) {
      saga.put(claimRequested(CLAIM));
      await tick();
    }
    expect(mocked.claimProfile).toHaveBeenCalledWith(CLAIM);
    expect(saga.dispatched.map((a) => a.type)).toEqual(['contractorClaim/claimSent', 'contractorClaim/claimFailed', 'contractorClaim/claimFailed']);
    expect(saga.dispatched[0]?.payload).toContain('o***@acme.test');
    expect(saga.dispatched[1]?.payload).toBe('This profile is already claimed.');
    expect(saga.dispatched[2]?.payload).toBe(MESSAGES.genericError);
    saga.task.cancel();
  });

  it('confirms a claim from its token', async () => {
    mocked.confirmClaim.mockResolvedValueOnce({ kukunUrl: 'acme-roofing-austin-tx' } as Awaited<ReturnType<typeof api.confirmClaim>>);
    mocked.confirmClaim.mockRejectedValueOnce(new ApiError(400, [{ code: 'INVALID_TOKEN', message: 'This link is no longer valid.' }]));
    const saga = runSagaAlone(contractorClaimSaga);
    saga.put(claimConfirmRequested('t-1'));
    await tick();
    saga.put(claimConfirmRequested('t-2'));
    await tick();
    expect(saga.dispatched.map((a) => a.payload)).toEqual([{ kukunUrl: 'acme-roofing-austin-tx' }, { error: 'This link is no longer valid.' }]);
    saga.task.cancel();
  });

  it("finds a contractor's own profile, or the company step when there is no professional record yet", async () => {
    fetchProfessional
      .mockResolvedValueOnce({ professional: { kukunUrl: 'acme roofing' } } as Awaited<ReturnType<typeof professionalApi.fetchProfessional>>)
      .mockRejectedValueOnce(new ApiError(404, [{ code: ERROR_CODES.noUser, message: 'No professional' }]))
      .mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'boom' }]));
    const saga = runSagaAlone(contractorClaimSaga);
    for (let i = 0; i < 3; i++) {
      saga.put(ownProfilePathRequested());
      await tick();
    }
    expect(saga.dispatched).toEqual([
      { type: 'contractorClaim/ownProfilePathFound', payload: '/contractor/profile/acme%20roofing' },
      { type: 'contractorClaim/ownProfilePathFound', payload: '/login/new-contractor' },
      { type: 'contractorClaim/ownProfilePathFailed', payload: undefined },
    ]);
    saga.task.cancel();
  });
});
