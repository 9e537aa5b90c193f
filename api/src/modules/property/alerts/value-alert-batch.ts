import { and, between, eq, sql } from 'drizzle-orm';
import { formatDollars } from '@homeworth/shared-lib/domain';
import type { MailMessage } from '../../../providers/mail/mailer';
import { users } from '../../security';
import { homeValueAlertMarks } from '../home-alerts.tables';
import { ownerCorrectionsOfHomes } from '../owner-facts/owner-facts.service';
import { isRecordedHomeId } from '../property-identity.service';
import { properties, userProperties, userPropertyPreferences } from '../property.tables';
import { reportInputsOf, type ReportInputs } from '../report-cache';
import { sendClaimedAlerts, type AlertBatchOptions, type AlertBatchResult, type AlertRange } from './alert-batches';
import { alertKey, alertMessage, homeValueIn, SUBSCRIBER_COLUMNS, VALUE_CHANGE_THRESHOLD, wantsAlert, type HomeAlertDeps, type Subscriber } from './home-alerts.service';

/** The ledger queue of value-change alerts. */
const LEDGER_QUEUE = 'alerts.value-change';

type RangeSubscriber = Subscriber & { markValue: number | null; markPeriod: string | null };

/** The range's subscribers with their marks, in one query. */
function subscribersWithMarks(deps: HomeAlertDeps, range: AlertRange): Promise<RangeSubscriber[]> {
  return deps.db
    .select({ ...SUBSCRIBER_COLUMNS, markValue: homeValueAlertMarks.value, markPeriod: homeValueAlertMarks.period })
    .from(userProperties)
    .innerJoin(users, eq(users.id, userProperties.userId))
    .innerJoin(properties, eq(properties.kukunId, userProperties.kukunId))
    .leftJoin(userPropertyPreferences, eq(userPropertyPreferences.userPropertyId, userProperties.id))
    .leftJoin(homeValueAlertMarks, eq(homeValueAlertMarks.userPropertyId, userProperties.id))
    .where(and(between(userProperties.id, range.fromId, range.toId), wantsAlert('value-change')))
    .orderBy(userProperties.id);
}

/** The report inputs of the homes: every owner's corrections in one query; a home of a loaded market reads its record as the report does. */
async function inputsOfHomes(deps: HomeAlertDeps, homes: RangeSubscriber[]): Promise<Map<number, ReportInputs>> {
  const corrections = await ownerCorrectionsOfHomes(
    deps.db,
    homes.map((h) => h.property.kukunId),
  );
  const inputs = new Map<number, ReportInputs>();
  for (const { property } of homes) {
    if (inputs.has(property.kukunId)) continue;
    const typed = { property, corrections: corrections.get(property.kukunId) ?? null, factsVersion: 0, factsUpdatedAt: null };
    inputs.set(property.kukunId, (isRecordedHomeId(property.kukunId) && (await reportInputsOf(deps.db, property.kukunId))) || typed);
  }
  return inputs;
}

/** A home's first mark period: the year it was saved in, or last year when saved earlier, so a first alert reports at most one period's change. */
function firstMarkYear(s: Subscriber, year: number): number {
  return Math.min(year, Math.max(s.savedAt.getUTCFullYear(), year - 1));
}

/** One value-change alert due: the mark, the new value and the email. */
interface DueAlert {
  s: RangeSubscriber;
  key: string;
  value: number;
  message: MailMessage;
}

/** The email of a value that moved from `before` to `value`. */
function valueChangeContent(before: number, value: number) {
  const change = (value - before) / before;
  const percent = `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;
  return {
    subject: `Your home's value ${change > 0 ? 'went up' : 'went down'} ${percent}`,
    lines: [
      `Estimated value: ${formatDollars(before)} before, ${formatDollars(value)} now (${percent}, ${value - before >= 0 ? '+' : '-'}${formatDollars(Math.abs(value - before))}).`,
    ],
  };
}

/**
 * Checks one range of homes against their marks (runValueChangeAlerts describes the rule), with a
 * fixed number of queries however many homes it holds: one read of the homes and their marks, one
 * of the owners' corrections, one insert of the first marks, one claim of the alerts in the ledger,
 * one update of the moved marks; then one send and one ledger record per email. A failed send gives
 * its claim back and leaves its mark, so the retry sends it; a retry skips the emails already sent.
 */
export async function sendValueAlertBatch(deps: HomeAlertDeps, range: AlertRange, now: Date, options: AlertBatchOptions): Promise<AlertBatchResult> {
  const year = now.getUTCFullYear();
  const period = String(year);
  const homes = await subscribersWithMarks(deps, range);
  const result: AlertBatchResult = { homes: homes.length, sent: 0, failed: 0, lastError: null };
  // Most days every home already has this period's mark: nothing to value.
  const toValue = homes.filter((s) => s.markPeriod === null || (s.markPeriod !== period && (s.markValue ?? 0) > 0));
  if (toValue.length === 0) return result;
  const inputs = await inputsOfHomes(deps, toValue);
  const values = new Map<string, number>(); // one valuation per home and year however many users follow it
  const valueIn = (s: Subscriber, y: number) => {
    const key = `${s.property.kukunId}|${y}`;
    const value = values.get(key) ?? homeValueIn(deps.provider, inputs.get(s.property.kukunId)!, y);
    values.set(key, value);
    return value;
  };

  const firstMarks: Array<{ userPropertyId: number; value: number; period: string }> = [];
  const due: DueAlert[] = [];
  for (const s of toValue) {
    if (s.markPeriod === null) {
      const first = firstMarkYear(s, year);
      s.markValue = valueIn(s, first);
      s.markPeriod = String(first);
      firstMarks.push({ userPropertyId: s.userPropertyId, value: s.markValue, period: s.markPeriod });
    }
    const before = s.markValue!;
    if (s.markPeriod === period || before <= 0) continue;
    const value = valueIn(s, year);
    if (Math.abs((value - before) / before) < VALUE_CHANGE_THRESHOLD) continue;
    const key = alertKey(s, 'value-change', period);
    due.push({ s, key, value, message: alertMessage(deps, s, 'value-change', key, valueChangeContent(before, value)) });
  }
  if (firstMarks.length > 0) await deps.db.insert(homeValueAlertMarks).values(firstMarks).onConflictDoNothing();
  const { sent, sentBefore } = await sendClaimedAlerts(deps.db, deps.mailer, LEDGER_QUEUE, due, options, result);
  const moved = [...sentBefore, ...sent]; // an earlier attempt's sends have only their marks left to move
  // The value alerted becomes the mark the next period is compared with.
  if (moved.length > 0) {
    const rows = sql.join(
      moved.map((d) => sql`(${d.s.userPropertyId}::int, ${d.value}::int)`),
      sql`, `,
    );
    await deps.db.execute(sql`
      update ${homeValueAlertMarks} set value = moved.value, period = ${period}, updated_at = ${now.toISOString()}::timestamptz
      from (values ${rows}) as moved(id, value)
      where ${homeValueAlertMarks.userPropertyId} = moved.id`);
  }
  return result;
}
