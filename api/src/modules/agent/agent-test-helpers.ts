import { sql } from 'drizzle-orm';
import { ROLE_IDS } from '@homeworth/shared-lib/domain';
import { CSRF_HEADERS, signUpAndGetToken, type TestContext } from '../../test/test-app';
import type { Database } from '../../db/database';
import type { App } from '../../app';
import { SESSION_COOKIE_NAME } from '../security';
import { agentClientInvitations } from './agent-engagement.tables';
import { agentClients } from './agent.tables';

// Helpers of the client-list, notes and import tests (tests only).

/** A fresh agent's session token. */
export const newAgent = (app: App, email = 'agent@example.com') => signUpAndGetToken(app, { email, roleId: ROLE_IDS.agent });

/** Any method with the session cookie and the CSRF header. */
export function call(app: App, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: CSRF_HEADERS, cookies: { [SESSION_COOKIE_NAME]: token }, ...(payload ? { payload } : {}) });
}

/** The user id behind an agent's email. */
export async function userIdOf(db: Database, email: string): Promise<number> {
  const result = (await db.execute(sql`select id from users where email = ${email}`)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}

let inserted = 0;

/** Inserts `count` live clients for an agent straight into the table (a list of thousands without thousands of requests). */
export async function insertClients(db: Database, agentUserId: number, count: number, recordStatus: 'live' | 'preview' = 'live'): Promise<void> {
  const batch = (inserted += 1);
  const rows = Array.from({ length: count }, (_, i) => ({
    agentUserId,
    recordStatus,
    firstName: `Client${String(i).padStart(5, '0')}`,
    lastName: 'Bulk',
    email: `bulk${i}-${batch}-${agentUserId}@example.com`,
    phoneNumber: '5125550100',
    address: `${i + 1} Elm Street`,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(agentClients).values(rows.slice(i, i + 1000));
}

/** Marks a client as joined: an accepted invitation naming the account (what the invitation flow records). */
export async function markJoined(t: TestContext, clientId: number, agentUserId: number, email: string): Promise<number> {
  const userId = await userIdOf(t.db, email);
  await t.db
    .insert(agentClientInvitations)
    .values({ clientId, agentUserId, email, tokenHash: `test-${clientId}`, expiresAt: new Date(Date.now() + 86_400_000), usedAt: new Date(), acceptedUserId: userId });
  return userId;
}

/** A multipart upload of one file in the field "file". */
export function upload(app: App, url: string, token: string, filename: string, data: Buffer | string, type = 'text/csv') {
  const boundary = '----hwimport';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.isBuffer(data) ? data : Buffer.from(data), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...CSRF_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: { [SESSION_COOKIE_NAME]: token },
  });
}
