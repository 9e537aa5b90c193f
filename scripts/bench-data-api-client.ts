/**
 * What the data API benchmarks share (bench-data-api.ts, bench-scale.ts): a partner on Enterprise with
 * secret keys, the id of a home through the keyed lookup, and the time a valuation batch takes.
 */
import { postJson, signUpMember } from './bench-api';

/** The `message` of an API answer; throws with the answer on a non-2xx status. */
export async function apiMessage<T>(response: Response | Promise<Response>): Promise<T> {
  const answer = await response;
  const body = (await answer.json()) as { success: boolean; message: T };
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${JSON.stringify(body)}`);
  return body.message;
}

/** A partner on Enterprise (paid in the sandbox checkout) of the API at `base`, and its secret keys. */
export async function enterprisePartner(base: string, keys: number): Promise<string[]> {
  const cookie = await signUpMember(base, 'DataPartner');
  await apiMessage(postJson(base, '/api/v1/developer/organizations', { name: 'Bench Lending' }, cookie));
  const { checkoutUrl } = await apiMessage<{ checkoutUrl: string }>(postJson(base, '/api/v1/developer/plan/checkout', { plan: 'enterprise' }, cookie));
  const pay = new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Bench Partner', action: 'pay' });
  await fetch(new URL(checkoutUrl, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: pay,
    redirect: 'manual',
  });
  const created: string[] = [];
  for (let i = 0; i < keys; i += 1) {
    created.push((await apiMessage<{ key: string }>(postJson(base, '/api/v1/developer/keys', { name: `bench ${i}`, scopes: ['property', 'valuation', 'batch'] }, cookie))).key);
  }
  return created;
}

/** The data API's id of the bench home (a real Austin, TX address; the home behind it is sample data). */
export async function benchPropertyId(base: string, key: string): Promise<number> {
  const query = new URLSearchParams({ address: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zip: '78701' });
  return (await apiMessage<{ id: number }>(fetch(`${base}/api/data/v1/properties?${query.toString()}`, { headers: { 'x-api-key': key } }))).id;
}

/** Seconds from sending a batch of `items` addresses to its status `done` (job workers must run); throws after 10 minutes. */
export async function batchSeconds(base: string, key: string, items: number): Promise<number> {
  const addresses = Array.from({ length: items }, (_, i) => ({ address: `${100 + i} Oak Street`, city: 'Austin', state: 'TX', zip: '78701' }));
  const headers = { 'content-type': 'application/json', 'x-api-key': key };
  const started = Date.now();
  const { id } = await apiMessage<{ id: string }>(fetch(`${base}/api/data/v1/batches`, { method: 'POST', headers, body: JSON.stringify({ items: addresses }) }));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const batch = await apiMessage<{ status: string }>(fetch(`${base}/api/data/v1/batches/${id}?limit=1`, { headers }));
    if (batch.status === 'done') return Math.round((Date.now() - started) / 100) / 10;
    if (Date.now() - started > 600_000) throw new Error('the batch did not finish in 10 minutes');
  }
}
