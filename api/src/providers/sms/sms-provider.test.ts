import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileSmsOutbox, twilioSmsProvider } from './sms-provider';

describe('SMS providers', () => {
  it('the development outbox appends one JSON line per message', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'hw-sms-')), 'outbox.jsonl');
    const outbox = fileSmsOutbox(file);
    await outbox.send({ to: '+15125550199', body: 'first' });
    await outbox.send({ to: '+15125550199', body: 'second' });
    const lines = (await fs.readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.body)).toEqual(['first', 'second']);
  });

  it('the Twilio adapter posts the message with basic auth and fails on a refusal', async () => {
    const seen: Array<{ url: string; auth: string; body: string }> = [];
    let status = 201;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const twilio = twilioSmsProvider({ accountSid: 'AC123', authToken: 'secret', from: '+15125550100', baseUrl: `http://127.0.0.1:${port}` });
      await twilio.send({ to: '+15125550199', body: 'Hello agent' });
      expect(seen[0]!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(seen[0]!.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({ To: '+15125550199', From: '+15125550100', Body: 'Hello agent' });
      status = 400;
      await expect(twilio.send({ to: '+15125550199', body: 'x' })).rejects.toThrow('Twilio answered 400');
    } finally {
      server.close();
    }
  });
});
