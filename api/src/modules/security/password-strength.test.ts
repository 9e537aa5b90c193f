import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { getAs, postJson, signUpAndGetToken, signUpBody, useTestApp } from '../../test/test-app';
import { issueAccountToken } from './account-token.service';
import { MIN_PASSWORD_SCORE, PASSWORD_STRENGTH_MESSAGES, passwordStrengthProblem } from './password-strength';
import { findUserByEmail } from './user.service';

const SIGN_UP = '/api/v1/security/sign-up';
const CHANGE = '/api/v1/security/change-password';
const EMAIL = 'jane.doe@example.com';

describe('passwordStrengthProblem', () => {
  it(`refuses the common-password list and zxcvbn scores under ${MIN_PASSWORD_SCORE}, accepts the rest`, () => {
    expect(passwordStrengthProblem('P@ssw0rd')).toBe(PASSWORD_STRENGTH_MESSAGES.common);
    expect(passwordStrengthProblem(' p@SSW0RD ')).toBe(PASSWORD_STRENGTH_MESSAGES.common);
    expect(passwordStrengthProblem('Password1!')).toBe(PASSWORD_STRENGTH_MESSAGES.weak);
    expect(passwordStrengthProblem('Qwerty123!')).toBe(PASSWORD_STRENGTH_MESSAGES.weak);
    expect(passwordStrengthProblem('Str0ng!pass')).toBeNull();
    expect(passwordStrengthProblem('N3w!Passw0rd')).toBeNull();
  });

  it("counts the account's own email and names as known words", () => {
    expect(passwordStrengthProblem('Quimby12!')).toBeNull();
    expect(passwordStrengthProblem('Quimby12!', ['rosalind.quimby@example.com', 'Rosalind', 'Quimby'])).toBe(PASSWORD_STRENGTH_MESSAGES.weak);
  });
});

describe('new passwords are judged on sign-up, reset, change and first password', () => {
  const t = useTestApp();

  it('sign-up: a padded short password breaks the rule; a guessable one gets its own message', async () => {
    const padded = await postJson(t.app, SIGN_UP, signUpBody({ password: '     A1!     ', rePassword: '     A1!     ' }));
    expect(padded.statusCode).toBe(400);
    expect(padded.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, message: MESSAGES.passwordRules });

    const common = await postJson(t.app, SIGN_UP, signUpBody({ password: 'P@ssw0rd', rePassword: 'P@ssw0rd' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0]).toEqual({ code: ERROR_CODES.validation, message: PASSWORD_STRENGTH_MESSAGES.common, args: { field: 'password' } });

    const weak = await postJson(t.app, SIGN_UP, signUpBody({ password: 'Password1!', rePassword: 'Password1!' }));
    expect(weak.json().errors[0]).toEqual({ code: ERROR_CODES.validation, message: PASSWORD_STRENGTH_MESSAGES.weak, args: { field: 'password' } });
    expect(await findUserByEmail(t.db, EMAIL)).toBeUndefined();
  });

  it('reset link: a guessable password is refused and the link still works afterwards', async () => {
    await signUpAndGetToken(t.app);
    const user = await findUserByEmail(t.db, EMAIL);
    const token = await issueAccountToken(t.db, user!.id, 'RESET_PASSWORD', user!.email);

    const weak = await postJson(t.app, CHANGE, { accessToken: token, userPass: 'Password1!', rePassword: 'Password1!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toEqual({ code: ERROR_CODES.validation, message: PASSWORD_STRENGTH_MESSAGES.weak, args: { field: 'userPass' } });

    const strong = await postJson(t.app, CHANGE, { accessToken: token, userPass: 'N3w!Passw0rd', rePassword: 'N3w!Passw0rd' });
    expect(strong.statusCode).toBe(200);
  });

  it('signed-in change: a common password is refused and the old one still signs in', async () => {
    const session = await signUpAndGetToken(t.app);
    const common = await postJson(t.app, CHANGE, { previousPassword: 'Str0ng!pass', userPass: 'P@ssw0rd', rePassword: 'P@ssw0rd' }, session);
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0].message).toBe(PASSWORD_STRENGTH_MESSAGES.common);
    expect((await getAs(t.app, '/api/v1/security/me', session)).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/v1/security/sign-in', { email: EMAIL, password: 'Str0ng!pass' })).statusCode).toBe(200);
  });
});
