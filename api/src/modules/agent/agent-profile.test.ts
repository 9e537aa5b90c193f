import { CLIENT_MESSAGES, ERROR_CODES, PROFILE_MESSAGES } from '@homeworth/shared-lib/domain';
import { getAs, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { AGENT_USERNAME_MESSAGES } from './agent-profile.service';
import { sendAs, signUpAgent } from './agent-engagement.test-helpers';

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Alex',
  lastName: 'Agent',
  username: 'alex.agent',
  phone: '(512) 555-0100',
  mlsLink: 'https://mls.example.com/alex',
  financingLink: 'https://loans.example.com',
  insuranceLink: '',
  alertEmails: false,
  ...overrides,
});

describe('agent form: names, username, phone, email, MLS, financing and insurance links', () => {
  const t = useTestApp();
  const save = (token: string, body: object) => sendAs(t.app, 'PUT', '/api/v1/agent/profile', token, body);

  it('saves every field in one go and shows the account email read-only', async () => {
    const agent = await signUpAgent(t.app, 'agent@example.com');
    const saved = await save(agent, form({ firstName: 'Alexandra', lastName: 'Stone' }));
    expect(saved.statusCode).toBe(200);
    const expected = {
      firstName: 'Alexandra',
      lastName: 'Stone',
      username: 'alex.agent',
      email: 'agent@example.com',
      phone: '5125550100',
      mlsLink: 'https://mls.example.com/alex',
      financingLink: 'https://loans.example.com',
      insuranceLink: '',
      alertEmails: false,
      inviteOnAdd: false,
      hasPhoto: false,
    };
    expect(saved.json().message).toEqual(expected);
    expect((await getAs(t.app, '/api/v1/agent/profile', agent)).json().message).toEqual(expected);
    // The names are the account's: the session shows them too.
    expect((await getAs(t.app, '/api/v1/security/me', agent)).json().message.user).toMatchObject({ userFirstName: 'Alexandra', userLastName: 'Stone' });
    // An email in the body is not a second way to change it.
    await save(agent, { ...form(), email: 'else@example.com' });
    expect((await getAs(t.app, '/api/v1/agent/profile', agent)).json().message.email).toBe('agent@example.com');
  });

  it.each([
    ['ab', false],
    ['a'.repeat(31), false],
    ['alex agent', false],
    ['alex@home', false],
    ['abc', true],
    ['Alex_Agent-1.tx', true],
    ['a'.repeat(30), true],
  ])('username %j valid: %s', async (username, valid) => {
    const agent = await signUpAgent(t.app, 'agent@example.com');
    const response = await save(agent, form({ username }));
    if (valid) {
      expect(response.statusCode).toBe(200);
      expect(response.json().message.username).toBe(username);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, message: AGENT_USERNAME_MESSAGES.invalid, args: { field: 'username' } });
    }
  });

  it('keeps a username to one agent whatever the case; the owner keeps it and can clear it', async () => {
    const first = await signUpAgent(t.app, 'first@example.com');
    const second = await signUpAgent(t.app, 'second@example.com');
    expect((await save(first, form({ username: 'Alex.Agent' }))).statusCode).toBe(200);
    for (const username of ['Alex.Agent', 'alex.agent', 'ALEX.AGENT']) {
      const taken = await save(second, form({ username }));
      expect([taken.statusCode, taken.json().errors[0]]).toEqual([409, { code: 'USERNAME_TAKEN', message: 'This username is taken.', args: { field: 'username' } }]);
    }
    expect((await getAs(t.app, '/api/v1/agent/profile', second)).json().message.username).toBe('');
    // Saving again with one's own name (another case) is not "taken".
    expect((await save(first, form({ username: 'alex.AGENT' }))).json().message.username).toBe('alex.AGENT');
    expect((await save(first, form({ username: '' }))).json().message.username).toBe('');
    expect((await save(second, form({ username: 'alex.agent' }))).statusCode).toBe(200);
  });

  it('applies the account name rules and the 3-to-30 full name rule', async () => {
    const agent = await signUpAgent(t.app, 'agent@example.com');
    const problem = async (overrides: Record<string, unknown>) => (await save(agent, form(overrides))).json().errors?.[0];
    expect(await problem({ firstName: ' ' })).toMatchObject({ message: PROFILE_MESSAGES.firstNameRequired, args: { field: 'firstName' } });
    expect(await problem({ lastName: 'O3' })).toMatchObject({ message: PROFILE_MESSAGES.onlyAlphabets, args: { field: 'lastName' } });
    expect(await problem({ lastName: 'X' })).toMatchObject({ message: PROFILE_MESSAGES.atLeastTwoAlphabets });
    expect(await problem({ firstName: 'Alexandra Maria', lastName: 'Stonebridge Smith' })).toMatchObject({ message: CLIENT_MESSAGES.nameLength, args: { field: 'firstName' } });
    expect(await problem({ financingLink: 'loans.example.com' })).toMatchObject({ args: { field: 'financingLink' } });
    expect(await problem({ phone: '555-0100' })).toMatchObject({ args: { field: 'phone' } });
    expect((await getAs(t.app, '/api/v1/agent/profile', agent)).json().message).toMatchObject({ firstName: 'Alex', lastName: 'Agent', username: '' });
  });

  it('is for agents only', async () => {
    const owner = await signUpAndGetToken(t.app, { email: 'owner@example.com' });
    expect((await save(owner, form())).statusCode).toBe(403);
    expect((await getAs(t.app, '/api/v1/agent/profile')).statusCode).toBe(401);
  });
});
