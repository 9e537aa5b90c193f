import { getAs, postJson, signUpAndGetToken, useTestApp, CSRF_HEADERS } from '../../test/test-app';
import { accountEvents } from '../../db/schema';
import { SESSION_COOKIE_NAME } from './session-cookie';

const S = '/api/v1/security';
const EMAIL = 'jane.doe@example.com';

describe('account activity', () => {
  const t = useTestApp();

  it('records sign-ins, failed sign-ins, password changes and session sign-outs without secrets, newest first, for the owner only', async () => {
    const session = await signUpAndGetToken(t.app);
    await t.app.inject({
      method: 'POST',
      url: `${S}/sign-in`,
      remoteAddress: '127.0.0.1',
      headers: { ...CSRF_HEADERS, 'x-forwarded-for': '198.51.100.23' },
      payload: { email: EMAIL, password: 'Wr0ng!guess' },
    });
    const signIn = await postJson(t.app, `${S}/sign-in`, { email: EMAIL, password: 'Str0ng!pass' });
    const current = signIn.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!.value;
    const changed = await postJson(t.app, `${S}/change-password`, { previousPassword: 'Str0ng!pass', userPass: 'N3w!passphrase-x', rePassword: 'N3w!passphrase-x' }, current);
    expect(changed.statusCode).toBe(200);
    const afterChange = changed.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!.value;
    await postJson(t.app, `${S}/sessions/sign-out-others`, undefined, afterChange);

    const activity = await getAs(t.app, `${S}/account-activity`, afterChange);
    expect(activity.statusCode).toBe(200);
    const kinds = activity.json().message.events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['SIGNED_OUT_EVERYWHERE_ELSE', 'PASSWORD_CHANGED', 'SIGN_IN', 'SIGN_IN_FAILED']);
    expect(activity.json().message.events[3].ipPrefix).toBe('198.51.100.x');
    expect(activity.body).not.toMatch(/Wr0ng|Str0ng|N3w!/);

    // Another account sees only its own (none), and a guest nothing at all.
    const other = await signUpAndGetToken(t.app, { email: 'other@example.com' });
    expect((await getAs(t.app, `${S}/account-activity`, other)).json().message.events).toEqual([]);
    expect((await getAs(t.app, `${S}/account-activity`)).statusCode).toBe(401);
    expect(session).toBeDefined();
  });

  it('pages with ?before=', async () => {
    const session = await signUpAndGetToken(t.app);
    await t.db.insert(accountEvents).values(Array.from({ length: 25 }, () => ({ userId: 1, kind: 'SIGN_IN' })));
    const first = (await getAs(t.app, `${S}/account-activity`, session)).json().message;
    expect(first.events).toHaveLength(20);
    expect(first.events[0].id).toBe(25);
    const second = (await getAs(t.app, `${S}/account-activity?before=${first.nextBefore}`, session)).json().message;
    expect(second.events.map((e: { id: number }) => e.id)).toEqual([5, 4, 3, 2, 1]);
    expect(second.nextBefore).toBeNull();
    expect((await getAs(t.app, `${S}/account-activity?before=abc`, session)).statusCode).toBe(400);
  });
});
