import { performance } from 'node:perf_hooks';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ROLE_IDS } from '@homeworth/shared-lib/domain';

/** How long importing a contacts file took, step by step, in milliseconds. */
export interface AgentImportTiming {
  rows: number;
  uploadMs: number;
  previewMs: number;
  confirmMs: number;
  totalMs: number;
}

/** A Pro agent on a running API with `rows` live clients, and how long importing them took. */
export interface AgentBench {
  cookie: string;
  importTiming: AgentImportTiming;
}

/** `rows` contacts as a CSV file: distinct names, emails, cities, states and zip codes. */
export function benchContactsCsv(rows: number, tag: string): string {
  const states = ['TX', 'CA', 'NY', 'FL', 'WA', 'MA', 'IL', 'CO'];
  const lines = ['First Name,Last Name,Email,Phone,Address,City,State,Zip'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      `First${i},Last${(i * 7919) % rows},bench.${tag}.${i}@example.com,512555${String(i % 10_000).padStart(4, '0')},${i + 1} Main Street,City${i % 97},${states[i % states.length]},${String(10_000 + ((i * 31) % 89_999)).padStart(5, '0')}`,
    );
  }
  return lines.join('\n');
}

/**
 * Signs up an agent on the API at `apiBase`, buys Agent/Broker PRO through the sandbox checkout (the
 * free plan stops at 50 live clients), then times importing `rows` contacts: upload, preview (every row
 * checked, preview clients written), confirm (they go live). `npm run bench` reports it and then
 * loads the client list of this agent.
 */
export async function benchAgentImport(apiBase: string, rows = 5000): Promise<AgentBench> {
  const tag = `${Date.now()}`;
  const headers = (cookie?: string) => ({ [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(cookie ? { cookie } : {}) });
  const json = (cookie: string | undefined, method: string, url: string, body?: unknown) =>
    fetch(
      `${apiBase}${url}`,
      body === undefined ? { method, headers: headers(cookie) } : { method, headers: { ...headers(cookie), 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  const expectOk = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response;
  };

  const password = 'Str0ng!pass-bench';
  const signUp = await expectOk(
    await json(undefined, 'POST', '/api/v1/security/sign-up', {
      email: `bench.agent.${tag}@example.com`,
      firstName: 'Bench',
      lastName: 'Agent',
      password,
      rePassword: password,
      deciveType: 'desktop',
      roleId: ROLE_IDS.agent,
      termsAccepted: true,
    }),
    'sign-up',
  );
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('hw_session='))!;
  const checkout = (await (
    await expectOk(await json(cookie, 'POST', '/api/v1/payment/checkout', { productName: 'PRO_TIER_99_MONTHLY', referrer: '/agent/list-manager' }), 'checkout')
  ).json()) as {
    message: { checkoutUrl: string };
  };
  await fetch(new URL(checkout.message.checkoutUrl, apiBase), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Bench Agent', action: 'pay' }).toString(),
    redirect: 'manual',
  });

  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([benchContactsCsv(rows, tag)], { type: 'text/csv' }), 'bench-contacts.csv');
  const uploaded = (await (await expectOk(await fetch(`${apiBase}/api/v1/agent/imports`, { method: 'POST', headers: headers(cookie), body: form }), 'upload')).json()) as {
    message: { import: { id: number; mapping: unknown } };
  };
  const afterUpload = performance.now();
  const { id, mapping } = uploaded.message.import;
  await expectOk(await json(cookie, 'PUT', `/api/v1/agent/imports/${id}/mapping`, { mapping }), 'preview');
  const afterPreview = performance.now();
  await expectOk(await json(cookie, 'POST', `/api/v1/agent/imports/${id}/confirm`), 'confirm');
  const done = performance.now();
  const ms = (n: number) => Math.round(n);
  return {
    cookie,
    importTiming: { rows, uploadMs: ms(afterUpload - started), previewMs: ms(afterPreview - afterUpload), confirmMs: ms(done - afterPreview), totalMs: ms(done - started) },
  };
}

/**
 * Waits until `GET /api/health` answers within 50 ms three times in a row (background jobs such as a
 * big import's invitation mails have drained enough), at most `maxMs`.
 */
export async function apiSettled(apiBase: string, maxMs = 180_000): Promise<void> {
  const until = Date.now() + maxMs;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    await fetch(`${apiBase}/api/health`).catch(() => undefined);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 500));
  }
}
