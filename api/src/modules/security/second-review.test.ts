import { eq } from 'drizzle-orm';
import { ACCOUNT_PROTECTION_CODES } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { postJson, sessionCookieOf, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { emailLogin, follow, invitedClient, loginParams } from '../agent/agent-engagement.test-helpers';
import { tokenFromMail, turnOnTwoStepFor } from './account-test-helpers';

// Attacks a second reviewer ran against the account routes: every way into a session asks an
// enrolled account for its code, and a new password voids every emailed or pending way in.

const CLIENT = 'maria.lopez@example.com';
const JANE = 'jane.doe@example.com';
const SECURITY = '/api/v1/security';

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

describe('a new password voids every other way in', () => {
  const t = useTestApp();
  const NEW_PASSWORD = 'N3w!passphrase-9';

  it('a signed-in change voids the outstanding reset and sign-in links', async () => {
    const session = await signUpAndGetToken(t.app);
    await postJson(t.app, `${SECURITY}/forgot-password`, { email: JANE });
    await postJson(t.app, `${SECURITY}/sign-in-link`, { email: JANE });
    const reset = await tokenFromMail(t, JANE, '/login/change-password');
    const link = await tokenFromMail(t, JANE, '/login/sign-in-link');

    const changed = await postJson(t.app, `${SECURITY}/change-password`, { previousPassword: 'Str0ng!pass', userPass: NEW_PASSWORD }, session);
    expect(changed.statusCode).toBe(200);

    const signIn = await postJson(t.app, `${SECURITY}/sign-in-link/confirm`, { email: JANE, token: link });
    expect(signIn.statusCode).toBe(400);
    expect(sessionCookieOf(signIn)?.value ?? '').toBe('');
    expect((await postJson(t.app, `${SECURITY}/change-password`, { accessToken: reset, userPass: 'Att4cker!pass-7' })).statusCode).toBe(400);
  });

  it('a reset voids a pending sign-in (the old password was known to someone)', async () => {
    await signUpAndGetToken(t.app);
    await turnOnTwoStepFor(t, JANE);
    const first = await postJson(t.app, `${SECURITY}/sign-in`, { email: JANE, password: 'Str0ng!pass' });
    expect(first.statusCode).toBe(401);
    const pendingSignIn = first.json().errors[0].args.pendingSignIn as string;

    await postJson(t.app, `${SECURITY}/forgot-password`, { email: JANE });
    const reset = await tokenFromMail(t, JANE, '/login/change-password');
    expect((await postJson(t.app, `${SECURITY}/change-password`, { accessToken: reset, userPass: NEW_PASSWORD })).statusCode).toBe(200);

    const second = await postJson(t.app, `${SECURITY}/sign-in/second-step`, { pendingSignIn, code: 'aaaaa-bbbbb' });
    expect(second.statusCode).toBe(401);
  });
});
