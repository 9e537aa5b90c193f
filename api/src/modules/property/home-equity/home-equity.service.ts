import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { currentHomeValue } from '../home-value';
import { reportWithOwnerFacts } from '../owner-facts/owner-facts.service';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { ownUserProperty } from '../user-property.service';
import { homeEquityInputs } from './home-equity.tables';

/** Most a value or balance may be, in dollars (fits the integer column with room to spare). */
export const MAX_HOME_DOLLARS = 100_000_000;

/** One home's equity as the report shows it. */
export interface HomeEquity {
  userPropertyId: number;
  /** The report's estimate today. */
  reportValue: number;
  /** The user's own value (homeValueUpdate), null when they kept the report's. */
  ownerValue: number | null;
  /** The value equity is counted from: the user's when given, else the report's. */
  homeValue: number;
  /** What is left on the mortgage (mortgageBalance), null until the user says. */
  mortgageBalance: number | null;
  /** homeValue - mortgageBalance; null until a balance is given (no guess at a loan). */
  equity: number | null;
}

/** The equity of one of the user's homes (another user's home is 404). */
export async function homeEquity(db: Database, provider: PropertyDataProvider, userId: number, userPropertyId: number): Promise<HomeEquity> {
  const row = await ownUserProperty(db, userId, userPropertyId);
  const report = await reportWithOwnerFacts(db, provider, row.properties);
  const [inputs] = await db.select().from(homeEquityInputs).where(eq(homeEquityInputs.userPropertyId, userPropertyId));
  const reportValue = (await currentHomeValue(db, row.properties.kukunId, report.summary.currentValue)).value;
  const ownerValue = inputs?.ownerValue ?? null;
  const homeValue = ownerValue ?? reportValue;
  const mortgageBalance = inputs?.mortgageBalance ?? null;
  return { userPropertyId, reportValue, ownerValue, homeValue, mortgageBalance, equity: mortgageBalance === null ? null : homeValue - mortgageBalance };
}

/** Stores one of the inputs (the other is kept) and answers the equity after it. */
export async function updateHomeEquity(
  db: Database,
  provider: PropertyDataProvider,
  userId: number,
  userPropertyId: number,
  change: { ownerValue: number | null } | { mortgageBalance: number },
): Promise<HomeEquity> {
  await ownUserProperty(db, userId, userPropertyId);
  await db
    .insert(homeEquityInputs)
    .values({ userPropertyId, ...change })
    .onConflictDoUpdate({ target: homeEquityInputs.userPropertyId, set: { ...change, updatedAt: sql`now()` } });
  return homeEquity(db, provider, userId, userPropertyId);
}
