import { eq, sql } from 'drizzle-orm';
import { DEFAULT_HOME_PREFERENCES, type HomePreferences } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { userPropertyPreferences } from './property.tables';
import { ownUserProperty } from './user-property.service';

function preferencesOf(row: typeof userPropertyPreferences.$inferSelect | undefined): HomePreferences {
  if (!row) return { ...DEFAULT_HOME_PREFERENCES };
  return { valueChangeAlerts: row.valueChangeAlerts, nearbyPermitAlerts: row.nearbyPermitAlerts, maintenanceReminders: row.maintenanceReminders };
}

/** The preferences of one of the user's homes (the defaults until the user changes them); 404 for anyone else's home. */
export async function homePreferences(db: Database, userId: number, userPropertyId: number): Promise<HomePreferences> {
  await ownUserProperty(db, userId, userPropertyId);
  const [row] = await db.select().from(userPropertyPreferences).where(eq(userPropertyPreferences.userPropertyId, userPropertyId));
  return preferencesOf(row);
}

/** Replaces the preferences of one of the user's homes; 404 for anyone else's home. */
export async function replaceHomePreferences(db: Database, userId: number, userPropertyId: number, next: HomePreferences): Promise<HomePreferences> {
  await ownUserProperty(db, userId, userPropertyId);
  const [row] = await db
    .insert(userPropertyPreferences)
    .values({ userPropertyId, ...next })
    .onConflictDoUpdate({ target: userPropertyPreferences.userPropertyId, set: { ...next, updatedAt: sql`now()` } })
    .returning();
  return preferencesOf(row);
}
