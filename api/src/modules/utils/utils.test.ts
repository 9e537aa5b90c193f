import { eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import { analyticsEvents, contactMessages, userVisits } from '../../db/schema';
import { ANALYTICS_CONSENT_COOKIE } from '@homeworth/shared-lib/domain';
import { CSRF_HEADERS, postJson, signUpAndGetToken, useTestApp } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from '../security';

const CONTACT = '/api/v1/utils/contact-us';
const VISITS = '/api/v1/utils/visits';
const EVENTS = '/api/v1/utils/events';
const VISITOR = 'visitor-0123456789abcdef';

/** POSTs as a visitor who agreed to analytics (the consent cookie), optionally signed in or with more headers. */
function postWithConsent(app: Parameters<typeof postJson>[0], url: string, payload: unknown, as: { token?: string; visitorId?: string; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...CSRF_HEADERS, ...as.headers },
    cookies: { [ANALYTICS_CONSENT_COOKIE]: `granted.${as.visitorId ?? VISITOR}`, ...(as.token ? { [SESSION_COOKIE_NAME]: as.token } : {}) },
    payload: payload as object,
  });
}

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Morgan Lee',
  email: 'Morgan.Lee@Lender.example',
  company: 'Lakeside Credit Union',
  topic: 'Sales and data products',
  message: 'We would like a sample of permit data for Travis County.',
  ...overrides,
});

describe('POST /api/v1/utils/contact-us', () => {
  const t = useTestApp({ contactRateLimit: { max: 10_000, timeWindow: '1 minute' } });

  it('stores the message with a lower-cased email and answers 201 with its id', async () => {
    const response = await postJson(t.app, CONTACT, contactBody());

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: { id: 1 } });
    const [row] = await t.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Morgan Lee', email: 'morgan.lee@lender.example', company: 'Lakeside Credit Union', phone: null, userId: null });
  });

  it('keeps the signed-in user on the message', async () => {
    const token = await signUpAndGetToken(t.app);
    await postJson(t.app, CONTACT, contactBody(), token);

    const [row] = await t.db.select().from(contactMessages);
    expect(row?.userId).toBe(1);
  });

  it('answers 400 with "Invalid email! Try again with a correct format." for a malformed email and stores nothing', async () => {
    const response = await postJson(t.app, CONTACT, contactBody({ email: 'morgan@lender' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: ERROR_CODES.invalid, message: MESSAGES.invalidEmail, args: { field: 'email' } }],
    });
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('answers 400 VALIDATION naming the field for an empty message or an unknown topic', async () => {
    const empty = await postJson(t.app, CONTACT, contactBody({ message: '   ' }));
    const topic = await postJson(t.app, CONTACT, contactBody({ topic: 'Lottery' }));

    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, args: { field: 'message' } });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, args: { field: 'topic' } });
  });

  it('refuses a request without the CSRF header', async () => {
    const response = await t.app.inject({ method: 'POST', url: CONTACT, payload: contactBody() });

    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/v1/utils/contact-us rate limit', () => {
  const t = useTestApp({ contactRateLimit: { max: 2, timeWindow: '1 minute' } });

  it('answers 429 once an address has sent its budget of messages', async () => {
    await postJson(t.app, CONTACT, contactBody());
    await postJson(t.app, CONTACT, contactBody());
    const third = await postJson(t.app, CONTACT, contactBody());

    expect(third.statusCode).toBe(429);
    expect(third.json().errors[0].code).toBe(ERROR_CODES.rateLimited);
  });
});

describe('POST /api/v1/utils/visits', () => {
  const t = useTestApp();

  it('records the visited path for the signed-in user who agreed to analytics, and nothing without that', async () => {
    const token = await signUpAndGetToken(t.app);
    const without = await postJson(t.app, VISITS, { visitUrl: '/faq' }, token);
    const response = await postWithConsent(t.app, VISITS, { visitUrl: '/home-report?ref=nav' }, { token });

    expect(without.json()).toEqual({ success: true, message: { recorded: false } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: { recorded: true } });
    const rows = await t.db.select().from(userVisits).where(eq(userVisits.userId, 1));
    expect(rows.map((r) => r.visitUrl)).toEqual(['/home-report?ref=nav']);
  });

  it('answers 401 for a guest and records nothing', async () => {
    const response = await postJson(t.app, VISITS, { visitUrl: '/faq' });

    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe(ERROR_CODES.unauthenticated);
    expect(await t.db.select().from(userVisits)).toHaveLength(0);
  });

  it('answers 400 for a missing or over-long visitUrl', async () => {
    const token = await signUpAndGetToken(t.app);
    const missing = await postJson(t.app, VISITS, {}, token);
    const long = await postJson(t.app, VISITS, { visitUrl: `/${'a'.repeat(2048)}` }, token);

    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].args).toEqual({ field: 'visitUrl' });
    expect(long.statusCode).toBe(400);
  });
});

describe('POST /api/v1/utils/events', () => {
  const t = useTestApp();

  it('stores a banner event of a signed-in user and a guest onboarding event, each under its visitor id', async () => {
    const token = await signUpAndGetToken(t.app);
    const banner = await postWithConsent(t.app, EVENTS, { category: 'banner', step: 'see-bundles', detail: '/dashboard' }, { token });
    const onboarding = await postWithConsent(t.app, EVENTS, { category: 'onboarding', step: 'entry' }, { visitorId: 'guest-visitor-00000002' });

    expect(banner.statusCode).toBe(201);
    expect(onboarding.json()).toEqual({ success: true, message: { recorded: true } });
    const rows = await t.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(rows.map(({ category, step, detail, userId, visitorId }) => ({ category, step, detail, userId, visitorId }))).toEqual([
      { category: 'banner', step: 'see-bundles', detail: '/dashboard', userId: 1, visitorId: VISITOR },
      { category: 'onboarding', step: 'entry', detail: null, userId: null, visitorId: 'guest-visitor-00000002' },
    ]);
  });

  it('stores nothing before the visitor agrees, after they decline, or when the browser sends Do-Not-Track or Global Privacy Control', async () => {
    const event = { category: 'onboarding', step: 'entry' };
    const answers = [
      await postJson(t.app, EVENTS, event),
      await t.app.inject({ method: 'POST', url: EVENTS, headers: CSRF_HEADERS, cookies: { [ANALYTICS_CONSENT_COOKIE]: 'denied' }, payload: event }),
      await t.app.inject({ method: 'POST', url: EVENTS, headers: CSRF_HEADERS, cookies: { [ANALYTICS_CONSENT_COOKIE]: 'granted.not valid!' }, payload: event }),
      await postWithConsent(t.app, EVENTS, event, { headers: { dnt: '1' } }),
      await postWithConsent(t.app, EVENTS, event, { headers: { 'sec-gpc': '1' } }),
    ];

    for (const answer of answers) expect(answer.json()).toEqual({ success: true, message: { recorded: false } });
    expect(await t.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('answers 400 naming the field for an unknown category or an empty step', async () => {
    const category = await postJson(t.app, EVENTS, { category: 'popup', step: 'open' });
    const step = await postJson(t.app, EVENTS, { category: 'paywall', step: '' });

    expect(category.statusCode).toBe(400);
    expect(category.json().errors[0]).toMatchObject({ code: ERROR_CODES.validation, args: { field: 'category' } });
    expect(step.statusCode).toBe(400);
    expect(step.json().errors[0].args).toEqual({ field: 'step' });
    expect(await t.db.select().from(analyticsEvents)).toHaveLength(0);
  });
});
