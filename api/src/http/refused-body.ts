import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long the rest of a refused body is read and dropped before the connection is cut. */
export const REFUSED_BODY_LINGER_MS = 10_000;

/**
 * A request refused before its body was read (too large): the answer goes out at once, and the rest of
 * the body is read and dropped instead of the connection being closed under it. Closing a socket with
 * unread data resets it, and the client, still sending, sees EPIPE instead of the answer. A body still
 * coming after REFUSED_BODY_LINGER_MS is cut. After a fully sent body the connection stays usable.
 */
export function lingerOnRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const socket = raw.socket;
  // Injected requests (tests) have no connection to keep open.
  if (raw.complete || raw.destroyed || !(socket instanceof Socket)) return;
  reply.removeHeader('connection');
  raw.unpipe();
  raw.resume();
  const cut = setTimeout(() => socket.destroy(), REFUSED_BODY_LINGER_MS);
  cut.unref();
  raw.once('end', () => clearTimeout(cut));
  raw.once('close', () => clearTimeout(cut));
}
