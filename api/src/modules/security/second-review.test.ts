import { eq } from 'drizzle-orm';
import { ACCOUNT_PROTECTION_CODES } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { signUpAndGetToken, useTestApp } from '../../test/test-app';
import { emailLogin, follow, invitedClient, loginParams } from '../agent/agent-engagement.test-helpers';
import { turnOnTwoStepFor } from './account-test-helpers';

// Attacks a second reviewer ran against the account routes: every way into a session asks an
// enrolled account for its code, and a new password voids every emailed or pending way in.

const CLIENT = 'maria.lopez@example.com';

describe('an invitation link does not pass two-step sign-in', () => {
  const t = useTestApp({ siteOrigin: 'https://homeworth.example' });

  it('an enrolled passwordless account gets TWO_STEP_CODE_REQUIRED and no session from its invitation', async () => {
    const { link } = await invitedClient(t);
    // Before the client clicks, they make an account without a password (as a Google sign-in does) and turn on two-step.
    await signUpAndGetToken(t.app, { email: CLIENT });
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.email, CLIENT));
    await turnOnTwoStepFor(t, CLIENT);

    const { response, token } = await emailLogin(t.app, loginParams((await follow(t.app, link)).headers.location as string));
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({ code: ACCOUNT_PROTECTION_CODES.twoStepCodeRequired, args: { pendingSignIn: expect.any(String) } });
    expect(token ?? '').toBe('');
  });
});
