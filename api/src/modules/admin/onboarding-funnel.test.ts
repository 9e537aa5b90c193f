import { eq } from 'drizzle-orm';
import { ANALYTICS_CONSENT_COOKIE } from '@homeworth/shared-lib/domain';
import { users } from '../../db/schema';
import { CSRF_HEADERS, getAs, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { turnOnTwoStepFor } from '../security/account-test-helpers';

const FUNNEL = '/api/v1/admin/analytics/onboarding-funnel';
const ADMIN_EMAIL = 'ada.admin@homeworth.example';

describe('the onboarding funnel of consenting visitors, for admins', () => {
  const t = useTestApp({ adminEmails: [ADMIN_EMAIL] });

  async function adminToken(): Promise<string> {
    const token = await signUpAndGetToken(t.app, { email: ADMIN_EMAIL, firstName: 'Ada' });
    await t.db.update(users).set({ accountStatus: 'VERIFIED' }).where(eq(users.email, ADMIN_EMAIL));
    await turnOnTwoStepFor(t, ADMIN_EMAIL);
    return token;
  }

  const step = (visitor: string, name: string, detail?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/utils/events',
      headers: CSRF_HEADERS,
      cookies: { [ANALYTICS_CONSENT_COOKIE]: `granted.${visitor}` },
      payload: { category: 'onboarding', step: name, ...(detail ? { detail } : {}) },
    });

  it('counts distinct visitors per step in the spec order, with value updates by part and the share of the first step', async () => {
    // Three visitors are triggered; two open a home (one twice); one starts, browses and updates two parts.
    for (const v of ['visitor-aaaaaaaaaaaaaaaa', 'visitor-bbbbbbbbbbbbbbbb', 'visitor-cccccccccccccccc']) await step(v, 'trigger', 'address-search');
    await step('visitor-aaaaaaaaaaaaaaaa', 'entry');
    await step('visitor-aaaaaaaaaaaaaaaa', 'entry');
    await step('visitor-bbbbbbbbbbbbbbbb', 'entry');
    await step('visitor-aaaaaaaaaaaaaaaa', 'starts');
    await step('visitor-aaaaaaaaaaaaaaaa', 'browsing', 'forecast');
    await step('visitor-aaaaaaaaaaaaaaaa', 'value-update', 'bath');
    await step('visitor-aaaaaaaaaaaaaaaa', 'value-update', 'major');
    // Without consent nothing is stored, so nothing is counted.
    await t.app.inject({ method: 'POST', url: '/api/v1/utils/events', headers: CSRF_HEADERS, payload: { category: 'onboarding', step: 'trigger' } });

    const response = await getAs(t.app, `${FUNNEL}?days=7`, await adminToken());

    expect(response.statusCode).toBe(200);
    const funnel = response.json().message;
    expect(funnel.visitors).toBe(3);
    expect(funnel.steps).toEqual([
      { step: 'trigger', visitors: 3, events: 3, shareOfFirst: 100 },
      { step: 'entry', visitors: 2, events: 3, shareOfFirst: 66.7 },
      { step: 'starts', visitors: 1, events: 1, shareOfFirst: 33.3 },
      { step: 'browsing', visitors: 1, events: 1, shareOfFirst: 33.3 },
      { step: 'value-update', visitors: 1, events: 2, shareOfFirst: 33.3 },
      { step: 'authentication', visitors: 0, events: 0, shareOfFirst: 0 },
    ]);
    expect(funnel.valueUpdates).toEqual([
      { part: 'major', visitors: 1 },
      { part: 'bath', visitors: 1 },
      { part: 'house-parts', visitors: 0 },
      { part: 'extras', visitors: 0 },
    ]);
  });

  it('answers 403 to a signed-in user who is not an admin, 401 to a guest and 400 to a period out of range', async () => {
    const user = await signUpAndGetToken(t.app, { email: 'sam@example.com' });
    expect((await getAs(t.app, FUNNEL, user)).statusCode).toBe(403);
    expect((await getAs(t.app, FUNNEL)).statusCode).toBe(401);
    const admin = await adminToken();
    const tooLong = await getAs(t.app, `${FUNNEL}?days=400`, admin);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].args).toEqual({ field: 'days' });
  });
});
