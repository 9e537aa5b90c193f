import net from 'node:net';

/** What a server did with a raw request: its status, or `closed` (no answer), or `timeout`. */
export type RawOutcome = { status: number; text: string } | 'closed' | 'timeout';

/**
 * Sends bytes as they are (http clients refuse many bad requests) and reads the first answer.
 * Characters map to single bytes (latin1), so `\u0000` and `\u00fc` are sent as one byte each.
 */
export function sendRaw(port: number, raw: string, timeoutMs = 3000): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const done = (outcome: RawOutcome) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => done('timeout'), timeoutMs);
    socket.on('connect', () => socket.write(Buffer.from(raw, 'latin1')));
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    const finish = () => {
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      done(match ? { status: Number(match[1]), text } : 'closed');
    };
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
  });
}

/** True for an answer a bad request may get: a 4xx, or the connection closed without one. */
export function refusedSafely(outcome: RawOutcome): boolean {
  return outcome === 'closed' || (typeof outcome === 'object' && outcome.status >= 400 && outcome.status < 500);
}
