import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from '../../shared/contractor-profile.api';
import type { Lead, OwnProfile, ProfileUpdate } from '../../shared/contractor-profile.api';
import { ownProfileSaga } from './own-profile.saga';
import { leadsRequested, ownImageUploadRequested, ownPhotoRemoveRequested, ownProfileSaveRequested } from './own-profile.slice';

jest.mock('../../shared/contractor-profile.api');
const mocked = jest.mocked(api);

// Only the fields the saga reads; the rest of the profile is the API's business.
const PROFILE = { professionalId: 7, kukunUrl: 'acme-roofing-austin-tx', companyName: 'Acme Roofing' } as OwnProfile;
const UPDATE = { companyName: 'Acme Roofing & Gutters' } as ProfileUpdate;

function start(profile: OwnProfile | null) {
  return runSagaAlone(ownProfileSaga, { ownProfile: { profile } });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('own profile saga (the contractor edits their profile)', () => {
  beforeEach(() => jest.resetAllMocks());

  it('saves the update under the signed-in profile id and says so', async () => {
    const saved = { ...PROFILE, companyName: 'Acme Roofing & Gutters' };
    mocked.saveOwnProfile.mockResolvedValue(saved);
    const saga = start(PROFILE);
    saga.put(ownProfileSaveRequested(UPDATE));
    await tick();
    expect(mocked.saveOwnProfile).toHaveBeenCalledWith(7, UPDATE);
    expect(saga.dispatched).toContainEqual({ type: 'ownProfile/ownProfileSaved', payload: { profile: saved, notice: 'Your profile is saved.' } });
    saga.task.cancel();
  });

  it("shows the API's image refusal as it is, and the generic message for a server failure", async () => {
    const refusal = { code: 'VALIDATION', message: 'The image must be a JPEG, PNG or WebP file of at most 5 MB.' };
    mocked.uploadContractorImage.mockRejectedValueOnce(new ApiError(400, [refusal]));
    mocked.removeContractorPhoto.mockRejectedValueOnce(new ApiError(500, [{ code: 'INTERNAL', message: 'boom' }]));
    const file = new File(['x'], 'logo.gif', { type: 'image/gif' });
    const saga = start(PROFILE);
    saga.put(ownImageUploadRequested({ kind: 'logo', file }));
    await tick();
    expect(mocked.uploadContractorImage).toHaveBeenCalledWith(7, 'logo', file);
    expect(saga.dispatched).toEqual([{ type: 'ownProfile/ownProfileFailed', payload: refusal.message }]);
    saga.put(ownPhotoRemoveRequested('photo-1.webp'));
    await tick();
    expect(mocked.removeContractorPhoto).toHaveBeenCalledWith(7, 'photo-1.webp');
    expect(saga.dispatched[1]).toEqual({ type: 'ownProfile/ownProfileFailed', payload: MESSAGES.genericError });
    saga.task.cancel();
  });

  it('loads the profile first when the Leads page opens directly, then its leads; without a profile it sends nothing', async () => {
    const leads = [{ leadId: 3, name: 'Sam', email: 'sam@example.com', phone: '5125550100', createdAt: '2026-11-20T10:00:00.000Z' } as Lead];
    mocked.fetchOwnProfile.mockResolvedValue(PROFILE);
    mocked.fetchLeads.mockResolvedValue(leads);
    const saga = start(null);
    saga.put(leadsRequested());
    await tick();
    expect(mocked.fetchLeads).toHaveBeenCalledWith(7);
    expect(saga.dispatched).toEqual([
      { type: 'ownProfile/ownProfileLoaded', payload: PROFILE },
      { type: 'ownProfile/leadsLoaded', payload: leads },
    ]);
    saga.put(ownProfileSaveRequested(UPDATE));
    await tick();
    expect(mocked.saveOwnProfile).not.toHaveBeenCalled();
    saga.task.cancel();
  });
});
