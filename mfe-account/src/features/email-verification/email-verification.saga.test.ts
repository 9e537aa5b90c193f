import { ApiError, MESSAGES, getSession, updateSessionUser, type Session, type SessionUser } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './email-verification.api';
import * as contractorApi from '../../shared/contractor-profile.api';
import { RESEND_NOTICES, emailVerificationSaga } from './email-verification.saga';
import { resendRequested, verifyRequested } from './email-verification.slice';

jest.mock('./email-verification.api');
jest.mock('../../shared/contractor-profile.api');
jest.mock('@homeworth/shared-lib', () => ({ ...jest.requireActual('@homeworth/shared-lib'), getSession: jest.fn(), updateSessionUser: jest.fn() }));
const mocked = jest.mocked(api);
const contractor = jest.mocked(contractorApi);
const session = jest.mocked(getSession);
const updateUser = jest.mocked(updateSessionUser);

const VERIFIED = { userId: 5, userEmail: 'jane@example.com', userRole: 'STANDARD', accountStatus: 'VERIFIED' } as SessionUser;

const start = () => runSagaAlone(emailVerificationSaga);

const signedInAs = (userId: number | null, userRole = VERIFIED.userRole) =>
  session.mockReturnValue({ user: userId === null ? null : { ...VERIFIED, userId, userRole, accountStatus: 'PENDING' } } as Session);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('email verification saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it("verifies the link's token and updates the session only when this browser is signed in as that user", async () => {
    mocked.verifyEmail.mockResolvedValue({ user: VERIFIED });
    signedInAs(5);
    const saga = start();
    saga.put(verifyRequested('token-abc'));
    await tick();
    expect(mocked.verifyEmail).toHaveBeenCalledWith('token-abc');
    expect(updateUser).toHaveBeenCalledWith(VERIFIED);
    expect(saga.dispatched).toEqual([{ type: 'emailVerification/verifySucceeded', payload: { already: false, next: { role: 'STANDARD', companySaved: null } } }]);

    // Signed in as someone else: verified, but no next place of theirs.
    signedInAs(9);
    saga.put(verifyRequested('token-abc'));
    await tick();
    expect(updateUser).toHaveBeenCalledTimes(1);
    expect(saga.dispatched[1]).toEqual({ type: 'emailVerification/verifySucceeded', payload: { already: false, next: null } });
    saga.task.cancel();
  });

  it("shows the API's message for a bad link and the generic message for anything else", async () => {
    const expired = { code: 'TOKEN_INVALID', message: 'This verification link has expired. Request a new one.' };
    mocked.verifyEmail.mockRejectedValueOnce(new ApiError(400, [expired])).mockRejectedValueOnce(new TypeError('Network down'));
    signedInAs(null);
    const saga = start();
    saga.put(verifyRequested('old'));
    await tick();
    saga.put(verifyRequested('old'));
    await tick();
    expect(saga.dispatched).toEqual([
      { type: 'emailVerification/verifyFailed', payload: expired.message },
      { type: 'emailVerification/verifyFailed', payload: MESSAGES.genericError },
    ]);
    saga.task.cancel();
  });

  it('a link whose address is verified already says so, not that the link is bad', async () => {
    mocked.verifyEmail.mockRejectedValue(new ApiError(409, [{ code: 'ALREADY_VERIFIED', message: 'This email address is already verified. You can sign in.' }]));
    signedInAs(null);
    const saga = start();
    saga.put(verifyRequested('used'));
    await tick();
    signedInAs(5, 'AGENT');
    saga.put(verifyRequested('used'));
    await tick();
    expect(saga.dispatched).toEqual([
      { type: 'emailVerification/verifySucceeded', payload: { already: true, next: null } },
      { type: 'emailVerification/verifySucceeded', payload: { already: true, next: { role: 'AGENT', companySaved: null } } },
    ]);
    saga.task.cancel();
  });

  it("looks up a contractor's company step: saved, not saved, or unknown when the lookup fails", async () => {
    mocked.verifyEmail.mockResolvedValue({ user: { ...VERIFIED, userRole: 'PROFESSIONAL' } });
    signedInAs(5, 'PROFESSIONAL');
    contractor.fetchOwnProfile
      .mockResolvedValueOnce({ companyName: 'Cole Renovations' } as Awaited<ReturnType<typeof contractorApi.fetchOwnProfile>>)
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new TypeError('Network down'));
    const saga = start();
    for (let i = 0; i < 3; i += 1) {
      saga.put(verifyRequested('t'));
      await tick();
    }
    expect(saga.dispatched.map((a) => (a.payload as { next: { companySaved: boolean | null } }).next.companySaved)).toEqual([true, false, null]);
    saga.task.cancel();
  });

  it('words every resend outcome: sent, already verified, signed out', async () => {
    mocked.resendVerification
      .mockResolvedValueOnce({ emailSent: true, alreadyVerified: false })
      .mockResolvedValueOnce({ emailSent: false, alreadyVerified: true })
      .mockRejectedValueOnce(new ApiError(401, [{ code: 'UNAUTHENTICATED', message: 'Sign in.' }]));
    const saga = start();
    for (let i = 0; i < 3; i += 1) {
      saga.put(resendRequested());
      await tick();
    }
    expect(saga.dispatched).toEqual([
      { type: 'emailVerification/resendFinished', payload: RESEND_NOTICES.sent },
      { type: 'emailVerification/resendFinished', payload: 'Your email is already verified.' },
      { type: 'emailVerification/resendFinished', payload: 'Sign in to get a new verification email.' },
    ]);
    saga.task.cancel();
  });
});
