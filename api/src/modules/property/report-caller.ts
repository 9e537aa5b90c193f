import { and, eq } from 'drizzle-orm';
import type { ReportAccess, SessionUser } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { liveSessionColumns, liveSessionWhere, sessions, sessionUserOfRow, users } from '../security';
import { userProperties } from './property.tables';
import { callerHomeColumns, reportAccessWith, type CallerHome } from './report-access.service';

/** Who opens a home report and what they may see of it. */
export interface ReportCaller {
  /** The signed-in user, or null for a guest (no cookie, or a session that is signed out or expired). */
  user: SessionUser | null;
  access: Omit<ReportAccess, 'lockedSections'>;
}

/**
 * The caller of one home's report: the live session, its user and the user's row of that home read
 * in one query (the session is read on every request, never kept: a signed-out session stops at once
 * on every replica). An agent's Pro tier comes from the session's role rule, already applied here.
 */
export async function reportCallerOf(db: Database, token: string | undefined, kukunId: number, isSampleHome: boolean): Promise<ReportCaller> {
  const live = token === undefined ? null : liveSessionWhere(token);
  const [row] = live
    ? await db
        .select({ ...liveSessionColumns, home: callerHomeColumns })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(userProperties, and(eq(userProperties.userId, sessions.userId), eq(userProperties.kukunId, kukunId)))
        .where(live)
        .limit(1)
    : [];
  if (!row) return { user: null, access: reportAccessWith(null, null, isSampleHome, false) };
  const user = await sessionUserOfRow(db, row);
  const home: CallerHome | null = row.home?.id == null ? null : row.home;
  return { user, access: reportAccessWith(user, home, isSampleHome, user.userRole === 'AGENT_PRO') };
}
