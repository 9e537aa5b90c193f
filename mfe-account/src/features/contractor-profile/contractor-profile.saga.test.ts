import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from '../../shared/contractor-profile.api';
import type { ContractorProfile, LeadForm } from '../../shared/contractor-profile.api';
import { contractorProfileSaga } from './contractor-profile.saga';
import { contractorProfileRequested, leadSendRequested } from './contractor-profile.slice';

jest.mock('../../shared/contractor-profile.api');
const mocked = jest.mocked(api);

const LEAD: LeadForm = { name: 'Sam Lee', email: 'sam@example.com', phone: '5125550100', zipCode: '78701', message: 'A new roof, please.' };

const start = () => runSagaAlone(contractorProfileSaga);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('contractor profile saga (the public profile page)', () => {
  beforeEach(() => jest.resetAllMocks());

  it('loads the profile behind the kukunUrl; an unknown or malformed slug is "not found", a server failure is retryable', async () => {
    const profile = { professionalId: 7, kukunUrl: 'acme-roofing-austin-tx', companyName: 'Acme Roofing' } as ContractorProfile;
    mocked.fetchContractorProfile
      .mockResolvedValueOnce(profile)
      .mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Not found' }]))
      .mockRejectedValueOnce(new ApiError(400, [{ code: 'VALIDATION', message: 'Bad slug' }]))
      .mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'boom' }]));
    const saga = start();
    for (const slug of ['acme-roofing-austin-tx', 'nobody-here', 'BAD SLUG', 'acme-roofing-austin-tx']) {
      saga.put(contractorProfileRequested(slug));
      await tick();
    }
    expect(mocked.fetchContractorProfile).toHaveBeenNthCalledWith(1, 'acme-roofing-austin-tx');
    expect(mocked.fetchContractorProfile).toHaveBeenNthCalledWith(3, 'BAD SLUG');
    expect(saga.dispatched).toEqual([
      { type: 'contractorProfile/contractorProfileLoaded', payload: profile },
      { type: 'contractorProfile/contractorProfileMissing', payload: undefined },
      { type: 'contractorProfile/contractorProfileMissing', payload: undefined },
      { type: 'contractorProfile/contractorProfileFailed', payload: MESSAGES.genericError },
    ]);
    saga.task.cancel();
  });

  it("sends the contact form to the contractor and shows the API's confirmation", async () => {
    mocked.sendLead.mockResolvedValue({ leadId: 3, message: 'Your message is sent to Acme Roofing.' });
    const saga = start();
    saga.put(leadSendRequested({ professionalId: 7, lead: LEAD }));
    await tick();
    expect(mocked.sendLead).toHaveBeenCalledWith(7, LEAD);
    expect(saga.dispatched).toEqual([{ type: 'contractorProfile/leadSent', payload: 'Your message is sent to Acme Roofing.' }]);
    saga.task.cancel();
  });

  it("shows the API's words for not-claimed and the rate limit, and the generic message for anything else", async () => {
    const notClaimed = { code: 'NOT_CLAIMED', message: 'This contractor has not claimed their profile yet.' };
    const limited = { code: 'RATE_LIMITED', message: 'Too many messages. Please try again later.' };
    mocked.sendLead
      .mockRejectedValueOnce(new ApiError(409, [notClaimed]))
      .mockRejectedValueOnce(new ApiError(429, [limited]))
      .mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'boom' }]));
    const saga = start();
    for (let i = 0; i < 3; i += 1) {
      saga.put(leadSendRequested({ professionalId: 7, lead: LEAD }));
      await tick();
    }
    expect(saga.dispatched.map((a) => a.payload)).toEqual([notClaimed.message, limited.message, MESSAGES.genericError]);
    expect(saga.dispatched.every((a) => a.type === 'contractorProfile/leadFailed')).toBe(true);
    saga.task.cancel();
  });
});
