import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { LoginHome } from '../security';
import { properties, userProperties } from './property.tables';

/**
 * The user's homes, oldest first, read from the property context's tables so that sign-in can
 * set the first valid one as my_home (a side effect of signing in).
 * A property's id is its kukunId in this product.
 */
export async function homesForLogin(db: Database, userId: number): Promise<LoginHome[]> {
  const rows = await db
    .select({ entry: userProperties, property: properties })
    .from(userProperties)
    .innerJoin(properties, eq(properties.kukunId, userProperties.kukunId))
    .where(eq(userProperties.userId, userId))
    .orderBy(asc(userProperties.id));
  return rows.map(({ entry, property }) => ({
    userPropertyId: entry.id,
    claimed: entry.claimed,
    isSavedAddress: entry.tier === 'saved',
    isPaidAddress: entry.tier === 'paid',
    validAddress: true,
    property: {
      propertyId: property.kukunId,
      kukunId: property.kukunId,
      address: property.address,
      unitNumber: property.unitNumber,
      city: property.city,
      state: property.state,
      zipCode: property.zipCode,
    },
  }));
}
