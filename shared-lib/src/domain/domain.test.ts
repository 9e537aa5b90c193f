import { displayNameOf, ESTIMATOR_PROJECTS, isValidEmail, MESSAGES, passwordProblem, rePasswordProblem, roleFromRoleId, signInMessage, signUpMessage } from '.';

describe('validation rules', () => {
  it('accepts a strong password and names the rule for a weak one', () => {
    expect(passwordProblem('Str0ng!Pass')).toBeNull();
    for (const weak of ['Sh0rt!', 'nouppercase1!', 'NoDigits!!', 'NoSpecial12']) {
      expect(passwordProblem(weak)).toBe(MESSAGES.passwordRules);
    }
  });

  it('counts the password rule after trimming, and a space is no special character', () => {
    expect(passwordProblem('   A1!   ')).toBe(MESSAGES.passwordRules);
    expect(passwordProblem('      A1!      ')).toBe(MESSAGES.passwordRules);
    expect(passwordProblem(' Abcdefg1 ')).toBe(MESSAGES.passwordRules);
    expect(passwordProblem('Abc defg1')).toBe(MESSAGES.passwordRules);
    expect(passwordProblem(' Str0ng!Pass ')).toBeNull();
  });

  it('says "Passwords do not match" when the confirmation differs', () => {
    expect(rePasswordProblem('Str0ng!Pass', 'Str0ng!Pas')).toBe('Passwords do not match');
    expect(rePasswordProblem('Str0ng!Pass', 'Str0ng!Pass')).toBeNull();
  });

  it('checks the email format', () => {
    expect(isValidEmail('jane@example.com')).toBe(true);
    expect(isValidEmail('jane@example')).toBe(false);
    expect(isValidEmail('not an email')).toBe(false);
  });
});

describe('error catalogue', () => {
  it('maps sign-in codes to the spec messages', () => {
    expect(signInMessage(401)).toBe('No user found for this email.');
    expect(signInMessage(10003)).toBe('Invalid credentials!');
    expect(signInMessage('NETWORK')).toBe('An error has occurred. Please try again later.');
  });

  it('maps signup codes to the spec messages', () => {
    expect(signUpMessage(10001)).toBe('This email is already in use. Do you wish to log in?');
    expect(signUpMessage(10003)).toBe('Invalid email! Try again with a correct format.');
    expect(signUpMessage(500)).toBe('An error has occurred. Please try again later.');
  });
});

describe('roles and names', () => {
  it('maps signup role ids to roles', () => {
    expect([2, 3, 7, 99].map((id) => roleFromRoleId(id))).toEqual(['STANDARD', 'PROFESSIONAL', 'AGENT', 'GUEST']);
    expect(roleFromRoleId(7, true)).toBe('AGENT_PRO');
  });

  it('uses the first name as display name, else the email local part', () => {
    expect(displayNameOf(' Ada ', 'ada@x.com')).toBe('Ada');
    expect(displayNameOf('', 'ada.l@x.com')).toBe('ada.l');
  });
});

describe('estimator projects', () => {
  it('lists the 51 project slugs of the spec, each once', () => {
    const slugs = ESTIMATOR_PROJECTS.map((p) => p.slug);
    expect(slugs).toHaveLength(51);
    expect(new Set(slugs).size).toBe(51);
    expect(
      ESTIMATOR_PROJECTS.filter((p) => p.installation)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['Exterior-Door-Installation-Cost', 'Flooring-Installation', 'Garage-Door-Installation', 'Interior-Door-Installation', 'Window-Installation-Cost'].sort());
  });
});
