import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { consumeAddress, returnAddress } from '../payment';
import { findProperty, type PropertyRow } from './property-identity.service';
import { properties, userProperties } from './property.tables';

/** Shown when a user has no addresses left (the out-of-address modal offers more). */
export const OUT_OF_ADDRESSES_MESSAGE = 'You have used all your addresses. Get more addresses to add this home.';
/** Shown for an unknown property. */
export const PROPERTY_NOT_FOUND_MESSAGE = 'We could not find this property.';

/** A home in the user's list. */
export interface UserPropertyView {
  userPropertyId: number;
  claimed: boolean;
  isSavedAddress: boolean;
  isPaidAddress: boolean;
  tier: 'free' | 'saved' | 'paid';
  property: { propertyId: number; kukunId: number; address: string; unitNumber: string; city: string; state: string; zipCode: string };
}

function view(up: typeof userProperties.$inferSelect, p: PropertyRow): UserPropertyView {
  return {
    userPropertyId: up.id,
    claimed: up.claimed,
    isSavedAddress: up.tier === 'saved',
    isPaidAddress: up.tier === 'paid',
    tier: up.tier,
    property: { propertyId: p.kukunId, kukunId: p.kukunId, address: p.address, unitNumber: p.unitNumber, city: p.city, state: p.state, zipCode: p.zipCode },
  };
}

/** A user_properties row and its property as the API shows a home. */
export const viewUserProperty = view;

/** The user's homes, oldest first. */
export async function listUserProperties(db: Database, userId: number): Promise<UserPropertyView[]> {
  const rows = await db
    .select()
    .from(userProperties)
    .innerJoin(properties, eq(userProperties.kukunId, properties.kukunId))
    .where(eq(userProperties.userId, userId))
    .orderBy(asc(userProperties.id));
  return rows.map((r) => view(r.user_properties, r.properties));
}

/**
 * Adds a home to the user's list. A new address uses one from the allowance; a
 * home already in the list is returned as it is and uses nothing.
 */
export async function addUserProperty(db: Database, userId: number, kukunId: number): Promise<{ home: UserPropertyView; created: boolean; addressRemainingCount: number | null }> {
  const property = await findProperty(db, kukunId);
  if (!property) throw new ApiError(404, 'NOT_FOUND', PROPERTY_NOT_FOUND_MESSAGE);
  const [existing] = await db
    .select()
    .from(userProperties)
    .where(and(eq(userProperties.userId, userId), eq(userProperties.kukunId, kukunId)));
  if (existing) return { home: view(existing, property), created: false, addressRemainingCount: null };

  const used = await consumeAddress(db, userId);
  if (!used.consumed) throw new ApiError(403, 'OUT_OF_ADDRESSES', OUT_OF_ADDRESSES_MESSAGE, { addressRemainingCount: 0 });
  const [row] = await db.insert(userProperties).values({ userId, kukunId }).onConflictDoNothing().returning();
  if (!row) {
    // A parallel request added the same home first; this one's address is not used.
    await returnAddress(db, userId);
    const [again] = await db
      .select()
      .from(userProperties)
      .where(and(eq(userProperties.userId, userId), eq(userProperties.kukunId, kukunId)));
    return { home: view(again!, property), created: false, addressRemainingCount: used.remaining + 1 };
  }
  return { home: view(row, property), created: true, addressRemainingCount: used.remaining };
}

/** The user's home by its id, or 404 (another user's home is not found either). */
export async function ownUserProperty(db: Database, userId: number, userPropertyId: number) {
  const [row] = await db
    .select()
    .from(userProperties)
    .innerJoin(properties, eq(userProperties.kukunId, properties.kukunId))
    .where(and(eq(userProperties.id, userPropertyId), eq(userProperties.userId, userId)));
  if (!row) throw new ApiError(404, 'NOT_FOUND', PROPERTY_NOT_FOUND_MESSAGE);
  return row;
}

/** Removes a home from the user's list (the address used stays used). */
export async function deleteUserProperty(db: Database, userId: number, userPropertyId: number): Promise<void> {
  await ownUserProperty(db, userId, userPropertyId);
  await db.delete(userProperties).where(and(eq(userProperties.id, userPropertyId), eq(userProperties.userId, userId)));
}

/**
 * Upgrade to save: a free home becomes saved. Costs nothing; a saved or paid
 * home is answered as it is (saving never lowers a paid home).
 */
export async function saveUserProperty(db: Database, userId: number, userPropertyId: number): Promise<UserPropertyView> {
  const row = await ownUserProperty(db, userId, userPropertyId);
  const [updated] = await db
    .update(userProperties)
    .set({ tier: 'saved' })
    .where(and(eq(userProperties.id, userPropertyId), eq(userProperties.tier, 'free')))
    .returning();
  return view(updated ?? row.user_properties, row.properties);
}

/**
 * Upgrade to paid: a free or saved home becomes paid by using one address of
 * the allowance, the same counter that bundles bought on /pricing-options add to.
 * A paid home uses nothing again. With no address left: 403 OUT_OF_ADDRESSES, so
 * the page opens the out-of-address modal. One transaction: the tier changes only
 * when the address was used, and two parallel upgrades use one address.
 */
export async function upgradeUserPropertyToPaid(db: Database, userId: number, userPropertyId: number): Promise<{ home: UserPropertyView; upgraded: boolean }> {
  const row = await ownUserProperty(db, userId, userPropertyId);
  // The user's own claimed home has everything paid gives, free (shared-lib homeActionsOffered): no address is used.
  if (row.user_properties.claimed && row.user_properties.tier !== 'paid') return { home: view(row.user_properties, row.properties), upgraded: false };
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userProperties)
      .set({ tier: 'paid' })
      .where(and(eq(userProperties.id, userPropertyId), sql`${userProperties.tier} <> 'paid'`))
      .returning();
    if (!updated) return { home: view({ ...row.user_properties, tier: 'paid' }, row.properties), upgraded: false };
    const used = await consumeAddress(tx as unknown as Database, userId);
    if (!used.consumed) throw new ApiError(403, 'OUT_OF_ADDRESSES', OUT_OF_ADDRESSES_MESSAGE, { addressRemainingCount: 0 });
    return { home: view(updated, row.properties), upgraded: true };
  });
}

/** Unclaims a home: the user no longer says they own it, so someone else may claim it. Idempotent. */
export async function unclaimUserProperty(db: Database, userId: number, userPropertyId: number): Promise<UserPropertyView> {
  const row = await ownUserProperty(db, userId, userPropertyId);
  const [updated] = await db.update(userProperties).set({ claimed: false }).where(eq(userProperties.id, userPropertyId)).returning();
  return view(updated ?? row.user_properties, row.properties);
}

/**
 * Unlocks a home's full report (the report's unlockData and prePaidAddress modals): a home not in
 * the user's homes is added as paid with one address; a free or saved one is upgraded to paid
 * (one address); a paid or claimed home uses nothing. 403 OUT_OF_ADDRESSES when none is left.
 */
export async function unlockHome(db: Database, userId: number, kukunId: number): Promise<{ home: UserPropertyView; upgraded: boolean }> {
  const property = await findProperty(db, kukunId);
  if (!property) throw new ApiError(404, 'NOT_FOUND', PROPERTY_NOT_FOUND_MESSAGE);
  const [existing] = await db
    .select()
    .from(userProperties)
    .where(and(eq(userProperties.userId, userId), eq(userProperties.kukunId, kukunId)));
  if (existing) return upgradeUserPropertyToPaid(db, userId, existing.id);
  return db.transaction(async (tx) => {
    const used = await consumeAddress(tx as unknown as Database, userId);
    if (!used.consumed) throw new ApiError(403, 'OUT_OF_ADDRESSES', OUT_OF_ADDRESSES_MESSAGE, { addressRemainingCount: 0 });
    const [row] = await tx.insert(userProperties).values({ userId, kukunId, tier: 'paid' }).onConflictDoNothing().returning();
    // A parallel request added the home first: throwing rolls the address back; the caller may retry.
    if (!row) throw new ApiError(409, 'CONFLICT', 'This home was just added. Please try again.');
    return { home: view(row, property), upgraded: true };
  });
}
