import { and, desc, eq, inArray } from 'drizzle-orm';
import { guessAccuracy, guessErrors, guessScore } from './guess-score';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/envelope';
import { placeOfZip, searchPlaces, type Place } from '../geography.service';
import { reportWithOwnerFacts } from '../owner-facts/owner-facts.service';
import { listUserProperties, ownUserProperty } from '../user-property.service';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { seedOf } from '../providers/sample-random';
import { featuredSales, recentSalesIn, soldHomeByKey, type SoldHome } from './sold-homes';
import { saleGuesses, soldHomeAlerts } from './guess.tables';
import { currentHomeValue } from '../home-value';

/** Answered (404) for a sale key that names no recent sale. */
export const SOLD_HOME_NOT_FOUND_MESSAGE = 'We could not find this sold home. Only homes sold in the last 90 days can be guessed.';
/** Answered (409) for a second guess of the same home. */
export const ALREADY_GUESSED_MESSAGE = 'You already guessed the price of this home. Your guess is in your history.';
/** Most sold homes a search answers. */
export const SEARCH_LIMIT = 30;

/** A sold home as the game shows it: the price and the valuation only once the user has guessed. */
export type SoldHomeView = Omit<SoldHome, 'salePrice' | 'valuation'> & { guessed: boolean; salePrice: number | null; valuation: number | null };

/** The outcome of one guess: the real price, the product's valuation, both errors and the score. */
export interface GuessResult {
  kind: 'sold-home' | 'own-home';
  saleKey: string | null;
  kukunId: number | null;
  address: string;
  guess: number;
  /** The sale price (sold home) or the valuation (own home). */
  actual: number;
  valuation: number;
  guessError: { dollars: number; percent: number };
  /** The valuation's error against the sale price (null for one's own home: the valuation is the answer). */
  valuationError: { dollars: number; percent: number } | null;
  score: number;
  createdAt: string;
}

function view(home: SoldHome, guessed: boolean): SoldHomeView {
  return { ...home, guessed, salePrice: guessed ? home.salePrice : null, valuation: guessed ? home.valuation : null };
}

async function guessedKeys(db: Database, userId: number | null): Promise<Set<string>> {
  if (userId === null) return new Set();
  const rows = await db
    .select({ saleKey: saleGuesses.saleKey })
    .from(saleGuesses)
    .where(and(eq(saleGuesses.userId, userId), eq(saleGuesses.kind, 'sold-home')));
  return new Set(rows.flatMap((r) => (r.saleKey ? [r.saleKey] : [])));
}

function resultOf(row: typeof saleGuesses.$inferSelect): GuessResult {
  return {
    kind: row.kind,
    saleKey: row.saleKey,
    kukunId: row.kukunId,
    address: row.address,
    guess: row.guess,
    actual: row.actual,
    valuation: row.valuation,
    guessError: guessErrors(row.guess, row.actual),
    valuationError: row.kind === 'sold-home' ? guessErrors(row.valuation, row.actual) : null,
    score: guessScore(row.guess, row.actual),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The next home to guess: a recent sale of the featured ZIP codes the user has not guessed, in an order of its own per user. */
export async function nextSoldHome(db: Database, provider: PropertyDataProvider, userId: number | null, now = new Date()): Promise<SoldHomeView | null> {
  const done = await guessedKeys(db, userId);
  const open = featuredSales(provider, now).filter((h) => !done.has(h.saleKey));
  const order = (h: SoldHome) => seedOf(`${userId ?? 0}:${h.saleKey}`);
  const next = open.sort((a, b) => order(a) - order(b))[0];
  return next ? view(next, false) : null;
}

/** One sold home by its key (404 when it names no recent sale). */
export async function soldHome(db: Database, provider: PropertyDataProvider, userId: number | null, saleKey: string, now = new Date()): Promise<SoldHomeView> {
  const home = soldHomeByKey(provider, saleKey, now);
  if (!home) throw new ApiError(404, 'NOT_FOUND', SOLD_HOME_NOT_FOUND_MESSAGE);
  return view(home, (await guessedKeys(db, userId)).has(saleKey));
}

/** Records a guess of a sold home's price and answers the real price, the valuation, the errors and the score. One guess per home. */
export async function guessSoldHome(db: Database, provider: PropertyDataProvider, userId: number, saleKey: string, guess: number, now = new Date()): Promise<GuessResult> {
  const home = soldHomeByKey(provider, saleKey, now);
  if (!home) throw new ApiError(404, 'NOT_FOUND', SOLD_HOME_NOT_FOUND_MESSAGE);
  const [row] = await db
    .insert(saleGuesses)
    .values({
      userId,
      kind: 'sold-home',
      saleKey,
      address: `${home.address}, ${home.city}, ${home.state} ${home.zipCode}`,
      guess,
      actual: home.salePrice,
      valuation: home.valuation,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(409, 'ALREADY_GUESSED', ALREADY_GUESSED_MESSAGE);
  return resultOf(row);
}

/** Records a guess of the user's own home's value against the report's valuation (the owner's corrections included). */
export async function guessOwnHome(db: Database, provider: PropertyDataProvider, userId: number, userPropertyId: number, guess: number): Promise<GuessResult> {
  const home = await ownUserProperty(db, userId, userPropertyId);
  const report = await reportWithOwnerFacts(db, provider, home.properties);
  const p = home.properties;
  const { value } = await currentHomeValue(db, p.kukunId, report.summary.currentValue);
  const [row] = await db
    .insert(saleGuesses)
    .values({ userId, kind: 'own-home', kukunId: p.kukunId, address: `${p.address}, ${p.city}, ${p.state} ${p.zipCode}`, guess, actual: value, valuation: value })
    .returning();
  return resultOf(row!);
}

/** The user's guesses, newest first, with the accuracy of the sold-home guesses and of the own-home ones. */
export async function guessHistory(db: Database, userId: number) {
  const rows = await db.select().from(saleGuesses).where(eq(saleGuesses.userId, userId)).orderBy(desc(saleGuesses.createdAt), desc(saleGuesses.id)).limit(500);
  const guesses = rows.map(resultOf);
  return {
    guesses,
    accuracy: guessAccuracy(guesses.filter((g) => g.kind === 'sold-home')),
    ownHomeAccuracy: guessAccuracy(guesses.filter((g) => g.kind === 'own-home')),
  };
}

/**
 * Sold homes by city, ZIP code or address: a ZIP code or a city ("Denver", "Austin, TX") lists the recent
 * sales of up to 3 of its ZIP codes; other text is looked for in the addresses of the featured sales.
 */
export async function searchSoldHomes(
  db: Database,
  provider: PropertyDataProvider,
  userId: number | null,
  q: string,
  now = new Date(),
): Promise<{ places: Place[]; homes: SoldHomeView[] }> {
  const text = q.trim();
  const zip = /^\d{5}$/.test(text) ? placeOfZip(text) : undefined;
  const places = zip ? [zip] : searchPlaces(text, 3);
  const found =
    places.length > 0
      ? places.flatMap((p) => recentSalesIn(provider, p, now)).sort((a, b) => b.saleDate.localeCompare(a.saleDate))
      : featuredSales(provider, now).filter((h) => h.address.toLowerCase().includes(text.toLowerCase()));
  const done = await guessedKeys(db, userId);
  return { places, homes: found.slice(0, SEARCH_LIMIT).map((h) => view(h, done.has(h.saleKey))) };
}

/** The user's homes and whether each has the new-sales email on. */
export async function soldHomeAlertsOf(db: Database, userId: number) {
  const homes = await listUserProperties(db, userId);
  const ids = homes.map((h) => h.userPropertyId);
  const on = new Set(
    ids.length === 0 ? [] : (await db.select({ id: soldHomeAlerts.userPropertyId }).from(soldHomeAlerts).where(inArray(soldHomeAlerts.userPropertyId, ids))).map((r) => r.id),
  );
  return homes.map((h) => ({
    userPropertyId: h.userPropertyId,
    address: h.property.address,
    city: h.property.city,
    state: h.property.state,
    zipCode: h.property.zipCode,
    enabled: on.has(h.userPropertyId),
  }));
}

/** Turns the new-sales email on or off for one of the user's homes (another user's home is 404). */
export async function setSoldHomeAlert(db: Database, userId: number, userPropertyId: number, enabled: boolean) {
  await ownUserProperty(db, userId, userPropertyId);
  if (enabled) await db.insert(soldHomeAlerts).values({ userPropertyId }).onConflictDoNothing();
  else await db.delete(soldHomeAlerts).where(eq(soldHomeAlerts.userPropertyId, userPropertyId));
  return soldHomeAlertsOf(db, userId);
}
