import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { getAs, postJson, sessionCookieOf, signUpAndGetToken, useTestApp } from '../../test/test-app';

const SIGN_IN = '/api/v1/security/sign-in';

describe('POST /api/v1/security/sign-in', () => {
  const t = useTestApp();

  it('signs in with the right password: 200 with the user and a fresh httpOnly session cookie', async () => {
    const signUpToken = await signUpAndGetToken(t.app);

    const response = await postJson(t.app, SIGN_IN, { email: 'Jane.Doe@example.com', password: 'Str0ng!pass' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: {
        user: expect.objectContaining({ userEmail: 'jane.doe@example.com', displayName: 'Jane', userRole: 'STANDARD' }),
        userProperties: [],
        claimedProperties: 0,
      },
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).not.toBe(signUpToken);
    expect((await getAs(t.app, '/api/v1/security/me', cookie?.value)).statusCode).toBe(200);
  });

  it('ignores the extra fields the old client sends (rePassword, refererUrl)', async () => {
    await signUpAndGetToken(t.app);

    const response = await postJson(t.app, SIGN_IN, {
      email: 'jane.doe@example.com',
      password: 'Str0ng!pass',
      rePassword: '',
      refererUrl: 'https://homeworth.example/dashboard',
    });

    expect(response.statusCode).toBe(200);
  });

  it('returns 401 code 401 "No user found for this email." for an unknown email', async () => {
    const response = await postJson(t.app, SIGN_IN, { email: 'nobody@example.com', password: 'Str0ng!pass' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.noUser, message: MESSAGES.signInNoUser }],
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('returns 401 code 10003 "Invalid credentials!" for a wrong password', async () => {
    await signUpAndGetToken(t.app);

    const response = await postJson(t.app, SIGN_IN, { email: 'jane.doe@example.com', password: 'Wr0ng!pass' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.invalid, message: MESSAGES.signInInvalidCredentials }],
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('returns 401 code 10003 for a pre-registered account that has no password yet', async () => {
    await t.db.insert(users).values({ email: 'invited@example.com', firstName: 'Ivy', lastName: 'Client', roleId: 2 });

    const response = await postJson(t.app, SIGN_IN, { email: 'invited@example.com', password: 'Str0ng!pass' });

    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe(ERROR_CODES.invalid);
  });

  it('returns 400 VALIDATION naming the field when the password is missing', async () => {
    const response = await postJson(t.app, SIGN_IN, { email: 'jane.doe@example.com' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, args: { field: 'password' } });
  });
});
