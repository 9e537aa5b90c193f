import { CSRF_HEADERS, postJson, sessionCookieOf, signUpBody, useTestApp } from '../test/test-app';
import { sql } from 'drizzle-orm';
import { REDACTED, scrubLogLine } from './log-redaction';

// Logs never hold secrets: requests and errors that carry passwords, tokens and
// cookies go through the API's real logger, and the captured text is searched for each secret.

jest.setTimeout(60_000);

const lines: string[] = [];
const logText = () => lines.join('');

describe('the API log holds no secrets', () => {
  const ctx = useTestApp({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });

  it('leaves out passwords, session and reset tokens, cookies and authorization headers of requests and errors', async () => {
    const password = 'Sup3r!Secret-Pw-1';
    const signUp = await postJson(ctx.app, '/api/v1/security/sign-up', signUpBody({ password, rePassword: password }));
    expect(signUp.statusCode).toBe(201);
    const sessionToken = sessionCookieOf(signUp)!.value;

    const secrets = {
      password,
      sessionToken,
      wrongPassword: 'Wr0ng!Secret-Pw-2',
      badRequestPassword: 'Bad!Secret-Pw-3',
      queryToken: 'query-reset-token-4f1c9',
      bodyToken: 'body-reset-token-7a2e0',
      actk: 'blog-actk-secret-5b8d1',
      shareToken: 'share-link-secret-9c3a7',
      bearer: 'bearer-secret-2d6f4',
      sqlParameter: 'sql-parameter-secret-8e1b2',
      errorBodyPassword: 'Err!Secret-Pw-6',
      invitationToken: 'invitation-token-secret-3f7b9',
    };

    await postJson(ctx.app, '/api/v1/security/sign-in', { email: 'jane.doe@example.com', password });
    await postJson(ctx.app, '/api/v1/security/sign-in', { email: 'jane.doe@example.com', password: secrets.wrongPassword });
    const bad = await postJson(
      ctx.app,
      '/api/v1/security/sign-up',
      signUpBody({ email: 'not-an-email', password: secrets.badRequestPassword, rePassword: secrets.badRequestPassword }),
    );
    expect(bad.statusCode).toBe(400);
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/security/me?token=${secrets.queryToken}&x=1`,
      headers: { cookie: `hw_session=${sessionToken}`, authorization: `Bearer ${secrets.bearer}` },
    });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/security/verify-email?token=${secrets.queryToken}`, headers: CSRF_HEADERS, payload: { token: secrets.bodyToken } });
    await postJson(ctx.app, '/api/v1/security/change-password', { accessToken: secrets.bodyToken, password: secrets.password, rePassword: secrets.password });
    await ctx.app.inject({ method: 'GET', url: `/api/v1/blog/access-token/verify?actk=${secrets.actk}` });
    await ctx.app.inject({ method: 'GET', url: `/api/v1/estimation/shared/${secrets.shareToken}` });
    ctx.app.log.warn({ link: `http://localhost:3000/result-page?share=${secrets.shareToken}` }, 'share mail bounced');
    // A client email's tracked link whose destination is an invitation link (its token percent-encoded inside `to`).
    const invitation = encodeURIComponent(`/login/email-session?userEmail=a@example.com&emailToken=${secrets.invitationToken}`);
    await ctx.app.inject({ method: 'GET', url: `/api/agent-email/click?l=1&n=welcomeClientEmail&to=${invitation}&s=x` });

    // Errors as the code logs them: a failed query (drizzle puts its parameters in the message) and
    // an error carrying the request it was made from.
    const failedQuery = await ctx.db.execute(sql`select ${secrets.sqlParameter}::int`).catch((error: unknown) => error);
    expect(String(failedQuery)).toContain(secrets.sqlParameter);
    ctx.app.log.error({ err: failedQuery }, 'unhandled error');
    const carrying = Object.assign(new Error(`request to /reset?token=${secrets.queryToken} failed`), {
      body: { email: 'jane.doe@example.com', password: secrets.errorBodyPassword, accessToken: secrets.bodyToken },
      headers: { Cookie: `hw_session=${sessionToken}`, Authorization: `Bearer ${secrets.bearer}` },
    });
    ctx.app.log.error({ err: carrying, request: { body: { password: secrets.errorBodyPassword } } }, 'mail not sent');

    const text = logText();
    expect(text).toContain('incoming request');
    expect(text).toContain('/api/v1/estimation/shared/');
    expect(text).toContain('mail not sent');
    expect(text).toContain(REDACTED);
    for (const [name, secret] of Object.entries(secrets)) {
      expect({ name, found: text.includes(secret) }).toEqual({ name, found: false });
    }
  });
});

describe('scrubLogLine', () => {
  it('replaces pending sign-ins, recovery codes and one-time codes wherever they are keys or query names', () => {
    const line = JSON.stringify({
      err: { args: { pendingSignIn: 'pending-secret-1' } },
      body: { pending_sign_in: 'pending-secret-2', recoveryCode: 'aaaaa-bbbbb', totp: '123456' },
      res: { recoveryCodes: ['ccccc-ddddd'] },
      url: '/api/v1/security/sign-in/second-step?pendingSignIn=pending-secret-3&otp=654321&recoveryCode=eeeee-fffff',
    });
    const scrubbed = scrubLogLine(line);
    for (const secret of ['pending-secret-1', 'pending-secret-2', 'pending-secret-3', 'aaaaa-bbbbb', 'ccccc-ddddd', 'eeeee-fffff', '123456', '654321'])
      expect(scrubbed).not.toContain(secret);
  });

  it('replaces data API keys in the X-Api-Key header and secret keys or webhook secrets quoted in any text', () => {
    const key = `sk_${'A1b2'.repeat(11)}`;
    const webhookSecret = `whsec_${'Z9y8'.repeat(11)}`;
    const scrubbed = scrubLogLine(
      JSON.stringify({
        req: { headers: { 'x-api-key': key } },
        msg: `key ${key} refused`,
        err: { message: `webhook signed with ${webhookSecret}` },
        leadsWebhookSecret: webhookSecret,
      }),
    );
    expect(scrubbed).not.toContain(key);
    expect(scrubbed).not.toContain(webhookSecret);
    expect(scrubbed).toContain(`sk_${REDACTED}`);
  });

  it('keeps what is not secret', () => {
    const line = JSON.stringify({ level: 30, msg: 'request completed', req: { url: '/api/v1/estimation/plans?page=2' }, res: { statusCode: 200 } });
    expect(JSON.parse(scrubLogLine(line))).toEqual(JSON.parse(line));
  });

  it('replaces secret keys at any depth and secrets inside text', () => {
    const scrubbed = JSON.parse(
      scrubLogLine(JSON.stringify({ err: { message: 'Failed query: x\nparams: $hash,abc', config: { passwordHash: 'h', 'set-cookie': ['hw_session=s'] } }, url: '/a?actk=t&b=1' })),
    );
    expect(scrubbed).toEqual({
      err: { message: `Failed query: x\nparams: ${REDACTED}`, config: { passwordHash: REDACTED, 'set-cookie': REDACTED } },
      url: `/a?actk=${REDACTED}&b=1`,
    });
  });

  it('replaces the values PostgreSQL quotes back in its messages', () => {
    const scrubbed = scrubLogLine(JSON.stringify({ msg: 'caused by: error: invalid input syntax for type integer: "a@b.co"\nDETAIL: Key (email)=(a@b.co) already exists.' }));
    expect(scrubbed).not.toContain('a@b.co');
    expect(scrubbed).toContain('Key (email)=([Redacted])');
  });
});
