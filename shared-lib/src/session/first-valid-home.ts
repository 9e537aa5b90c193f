import { dispatchPropertySelected } from '../events/event-bus';
import { readMyHome, writeMyHome, type MyHome } from './my-home';

/** A property in the user's list. */
export interface UserPropertyEntry {
  userPropertyId: number;
  claimed: boolean;
  validAddress?: boolean;
  property: {
    propertyId: number;
    kukunId?: number | null;
    address: string;
    unitNumber?: string | null;
    city: string;
    state: string;
    zipCode: string;
  };
}

/** The user's first property with a valid, complete address as a my_home value, with its kukunId. */
export function firstValidHome(properties: readonly UserPropertyEntry[]): { home: MyHome; kukunId: number | null } | null {
  const entry = properties.find((p) => p.validAddress !== false && [p.property.address, p.property.city, p.property.state, p.property.zipCode].every((v) => v.trim() !== ''));
  if (!entry) return null;
  const { property } = entry;
  const home: MyHome = {
    userPropertyId: entry.userPropertyId,
    propertyId: property.propertyId,
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
    claimed: entry.claimed,
    ...(property.unitNumber ? { unitNumber: property.unitNumber } : {}),
  };
  return { home, kukunId: property.kukunId ?? null };
}

/**
 * Login side effect: the first valid address becomes my_home
 * with its kukun_id. Returns false (and leaves my_home alone) when no property qualifies.
 */
export function selectFirstValidHome(properties: readonly UserPropertyEntry[]): boolean {
  // A home chosen before signing in stays when it is one of the user's (it is "validated").
  const chosen = readMyHome();
  if (chosen && properties.some((p) => p.property.propertyId === chosen.propertyId)) return true;
  const first = firstValidHome(properties);
  if (!first) return false;
  // Same as session.selectHome, without importing session.ts (which imports this file).
  writeMyHome(first.home, first.kukunId);
  dispatchPropertySelected({ home: first.home });
  return true;
}
