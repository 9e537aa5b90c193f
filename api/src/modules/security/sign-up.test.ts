import { eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, ROLE_IDS } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { getAs, postJson, sessionCookieOf, signUpBody, useTestApp } from '../../test/test-app';

const SIGN_UP = '/api/v1/security/sign-up';

describe('POST /api/v1/security/sign-up', () => {
  const t = useTestApp();

  it('creates the account, signs the user in with an httpOnly cookie and /me returns the user', async () => {
    const response = await postJson(t.app, SIGN_UP, signUpBody({ firstName: '  Jane ', email: ' Jane.Doe@Example.com' }));

    expect(response.statusCode).toBe(201);
    const expectedUser = {
      userId: 1,
      userEmail: 'jane.doe@example.com',
      userFirstName: 'Jane',
      userLastName: 'Doe',
      displayName: 'Jane',
      roleId: ROLE_IDS.homeowner,
      userRole: 'STANDARD',
      accountStatus: 'VERIFICATION_PENDING',
    };
    expect(response.json()).toEqual({ success: true, message: { user: expectedUser } });

    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();

    const me = await getAs(t.app, '/api/v1/security/me', cookie?.value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, message: { user: expectedUser } });
  });

  it('stores an argon2id hash, never the password', async () => {
    await postJson(t.app, SIGN_UP, signUpBody());

    const [row] = await t.db.select().from(users).where(eq(users.email, 'jane.doe@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('Str0ng!pass');
  });

  it('maps role id 7 to AGENT and 3 to PROFESSIONAL', async () => {
    const agent = await postJson(t.app, SIGN_UP, signUpBody({ email: 'agent@example.com', roleId: ROLE_IDS.agent }));
    const contractor = await postJson(t.app, SIGN_UP, signUpBody({ email: 'pro@example.com', roleId: ROLE_IDS.contractor }));

    expect(agent.json().message.user.userRole).toBe('AGENT');
    expect(contractor.json().message.user.userRole).toBe('PROFESSIONAL');
  });

  it('returns 409 code 10001 "This email is already in use. Do you wish to log in?" for a taken email, whatever its case', async () => {
    await postJson(t.app, SIGN_UP, signUpBody());

    const response = await postJson(t.app, SIGN_UP, signUpBody({ email: 'JANE.DOE@example.com' }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.emailExists, message: MESSAGES.emailInUse }],
    });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('returns 400 code 10003 "Invalid email! Try again with a correct format." for a malformed email', async () => {
    const response = await postJson(t.app, SIGN_UP, signUpBody({ email: 'jane.doe@' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.invalid, message: MESSAGES.invalidEmail }],
    });
  });

  it('returns 400 VALIDATION with the password rule for a weak password', async () => {
    const response = await postJson(t.app, SIGN_UP, signUpBody({ password: 'weakpass', rePassword: 'weakpass' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.validation, message: MESSAGES.passwordRules, args: { field: 'password' } }],
    });
  });

  it('returns 400 VALIDATION "Passwords do not match" when rePassword differs', async () => {
    const response = await postJson(t.app, SIGN_UP, signUpBody({ rePassword: 'Str0ng!pasS' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.validation, message: MESSAGES.passwordsDoNotMatch, args: { field: 'rePassword' } }],
    });
  });

  it('returns 400 VALIDATION naming the field when a name is blank or longer than 50 characters', async () => {
    const blank = await postJson(t.app, SIGN_UP, signUpBody({ firstName: '   ' }));
    const long = await postJson(t.app, SIGN_UP, signUpBody({ lastName: 'x'.repeat(51) }));

    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, args: { field: 'firstName' } });
    expect(blank.json().errors[0].message).toMatch(/^firstName: /);
    expect(long.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, args: { field: 'lastName' } });
  });

  it('returns 400 VALIDATION for a role id other than 2, 3 or 7', async () => {
    const response = await postJson(t.app, SIGN_UP, signUpBody({ roleId: 1 }));

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, args: { field: 'roleId' } });
  });
});
