import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { readSessionToken, setSessionCookie } from './session-cookie';
import { clientInfo } from './client-info';
import { createSession, revokeSession } from './session.service';

/** Session settings every route that signs someone in needs. */
export interface SessionSettings {
  db: Database;
  /** A session's lifetime in days when "Remember me" is not chosen. */
  sessionTtlDays: number;
  /** Its lifetime when "Remember me" is chosen. */
  rememberedSessionTtlDays: number;
  cookieSecure: boolean;
}

/**
 * Signs `userId` in with a fresh token (no session fixation); the token the browser held is revoked.
 * The cookie and the server-side expiry share one lifetime: the short one unless `remember` is set.
 */
export async function startSession(settings: SessionSettings, request: FastifyRequest, reply: FastifyReply, userId: number, remember = false): Promise<void> {
  const previous = readSessionToken(request);
  if (previous !== undefined) await revokeSession(settings.db, previous);
  const days = remember ? settings.rememberedSessionTtlDays : settings.sessionTtlDays;
  const token = await createSession(settings.db, userId, days, clientInfo(request));
  setSessionCookie(reply, token, days, { secure: settings.cookieSecure });
}
