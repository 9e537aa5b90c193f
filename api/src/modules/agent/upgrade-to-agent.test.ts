import { eq } from 'drizzle-orm';
import { ROLE_IDS, UPGRADE_TO_AGENT_MESSAGES as TEXT } from '@homeworth/shared-lib/domain';
import { agentProfiles } from '../../db/schema';
import { CSRF_HEADERS, getAs, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from '../security';

const UPGRADE = '/api/v1/agent/upgrade-to-agent';

describe('PUT /api/v1/agent/upgrade-to-agent', () => {
  const t = useTestApp();
  const upgrade = (token?: string) => t.app.inject({ method: 'PUT', url: UPGRADE, headers: CSRF_HEADERS, ...(token ? { cookies: { [SESSION_COOKIE_NAME]: token } } : {}) });
  const me = async (token: string) => (await getAs(t.app, '/api/v1/security/me', token)).json().message.user;

  it('turns the signed-in homeowner into an agent with the empty agent profile, and agent routes open', async () => {
    const homeowner = await signUpAndGetToken(t.app);
    const before = await me(homeowner);
    expect((await getAs(t.app, '/api/v1/agent/count', homeowner)).statusCode).toBe(403);

    const response = await upgrade(homeowner);

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatchObject({ message: TEXT.upgraded, user: { userId: before.userId, roleId: ROLE_IDS.agent, userRole: 'AGENT' } });
    expect((await me(homeowner)).userRole).toBe('AGENT');
    expect(await t.db.select().from(agentProfiles).where(eq(agentProfiles.userId, before.userId))).toHaveLength(1);
    expect((await getAs(t.app, '/api/v1/agent/count', homeowner)).statusCode).toBe(200);
  });

  it('changes only the session’s own account: another homeowner stays a homeowner', async () => {
    const first = await signUpAndGetToken(t.app, { email: 'first@example.com' });
    const second = await signUpAndGetToken(t.app, { email: 'second@example.com' });
    await upgrade(first);
    expect((await me(second)).userRole).toBe('STANDARD');
  });

  it('says an agent already is one (409), refuses a contractor (403) and a guest (401), in the envelope', async () => {
    const agent = await signUpAndGetToken(t.app, { email: 'agent@example.com', roleId: ROLE_IDS.agent });
    const again = await upgrade(agent);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, errors: [{ code: 'ALREADY_AGENT', message: TEXT.alreadyAgent }] });

    const contractor = await signUpAndGetToken(t.app, { email: 'pro@example.com', roleId: ROLE_IDS.contractor });
    const refused = await upgrade(contractor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe(TEXT.notHomeowner);
    expect((await me(contractor)).userRole).toBe('PROFESSIONAL');

    expect((await upgrade()).statusCode).toBe(401);
  });
});
