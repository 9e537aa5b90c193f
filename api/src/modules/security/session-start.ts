import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { readSessionToken, setSessionCookie } from './session-cookie';
import { clientInfo } from './client-info';
import { createSession, revokeSession } from './session.service';

/** Session settings every route that signs someone in needs. */
export interface SessionSettings {
  db: Database;
  sessionTtlDays: number;
  cookieSecure: boolean;
}

/** Signs `userId` in with a fresh token (no session fixation); the token the browser held is revoked. */
export async function startSession(settings: SessionSettings, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const previous = readSessionToken(request);
  if (previous !== undefined) await revokeSession(settings.db, previous);
  const token = await createSession(settings.db, userId, settings.sessionTtlDays, clientInfo(request));
  setSessionCookie(reply, token, settings.sessionTtlDays, { secure: settings.cookieSecure });
}
