import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Letter } from './letter-provider';

/**
 * The local letter outbox: what the development letter provider "mails", kept in memory by a small
 * HTTP server on loopback only (like the mail catcher): POST /letters takes a letter, GET /letters
 * lists them newest first, GET / shows them as text. The letters hold live verification codes, so it
 * never listens beyond loopback and answers no other site's page (no CORS headers).
 * Run: tsx api/src/providers/letters/letter-outbox.ts [host] [port]
 */

/** A letter as the outbox keeps it. */
export interface OutboxLetter extends Letter {
  id: string;
  receivedAt: string;
}

export interface LetterOutbox {
  /** http://127.0.0.1:<port>, for the API's LETTER_OUTBOX_URL. */
  url: string;
  letters: OutboxLetter[];
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const MAX_LETTER_BYTES = 64 * 1024;

/** Starts an outbox on loopback (port 0: a free one). */
export async function startLetterOutbox(host = '127.0.0.1', port = 0): Promise<LetterOutbox> {
  if (!LOOPBACK.has(host)) throw new Error(`The letter outbox listens on loopback only (got ${host}): the letters hold live codes.`);
  const letters: OutboxLetter[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/letters') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > MAX_LETTER_BYTES) req.destroy();
      });
      req.on('end', () => {
        try {
          const letter = JSON.parse(body) as Letter;
          const kept: OutboxLetter = { ...letter, id: `ltr_${randomUUID()}`, receivedAt: new Date().toISOString() };
          letters.push(kept);
          res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: kept.id }));
        } catch {
          res.writeHead(400).end();
        }
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/letters') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([...letters].reverse()));
      return;
    }
    if (req.method === 'GET' && req.url === '/') {
      const page = [...letters]
        .reverse()
        .map((l) => `${l.receivedAt}  to ${l.to.name}, ${l.to.line1}, ${l.to.city}, ${l.to.state} ${l.to.zip}\n\n${l.text}\n`)
        .join('\n----\n\n');
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(page || 'No letters yet.\n');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${hostPart}:${bound}`,
    letters,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (require.main === module) {
  const [host = '127.0.0.1', port = '1090'] = process.argv.slice(2);
  startLetterOutbox(host, Number(port)).then(
    (outbox) => {
      const stop = () => void outbox.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
