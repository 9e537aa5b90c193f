import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { devClockOffsets } from './clock.tables';

/** The time the background jobs (alerts, reminders) run at. */
export interface Clock {
  now(): Promise<Date>;
}

/** The real time: production's clock, and every process without the dev clock. */
export const systemClock: Clock = { now: async () => new Date() };

const ROW = 1;

/** How far the dev clock runs ahead of the real time, in milliseconds (0 when never moved). */
export async function devClockOffsetMs(db: Database): Promise<number> {
  const [row] = await db.select({ offsetMs: devClockOffsets.offsetMs }).from(devClockOffsets).where(eq(devClockOffsets.id, ROW));
  return row?.offsetMs ?? 0;
}

/** Sets the dev clock's offset (0 puts it back on the real time). */
export async function setDevClockOffsetMs(db: Database, offsetMs: number): Promise<void> {
  await db
    .insert(devClockOffsets)
    .values({ id: ROW, offsetMs })
    .onConflictDoUpdate({ target: devClockOffsets.id, set: { offsetMs, updatedAt: new Date() } });
}

/**
 * The development clock: the real time plus the offset stored in the database, read on every call
 * so all replicas and workers agree at once. Development and test only (config DEV_CLOCK).
 */
export function devClock(db: Database): Clock {
  return { now: async () => new Date(Date.now() + (await devClockOffsetMs(db))) };
}
