import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../../test/test-app';
import { loadAmes } from './test/data-api.test-data';
import { dataClient, type DataClient } from './test/data-api.test-support';

/** The receiver's check, exactly as api/README.md tells partners to write it. */
function verifySignature(secret: string, rawBody: string, header: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return typeof parts.v1 === 'string' && parts.v1.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers the given statuses in turn (then 200). */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('batch valuations: /api/data/v1/batches', () => {
  const t = useTestApp({ webhookRetryDelaySeconds: 1 });
  let lender: DataClient;
  let insurer: DataClient;
  beforeEach(async () => {
    lender = await dataClient(t, 'dev@lender.example');
    insurer = await dataClient(t, 'dev@insurer.example');
  });

  const get = (url: string) => lender.get(url);
  const post = (url: string, payload: object) => lender.post(url, payload);

  async function settled(id: string, until: (batch: { status: string; webhook: { status: string } | null }) => boolean) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const batch = (await get(`/batches/${id}?limit=100`)).json().message;
      if (until(batch) || Date.now() > deadline) return batch;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('values a batch of 50 (addresses and fact records) in the background and calls the webhook, signed so the README recipe verifies it', async () => {
    await loadAmes(t.db);
    const hook = await receiver();
    try {
      const addresses = Array.from({ length: 47 }, (_, i) => ({ address: `${100 + i} Oak Street`, city: 'Austin', state: 'TX', zip: '78701' }));
      const items = [
        ...addresses,
        { market: 'ames-ia', facts: { livingArea: 1500, bedrooms: 3 } },
        { market: 'nowhere', facts: { livingArea: 1500 } },
        { address: 'Oak Street', state: 'TX', zip: '78701' },
      ];
      const created = await post('/batches', { items, webhookUrl: hook.url });
      expect(created.statusCode).toBe(202);
      const { id } = created.json().message;
      expect(created.json().message).toEqual({ id, status: 'queued', total: 50 });

      const batch = await settled(id, (b) => b.status === 'done' && b.webhook?.status === 'delivered');
      expect(batch).toMatchObject({ status: 'done', total: 50, processed: 50, failed: 2, progress: 1, webhook: { status: 'delivered', attempts: 1 } });
      expect(batch.results[0].result).toMatchObject({ id: expect.any(Number), value: expect.any(Number), sampleData: true });
      expect(batch.results[47].result).toMatchObject({ market: 'ames-ia', sampleData: false });
      expect(batch.results[47].result.low).toBeLessThan(batch.results[47].result.value);
      expect(batch.results[48].error).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
      expect(batch.results[49].error).toMatchObject({ code: 'VALIDATION_FAILED' });

      expect(hook.received).toHaveLength(1);
      const [delivery] = hook.received;
      const { secret } = (await get('/batches/webhook-secret')).json().message;
      expect(verifySignature(secret, delivery!.body, String(delivery!.headers['x-homeworth-signature']))).toBe(true);
      expect(verifySignature(secret, delivery!.body.replace('"processed":50', '"processed":49'), String(delivery!.headers['x-homeworth-signature']))).toBe(false);
      expect(verifySignature('whsec_other', delivery!.body, String(delivery!.headers['x-homeworth-signature']))).toBe(false);
      expect(JSON.parse(delivery!.body)).toMatchObject({ event: 'batch.completed', batch: { id, status: 'done', total: 50, processed: 50, failed: 2 } });

      const csv = await get(`/batches/${id}/results.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split(/\r?\n/);
      expect(lines).toHaveLength(51);
      expect(lines[0]).toMatch(/^position,address,city,state,zip,market,id,value,low,high/);
    } finally {
      await hook.close();
    }
  }, 90_000);

  it('retries a webhook the receiver refused, with backoff', async () => {
    const hook = await receiver([500]);
    try {
      const created = await post('/batches', { items: [{ address: '120 Oak Street', city: 'Austin', state: 'TX', zip: '78701' }], webhookUrl: hook.url });
      const batch = await settled(created.json().message.id, (b) => b.webhook?.status === 'delivered');
      expect(batch.webhook).toEqual({ status: 'delivered', attempts: 2 });
      expect(hook.received).toHaveLength(2);
      expect(hook.received[0]!.body).toBe(hook.received[1]!.body);
    } finally {
      await hook.close();
    }
  }, 90_000);

  it('never shows one organisation another’s batch or its results (404)', async () => {
    const { id } = (await post('/batches', { items: [{ address: '120 Oak Street', city: 'Austin', state: 'TX', zip: '78701' }] })).json().message;
    for (const url of [`/batches/${id}`, `/batches/${id}/results.csv`]) {
      const answer = await insurer.get(url);
      expect([url, answer.statusCode, answer.json().errors[0].code]).toEqual([url, 404, 'NOT_FOUND']);
    }
    expect((await get(`/batches/${id}`)).statusCode).toBe(200);
    // Each organisation signs with its own secret.
    expect((await insurer.get('/batches/webhook-secret')).json().message.secret).not.toBe((await get('/batches/webhook-secret')).json().message.secret);
  });

  it('refuses more than 1,000 items, an empty batch, a malformed id and a malformed webhook URL (400 VALIDATION_FAILED)', async () => {
    const item = { address: '120 Oak Street', city: 'Austin', state: 'TX', zip: '78701' };
    const cases: [string, object][] = [
      ['/batches', { items: Array.from({ length: 1001 }, () => item) }],
      ['/batches', { items: [] }],
      ['/batches', { items: [{ nonsense: true }] }],
      ['/batches', { items: [item], webhookUrl: 'ftp://example.com/hook' }],
      ['/batches', { items: [item], webhookUrl: 'https://user:pw@example.com/hook' }],
    ];
    for (const [url, payload] of cases) {
      const answer = await post(url, payload);
      expect([JSON.stringify(payload).slice(0, 60), answer.statusCode, answer.json().errors[0].code]).toEqual([JSON.stringify(payload).slice(0, 60), 400, 'VALIDATION_FAILED']);
    }
    const badId = await get('/batches/not-a-uuid');
    expect([badId.statusCode, badId.json().errors[0].code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
