import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development clock's offset (one row, id 1): how far the background jobs' time runs ahead of
 * the real one. In the database so every API replica and job worker reads the same time, and a
 * restart keeps it. Only the dev clock route writes it, and it cannot be turned on in production.
 */
export const devClockOffsets = pgTable('dev_clock_offsets', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
