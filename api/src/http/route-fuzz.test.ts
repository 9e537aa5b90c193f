import { CSRF_HEADERS, useTestApp } from '../test/test-app';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { documentedRoutes, fieldPaths, fillPath, sampleValue, withField, type DocumentedRoute } from '../test/openapi-walk';
import { seedAccount, type SeededAccount } from '../test/seed-account';
import { SESSION_COOKIE_NAME } from '../modules/security/session-cookie';

// Walks every route of the OpenAPI document with bad input: whatever arrives, the
// API answers 4xx in the failure envelope (or a success when the input happens to be valid), never 5xx.

jest.setTimeout(180_000);

/** Path and query values: control characters, ids out of range, broken encodings, over-long text. */
const BAD_PARAMS = [
  '%00',
  'a%00b',
  '%01%1B%7F',
  '%0D%0A1',
  '99999999999',
  '9223372036854775808',
  '-1',
  '0',
  'abc',
  '1.5',
  '1e3',
  '0x10',
  '%20%201',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%C0%AE%C0%AE',
  '%F0%9F%98%80',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
];

/** Field values: control characters, lone surrogates, huge text, numbers beyond any column, wrong types. */
const BAD_FIELDS: unknown[] = ['a\u0000b', '\u0001\u001b\u007f\u2028', '\ud800', 'x'.repeat(100_000), 2 ** 31, 2 ** 63, -1, 1.5, null, {}, [], true, nested(200)];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

type Case = { label: string } & InjectOptions;

function multipart(boundary: string, parts: { name: string; filename?: string; type?: string; data: string | Buffer }[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Every bad request for one route: body, content type, params, query, URL and cookie attacks. */
function casesFor(route: DocumentedRoute): Case[] {
  const base = fillPath(route.path, {});
  const json = (payload: string, contentType = 'application/json') => ({ payload, headers: { 'content-type': contentType } });
  const cases: Case[] = [];
  const add = (label: string, options: Omit<InjectOptions, 'method'> & { url?: string; method?: string }) =>
    cases.push({ label, method: route.method as InjectOptions['method'], url: base, ...options } as Case);

  for (const param of route.pathParams) {
    for (const value of BAD_PARAMS) add(`path ${param}=${value.slice(0, 20)}`, { url: fillPath(route.path, { [param]: value }) });
  }
  for (const { name } of route.queryParams) {
    for (const value of BAD_PARAMS) add(`query ${name}=${value.slice(0, 20)}`, { url: `${base}?${name}=${value}` });
    add(`query ${name} twice`, { url: `${base}?${name}=a&${name}=b` });
  }
  add('unknown query with NUL', { url: `${base}?x=%00&y=%ZZ` });
  add('broken percent-encoding in path', { url: `${base}%E0%A4%A` });
  add('NUL in path', { url: `${base}%00` });
  add('over-long URL', { url: `${base}?q=${'a'.repeat(70_000)}` });
  add('over-long path', { url: `${base}/${'a'.repeat(70_000)}` });
  add('HEAD', { method: 'HEAD' });
  add('OPTIONS', { method: 'OPTIONS' });
  add('unknown method', { method: 'PROPFIND' });
  add('garbage session cookie', { headers: { cookie: `${SESSION_COOKIE_NAME}=%00%ZZ\u0001; other=${'c'.repeat(8000)}` } });

  add('odd headers', { headers: { accept: 'application/xml', 'x-forwarded-for': '%00, not-an-ip', authorization: 'Bearer \u0001', range: 'bytes=9-1' } });
  add('query __proto__ and brackets', { url: `${base}?__proto__[x]=1&a[]=1&a[b]=2&constructor=x` });
  // Bodies on every method: a GET or DELETE with a body must not get further than a POST with one.
  {
    add('empty JSON body', json(''));
    add('malformed JSON', json('{"a":'));
    add('JSON null', json('null'));
    add('JSON array', json('[]'));
    add('JSON string', json('"text"'));
    add('JSON number beyond double', json('{"id": 1e400, "planId": 123456789012345678901234567890}'));
    add('JSON __proto__', json('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'));
    add('JSON NUL key', json('{"a\\u0000": 1}'));
    add('deeply nested JSON', json(`${'['.repeat(100_000)}${']'.repeat(100_000)}`));
    add('invalid UTF-8 JSON', { payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x00, 0x22, 0x3a, 0x31, 0x7d]), headers: { 'content-type': 'application/json' } });
    add('JSON with utf-16 charset', json('{}', 'application/json; charset=utf-16'));
    add('oversized JSON body', json(`{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`));
    add('text/plain body', json('hello\u0000', 'text/plain'));
    add('form body', json('a=%00&b=%ZZ', 'application/x-www-form-urlencoded'));
    add('xml body', json('<a/>', 'application/xml'));
    add('content type with no type', json('{}', ';'));
    add('empty multipart', json('', 'multipart/form-data; boundary=b'));
    add('multipart without boundary', json('--x\r\n\r\n', 'multipart/form-data'));
    add('truncated multipart', {
      payload: multipart('b', [{ name: 'image', filename: 'a.png', type: 'image/png', data: 'x' }], false),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    add('text file named .png', {
      payload: multipart('b', [{ name: 'image', filename: 'photo.png', type: 'image/png', data: 'just text, not an image' }]),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
  }
  if (route.multipart) {
    const part = (parts: Parameters<typeof multipart>[1]) => ({ payload: multipart('fz', parts), headers: { 'content-type': 'multipart/form-data; boundary=fz' } });
    add('multipart, file in another field', part([{ name: 'other', filename: 'a.png', type: 'image/png', data: 'x' }]));
    add('multipart, text field only', part([{ name: 'image', data: 'not a file' }]));
    add('multipart, jpeg type with text', part([{ name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: '\u0000\u0001' }]));
    add('multipart, NUL in file name', part([{ name: 'image', filename: 'a\u0000.png', type: 'image/png', data: 'x' }]));
    add(
      'multipart, two files',
      part([
        { name: 'image', filename: 'a.png', type: 'image/png', data: 'x' },
        { name: 'image', filename: 'b.png', type: 'image/png', data: 'y' },
      ]),
    );
    add('multipart, oversized file', part([{ name: 'image', filename: 'big.png', type: 'image/png', data: Buffer.alloc(16 * 1024 * 1024, 1) }]));
  }
  if (route.jsonBody) {
    const sample = sampleValue(route.jsonBody);
    add('sample body', { payload: sample as object });
    for (const field of fieldPaths(sample)) {
      for (const value of BAD_FIELDS) add(`body ${field.join('.')}=${JSON.stringify(value).slice(0, 20)}`, { payload: withField(sample, field, value) as object });
    }
    add('body with extra field', { payload: { ...(sample as object), extra: 'a\u0000' } });
  }
  return cases;
}

/**
 * What is wrong with an answer, or undefined when it is a 4xx envelope or a success. Pages outside
 * /api/v1 (the sandbox's hosted checkout, standing in for a provider's own site) answer people, so
 * their errors may be HTML pages; every API route answers with the envelope.
 */
function problemWith(route: DocumentedRoute, method: string, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return 'server error';
  if (method === 'HEAD') return undefined; // answers without a body
  const contentType = String(response.headers['content-type'] ?? '');
  if (!route.path.startsWith('/api/v1/') && contentType.startsWith('text/html')) return undefined;
  const isJson = contentType.startsWith('application/json');
  if (response.statusCode < 400) {
    if (!isJson) return undefined; // a PDF, an image, a checkout page or a redirect
    return response.json().success === true ? undefined : 'success status without the success envelope';
  }
  if (!isJson) return 'error without a JSON body';
  const body = response.json();
  const envelope =
    body.success === false &&
    Array.isArray(body.errors) &&
    body.errors.length > 0 &&
    body.errors.every((e: { code: unknown; message: unknown }) => ['string', 'number'].includes(typeof e.code) && typeof e.message === 'string' && e.message.length > 0);
  return envelope ? undefined : 'error without the failure envelope';
}

// The walk is cut into parts so each test's time stays bounded as routes are added.
const PARTS = 4;

describe('every documented route answers bad input with a 4xx envelope, never a 5xx', () => {
  const ctx = useTestApp();

  it.each(Array.from({ length: PARTS }, (_, part) => [part + 1]))(`walks the OpenAPI document, part %i of ${PARTS}`, async (part) => {
    const all = await documentedRoutes(ctx.app);
    expect(all.length).toBeGreaterThan(50);
    const routes = all.filter((_, i) => i % PARTS === part - 1);
    const accounts: Record<'homeowner' | 'agent', SeededAccount> = {
      homeowner: await seedAccount(ctx.app, 'fuzz.owner@example.com'),
      agent: await seedAccount(ctx.app, 'fuzz.agent@example.com', 'agent'),
    };
    const signIn = async (account: SeededAccount) => {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/security/me', cookies: { [SESSION_COOKIE_NAME]: account.token } });
      if (me.statusCode === 200 && me.json().message?.user) return;
      // A case signed the account out (or changed something about it): start a new session.
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/security/sign-in', headers: CSRF_HEADERS, payload: { email: account.email, password: 'Str0ng!pass' } });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
      if (cookie) account.token = cookie.value;
    };

    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const cases = casesFor(route);
      // Guests get past nothing that needs a session; signed-in callers reach the handlers.
      const account = route.path.includes('/agent/') ? accounts.agent : accounts.homeowner;
      await signIn(account);
      for (const { label, ...options } of cases) {
        for (const signedIn of [true, false]) {
          if (!signedIn && !label.startsWith('body') && !label.startsWith('path')) continue;
          const headers = { ...CSRF_HEADERS, ...(signedIn ? { cookie: `${SESSION_COOKIE_NAME}=${account.token}` } : {}), ...(options.headers as object) };
          const response = await ctx.app.inject({ ...options, headers } as InjectOptions);
          sent++;
          const problem = problemWith(route, String(options.method), response);
          if (problem) problems.push(`${route.method} ${route.path} [${label}${signedIn ? '' : ', guest'}] -> ${response.statusCode} ${problem}: ${response.body.slice(0, 160)}`);
        }
      }
      expect(cases.length).toBeGreaterThanOrEqual(20);
    }
    expect(sent).toBeGreaterThan(routes.length * 20);
    expect(problems).toEqual([]);
  });
});
