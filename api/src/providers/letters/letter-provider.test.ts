import http from 'node:http';
import { lobLetterProvider, outboxLetterProvider, parseReturnAddress } from './letter-provider';
import { startLetterOutbox } from './letter-outbox';

const TO = { name: 'Current owner', line1: '41 Juniper Street', city: 'Denver', state: 'CO', zip: '80202' };

describe('letter providers', () => {
  it('the local outbox keeps letters on loopback, newest first, and refuses any other host', async () => {
    const outbox = await startLetterOutbox();
    try {
      expect(outbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const provider = outboxLetterProvider(outbox.url);
      const first = await provider.send({ to: TO, text: 'Your code: AAAA-BBBB', idempotencyKey: 'k1' });
      await provider.send({ to: TO, text: 'Your code: CCCC-DDDD', idempotencyKey: 'k2' });
      expect(first.id).toMatch(/^ltr_/);
      const listed = (await (await fetch(`${outbox.url}/letters`)).json()) as Array<{ text: string }>;
      expect(listed.map((l) => l.text)).toEqual(['Your code: CCCC-DDDD', 'Your code: AAAA-BBBB']);
      // No other site's page may read the codes.
      expect((await fetch(`${outbox.url}/letters`, { headers: { origin: 'https://evil.example' } })).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await outbox.close();
    }
    await expect(startLetterOutbox('0.0.0.0')).rejects.toThrow('loopback only');
  });

  it('the Lob adapter posts the letter with basic auth and an idempotency key, and fails on a refusal', async () => {
    const seen: Array<{ url: string; auth: string; key: string; body: string }> = [];
    let status = 200;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', key: String(req.headers['idempotency-key']), body });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'ltr_123' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const lob = lobLetterProvider({ apiKey: 'test_key', from: parseReturnAddress('Homeworth|100 Congress Ave|Austin|TX|78701'), baseUrl: `http://127.0.0.1:${port}` });
      expect(await lob.send({ to: TO, text: 'Your code: <AAAA-BBBB>', idempotencyKey: 'letter-7' })).toEqual({ id: 'ltr_123' });
      expect(seen[0]).toMatchObject({ url: '/v1/letters', auth: `Basic ${Buffer.from('test_key:').toString('base64')}`, key: 'letter-7' });
      const form = Object.fromEntries(new URLSearchParams(seen[0]!.body));
      expect(form).toMatchObject({ 'to[address_line1]': '41 Juniper Street', 'to[address_zip]': '80202', 'from[name]': 'Homeworth', color: 'false' });
      expect(form.file).toContain('Your code: &lt;AAAA-BBBB&gt;');
      status = 422;
      await expect(lob.send({ to: TO, text: 'x', idempotencyKey: 'letter-8' })).rejects.toThrow('Lob answered 422');
    } finally {
      server.close();
    }
  });

  it('reads the return address as Name|Street|City|ST|ZIP', () => {
    expect(parseReturnAddress('Homeworth | 100 Congress Ave | Austin | TX | 78701')).toEqual({
      name: 'Homeworth',
      line1: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    expect(() => parseReturnAddress('Homeworth, Austin TX')).toThrow('LETTER_RETURN_ADDRESS must be');
  });
});
