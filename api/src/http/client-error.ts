import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { failure } from './envelope';
import { securityHeaderLines } from './security-headers';

// Requests Node's HTTP parser refuses before Fastify sees them: answered here in the envelope.
const REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The address or the headers of this request are too long.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'This request took too long to arrive.' },
};
const MALFORMED = { status: 400, code: 'BAD_REQUEST', message: 'This request could not be read.' };

/**
 * Fastify `clientErrorHandler`: a raw HTTP/1.1 answer with the JSON envelope (431 for an over-long
 * address or headers, 408 for a request that never finished arriving, 400 otherwise), then the
 * connection is ended; what the client still sends is dropped, and the socket is cut after a second.
 */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = REFUSALS[error.code ?? ''] ?? MALFORMED;
  this.log.info({ code: error.code }, 'request refused by the HTTP parser');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(failure(code, message));
  const head = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    ...securityHeaderLines(),
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.resume();
  setTimeout(() => socket.destroy(), 1000).unref();
}
