import { and, eq, inArray, sql } from 'drizzle-orm';
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

const callerColumns = { ...liveSessionColumns, tokenHash: sessions.tokenHash, home: { ...callerHomeColumns, kukunId: userProperties.kukunId } };

/** One caller's session, user and row of the home: one statement prepared once per database. */
function singleStatement(db: Database) {
  return db
    .select(callerColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userProperties, and(eq(userProperties.userId, sessions.userId), eq(userProperties.kukunId, sql.placeholder('kukunId'))))
    .where(liveSessionWhere(sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('report_caller');
}

type CallerRow = Awaited<ReturnType<ReturnType<typeof singleStatement>['execute']>>[number];

interface Waiting {
  tokenHash: string;
  kukunId: number;
  resolve: (row: CallerRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * The callers' reads of one database. Requests that arrive together (one turn of the event loop) share
 * one query: each request still reads the database after it arrived, so a session signed out before
 * is refused, but many requests cost one round trip and one wake-up of the server instead of one each.
 */
class CallerReads {
  private waiting: Waiting[] = [];
  private single: ReturnType<typeof singleStatement> | undefined;

  constructor(private readonly db: Database) {}

  read(tokenHash: string, kukunId: number): Promise<CallerRow | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ tokenHash, kukunId, resolve, reject });
      if (this.waiting.length === 1) setImmediate(() => void this.run());
    });
  }

  private async run(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      if (batch.length === 1) {
        const [only] = batch as [Waiting];
        this.single ??= singleStatement(this.db);
        only.resolve((await this.single.execute({ tokenHash: only.tokenHash, kukunId: only.kukunId }))[0]);
        return;
      }
      const rows = await this.db
        .select(callerColumns)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(userProperties, and(eq(userProperties.userId, sessions.userId), inArray(userProperties.kukunId, [...new Set(batch.map((w) => w.kukunId))])))
        .where(liveSessionWhere([...new Set(batch.map((w) => w.tokenHash))]));
      // A session has a row per home of the batch it owns (or one without a home); each caller takes the row of their home.
      for (const w of batch) {
        const ofSession = rows.filter((r) => r.tokenHash === w.tokenHash);
        const row = ofSession.find((r) => r.home?.kukunId === w.kukunId) ?? ofSession[0];
        w.resolve(row && (row.home?.kukunId === w.kukunId ? row : { ...row, home: null }));
      }
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
}

const reads = new WeakMap<Database, CallerReads>();

/**
 * The caller of one home's report: the live session, its user and the user's row of that home read
 * in one query (the session is read on every request, never kept: a signed-out session stops at once
 * on every replica). An agent's Pro tier comes from the session's role rule, already applied here.
 */
export async function reportCallerOf(db: Database, token: string | undefined, kukunId: number, isSampleHome: boolean): Promise<ReportCaller> {
  const tokenHash = token === undefined ? null : sessionTokenHashOf(token);
  let callerReads = reads.get(db);
  if (tokenHash !== null && !callerReads) reads.set(db, (callerReads = new CallerReads(db)));
  const row = tokenHash === null ? undefined : await callerReads!.read(tokenHash, kukunId);
  if (!row) return { user: null, access: reportAccessWith(null, null, isSampleHome, false) };
  const user = await sessionUserOfRow(db, row);
  const home: CallerHome | null = row.home?.id == null ? null : row.home;
  return { user, access: reportAccessWith(user, home, isSampleHome, user.userRole === 'AGENT_PRO') };
}
