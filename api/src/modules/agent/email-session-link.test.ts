import { EMAIL_LOGIN_PASSWORD_ACCOUNT, INVITATION_TTL_DAYS } from '@homeworth/shared-lib/domain';
import { getAs, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { emailLogin, follow, invitedClient, loginParams } from './agent-engagement.test-helpers';
import { agentClientActivity } from './agent-engagement.tables';

const CLIENT = 'maria.lopez@example.com';

describe('sign-in links of invitations', () => {
  const t = useTestApp();

  it("keeps the clicked path without its query in the agent's feed: the agent never sees the token", async () => {
    const { agent, link } = await invitedClient(t);
    const clicked = await follow(t.app, link);
    const params = loginParams(clicked.headers.location as string);

    const feed = JSON.stringify((await getAs(t.app, '/api/v1/agent/activity', agent)).json().message.activity);
    expect(feed).toContain('/login/email-session');
    expect(feed).not.toContain(params.emailToken);
    expect(feed).not.toContain('emailToken');
    const rows = await t.db.select({ detail: agentClientActivity.detail }).from(agentClientActivity);
    expect(rows.map((r) => r.detail).join(' ')).not.toContain(params.emailToken);
  });

  it('never signs into an account that has a password, even with an unused link', async () => {
    const { link } = await invitedClient(t);
    const params = loginParams((await follow(t.app, link)).headers.location as string);
    await signUpAndGetToken(t.app, { email: CLIENT, firstName: 'Maria', lastName: 'Lopez' });

    const { response, token } = await emailLogin(t.app, params);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, errors: [{ code: 'PASSWORD_SIGN_IN_REQUIRED', message: EMAIL_LOGIN_PASSWORD_ACCOUNT }] });
    expect(token ?? '').toBe('');
  });

  it(`works for ${INVITATION_TTL_DAYS} days`, () => {
    expect(INVITATION_TTL_DAYS).toBe(7);
  });
});
