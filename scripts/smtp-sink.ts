/**
 * A local SMTP server that accepts every message and only counts it (the bench's mail sink): the
 * API's mail worker delivers to it as to a real provider, without the cost of parsing or keeping
 * 100,000 messages that a mail catcher would add to the measurement. Loopback only.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Messages accepted since the start or the last reset. */
  received(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The worker's connections stay open between messages; many workers may send at once.
    maxClients: 1000,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        count += 1;
        callback();
      });
      stream.resume();
    },
  });
  // A client that goes away mid-session (the API stopped at a job's time cap) resets its connection:
  // not the sink's failure, and unhandled it would end the whole bench.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => count,
    reset: () => {
      count = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
