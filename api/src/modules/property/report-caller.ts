import { and, eq, sql } from 'drizzle-orm';
import type { ReportAccess, SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { liveSessionColumns, liveSessionWhere, sessions, sessionTokenHashOf, sessionUserOfRow, users } from '../security';
import { userProperties } from './property.tables';
import { callerHomeColumns, reportAccessWith, type CallerHome } from './report-access.service';

/** Who opens a home report and what they may see of it. */
export interface ReportCaller {
  /** The signed-in user, or null for a guest (no cookie, or a session that is signed out or expired). */
  user: SessionUser | null;
  access: Omit<ReportAccess, 'lockedSections'>;
}

/** The caller's session, user and row of the home, as one statement prepared once per database (no query building per request). */
function callerStatement(db: Database) {
  return db
    .select({ ...liveSessionColumns, home: callerHomeColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userProperties, and(eq(userProperties.userId, sessions.userId), eq(userProperties.kukunId, sql.placeholder('kukunId'))))
    .where(liveSessionWhere(sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('report_caller');
}

const statements = new WeakMap<Database, ReturnType<typeof callerStatement>>();

/**
 * The caller of one home's report: the live session, its user and the user's row of that home read
 * in one query (the session is read on every request, never kept: a signed-out session stops at once
 * on every replica). An agent's Pro tier comes from the session's role rule, already applied here.
 */
export async function reportCallerOf(db: Database, token: string | undefined, kukunId: number, isSampleHome: boolean): Promise<ReportCaller> {
  const tokenHash = token === undefined ? null : sessionTokenHashOf(token);
  let statement = statements.get(db);
  if (tokenHash !== null && !statement) statements.set(db, (statement = callerStatement(db)));
  const [row] = tokenHash === null ? [] : await statement!.execute({ tokenHash, kukunId });
  if (!row) return { user: null, access: reportAccessWith(null, null, isSampleHome, false) };
  const user = await sessionUserOfRow(db, row);
  const home: CallerHome | null = row.home?.id == null ? null : row.home;
  return { user, access: reportAccessWith(user, home, isSampleHome, user.userRole === 'AGENT_PRO') };
}
