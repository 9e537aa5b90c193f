import {
  agentPaymentRole,
  isValidClient,
  isValidClientAddress,
  notificationPreference,
  CLIENT_EMAIL_EXISTS_ERROR,
  CLIENT_MESSAGES,
  addClientErrorMessage,
  clientDraftProblems,
  isClientComplete,
  isValidClientName,
} from './agent-clients';
import { BLOG_ORIGIN, isBlogUrl, withBlogAccessToken } from '../accounts/blog-access';
import { sampleAgentClient } from '../../test-fixtures';

const base = sampleAgentClient({ invited: false, createdAt: '', updatedAt: '' });

describe('agent client rules', () => {
  it('maps an "email address already exists" error to the Kukun account message, anything else to "Error, please try again."', () => {
    expect(addClientErrorMessage(CLIENT_EMAIL_EXISTS_ERROR)).toBe('Email address already has a Kukun account, and cannot be added.');
    expect(addClientErrorMessage('Network Error')).toBe('Error, please try again.');
    expect(addClientErrorMessage(null)).toBe('Error, please try again.');
  });

  it('checks the full name for 3 to 30 characters, so short real names like "Bo Li" pass; both parts are needed', () => {
    expect(isValidClientName('Bo', 'Li')).toBe(true);
    expect(isValidClientName(' A ', 'B')).toBe(true); // "A B"
    expect(isValidClientName('A', '')).toBe(false);
    expect(isValidClientName('   ', 'Li')).toBe(false);
    expect(isValidClientName('x'.repeat(14), 'y'.repeat(15))).toBe(true); // 30 with the space
    expect(isValidClientName('x'.repeat(15), 'y'.repeat(15))).toBe(false); // 31
    const draft = { firstName: 'Bo', lastName: 'Li', emailAddress: '', phoneNumber: '', address: '', city: '', state: '', zipCode: '', notes: '' };
    expect(clientDraftProblems(draft)).toEqual({});
    expect(clientDraftProblems({ ...draft, lastName: ' ' })).toEqual({ lastName: CLIENT_MESSAGES.lastNameRequired });
    expect(clientDraftProblems({ ...draft, firstName: 'x'.repeat(29) })).toEqual({ firstName: CLIENT_MESSAGES.nameLength });
  });

  it('checks optional fields only when filled; the phone needs at least 10 digits', () => {
    const draft = { firstName: 'Maria', lastName: 'Lopez', emailAddress: '', phoneNumber: '', address: '', city: '', state: '', zipCode: '', notes: '' };
    expect(clientDraftProblems(draft)).toEqual({});
    expect(clientDraftProblems({ ...draft, phoneNumber: '555-0142' }).phoneNumber).toBe(CLIENT_MESSAGES.phoneInvalid);
    expect(clientDraftProblems({ ...draft, phoneNumber: '(512) 555-0142' }).phoneNumber).toBeUndefined();
    expect(clientDraftProblems({ ...draft, emailAddress: 'maria@' }).emailAddress).toBe(CLIENT_MESSAGES.emailInvalid);
  });

  it('calls a client complete only when address, phone and email are all non-empty', () => {
    expect(isClientComplete(base)).toBe(true);
    expect(isClientComplete({ ...base, address: ' ' })).toBe(false);
    expect(isClientComplete({ ...base, phoneNumber: '' })).toBe(false);
    expect(isClientComplete({ ...base, emailAddress: '' })).toBe(false);
  });
});

describe('blog access', () => {
  it('recognises blog URLs on the blog host only', () => {
    expect(isBlogUrl(`${BLOG_ORIGIN}/blog/guides/kitchen`)).toBe(true);
    expect(isBlogUrl(`${BLOG_ORIGIN}/other`)).toBe(false);
    expect(isBlogUrl('https://evil.example/blog')).toBe(false);
    expect(isBlogUrl('/blog')).toBe(false);
  });

  it('appends the token as actk, replacing an earlier one', () => {
    expect(withBlogAccessToken(`${BLOG_ORIGIN}/blog?actk=old&x=1`, 'new')).toBe(`${BLOG_ORIGIN}/blog?actk=new&x=1`);
  });
});

describe('client display, address, notification and payment-role rules', () => {
  const shown = { validAddress: true, firstName: 'Maria', accountStatus: 'Inactive' as const, hasUserToken: false, recordStatus: 'live' as const };

  it('a valid client has a valid address, a first name, and is joined (with a token) or an Inactive preview', () => {
    expect(isValidClient({ ...shown, accountStatus: 'Active', hasUserToken: true })).toBe(true);
    expect(isValidClient({ ...shown, recordStatus: 'preview' })).toBe(true);
    expect(isValidClient(shown)).toBe(false);
    expect(isValidClient({ ...shown, accountStatus: 'Active', hasUserToken: false })).toBe(false);
    expect(isValidClient({ ...shown, recordStatus: 'preview', validAddress: false })).toBe(false);
    expect(isValidClient({ ...shown, recordStatus: 'preview', firstName: '  ' })).toBe(false);
  });

  it('a valid address has a street number, a city, a US state and a 5-digit zip', () => {
    const home = { address: '12 Oak Street', city: 'Austin', state: 'tx', zipCode: '78701' };
    expect(isValidClientAddress(home)).toBe(true);
    expect(isValidClientAddress({ ...home, address: 'Oak Street' })).toBe(false);
    expect(isValidClientAddress({ ...home, state: 'XX' })).toBe(false);
    expect(isValidClientAddress({ ...home, zipCode: '7870' })).toBe(false);
    expect(isValidClientAddress({ ...home, city: '' })).toBe(false);
  });

  it('notification preference is all, zero or partial by how many homes are selected', () => {
    expect(notificationPreference([{ selected: true }, { selected: true }])).toBe('all');
    expect(notificationPreference([{ selected: false }, { selected: false }])).toBe('zero');
    expect(notificationPreference([])).toBe('zero');
    expect(notificationPreference([{ selected: true }, { selected: false }])).toBe('partial');
  });

  it('the agent tier rule: AGENT_PRO with the paywall off, or on with the limit exhausted', () => {
    expect(agentPaymentRole({ enablePaywall: false, isLimitExhausted: false })).toBe('AGENT_PRO');
    expect(agentPaymentRole({ enablePaywall: true, isLimitExhausted: true })).toBe('AGENT_PRO');
    expect(agentPaymentRole({ enablePaywall: true, isLimitExhausted: false })).toBe('AGENT');
  });
});
