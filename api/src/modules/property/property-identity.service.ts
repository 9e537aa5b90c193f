import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import { isValidClientAddress } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { homeNumberOf } from '../market';
import { normaliseState, placeNameInState, placeOfZip, searchPlaces } from './geography.service';
import { properties, userProperties } from './property.tables';
import { loadRecordedHome, storeRecordedHomeProperty, type RecordedHome } from './recorded-home.service';

/** What identifies an address: its kukun id. */
export interface AddressInput {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  unitNumber?: string;
}

/** A stored property; `recorded` when it is a recorded sale of a loaded market (recorded-home.service.ts). */
export type PropertyRow = typeof properties.$inferSelect & { recorded?: RecordedHome };

/** Why an address could not be identified; the text is shown to the user. */
export class AddressProblem extends Error {}

/** Shown when the street part is not "number street". */
export const STREET_MESSAGE = 'Enter the street address with its house number, for example 120 Oak Street.';
/** Shown when the unit is not a short unit designation. */
export const UNIT_MESSAGE = 'Enter the unit as letters and numbers, for example 4B.';
/** Shown when the ZIP code is not a US ZIP code or does not belong to the state. */
export const ZIP_MESSAGE = 'We could not find this ZIP code in the United States. Check the ZIP code and state.';

// eslint-disable-next-line security/detect-unsafe-regex -- linear: the optional unit "-digits" cannot overlap the whitespace that follows; the street part is bounded (80)
const STREET = /^\d+[A-Za-z]?(-\d+)?\s+[A-Za-z0-9][A-Za-z0-9 .'#-]{1,80}$/;
/** A street line is a number and a few words (the longest US street names have about six). */
const STREET_MAX_WORDS = 8;
const STREET_MAX_LENGTH = 60;
const UNIT = /^[A-Za-z0-9][A-Za-z0-9 #.-]{0,11}$/;

/** The street line's shape: house number, a few words, bounded length. */
const isStreetLine = (street: string) => STREET.test(street) && street.length <= STREET_MAX_LENGTH && street.split(' ').length <= STREET_MAX_WORDS;

// USPS standard suffix abbreviations (Publication 28, Appendix C1), the common ones.
const SUFFIXES: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  square: 'sq',
  trail: 'trl',
  way: 'way',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/** The key two spellings of one address share: lower case, no punctuation, USPS abbreviations. */
export function addressKey(input: AddressInput): string {
  const street = input.address
    .toLowerCase()
    .replace(/[.,']/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => SUFFIXES[w] ?? w)
    .join(' ');
  const unit = (input.unitNumber ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${street}|${unit}|${input.zipCode.trim().slice(0, 5)}`;
}

/** True for the report ids of recorded sales (above every address's id). */
export const isRecordedHomeId = (kukunId: number): boolean => homeNumberOf(kukunId) !== undefined;

/** FNV-1a over the key, folded to a positive 31-bit integer: the same address always gets the same kukunId. */
export function kukunIdOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 1) % 2_000_000_000 || 1;
}

/**
 * Checks and tidies an address; throws AddressProblem with a message for the user. Everything stored
 * and shown to others comes from here: a street line of the right shape, a short unit, a real US
 * state whose ZIP code it is (geography), and a city that is a real place of that state (the ZIP's
 * own city otherwise), so no typed free text is kept.
 */
export function validateAddress(input: AddressInput) {
  const street = input.address.trim().replace(/\s+/g, ' ');
  if (!isStreetLine(street)) throw new AddressProblem(STREET_MESSAGE);
  const unitNumber = (input.unitNumber ?? '').trim();
  if (unitNumber !== '' && !UNIT.test(unitNumber)) throw new AddressProblem(UNIT_MESSAGE);
  const place = placeOfZip(input.zipCode);
  const state = normaliseState(input.state);
  if (!place || !state || state !== place.state || !isValidClientAddress({ address: street, city: place.city, state, zipCode: input.zipCode }))
    throw new AddressProblem(ZIP_MESSAGE);
  const city = placeNameInState(input.city, state) ?? place.city;
  return { street: titleCase(street), unitNumber, city, state, place };
}

/** Whether a stored property still passes the address rules (one planted before they applied does not). */
export function isValidStoredAddress(row: PropertyRow): boolean {
  try {
    const checked = validateAddress(row);
    return placeNameInState(row.city, checked.state) !== undefined && checked.street === row.address && checked.unitNumber === row.unitNumber;
  } catch {
    return false;
  }
}

/** The key a valid address is stored under (`properties.address_key`): finding a known home by it needs no query. */
export function storedAddressKey(input: AddressInput): string {
  return addressKey({ ...input, address: validateAddress(input).street });
}

/**
 * Finds or records the property at an address and returns it. The kukunId is
 * the address key's hash; on the rare collision with another address the next free id is used.
 */
export async function identifyProperty(db: Database, input: AddressInput): Promise<PropertyRow> {
  const { street, unitNumber, city, state, place } = validateAddress(input);
  const key = addressKey({ ...input, address: street });
  const [existing] = await db.select().from(properties).where(eq(properties.addressKey, key));
  if (existing) return existing;
  let kukunId = kukunIdOf(key);
  for (;;) {
    const [taken] = await db.select({ key: properties.addressKey }).from(properties).where(eq(properties.kukunId, kukunId));
    if (!taken) break;
    if (taken.key === key) break;
    kukunId = (kukunId % 2_000_000_000) + 1;
  }
  await db
    .insert(properties)
    .values({ kukunId, addressKey: key, address: street, unitNumber, city, state, zipCode: place.zipCode, latitude: place.latitude, longitude: place.longitude })
    .onConflictDoNothing();
  const [row] = await db.select().from(properties).where(eq(properties.addressKey, key));
  if (!row) throw new Error('property insert lost');
  return row;
}

/** A stored property by kukunId, or undefined (also for one whose address fails the address rules). */
export async function findProperty(db: Database, kukunId: number): Promise<PropertyRow | undefined> {
  if (isRecordedHomeId(kukunId)) {
    const recorded = await loadRecordedHome(db, kukunId);
    return recorded ? { ...(await storeRecordedHomeProperty(db, kukunId, recorded)), recorded } : undefined;
  }
  const [row] = await db.select().from(properties).where(eq(properties.kukunId, kukunId));
  return row && isValidStoredAddress(row) ? row : undefined;
}

/** One autocomplete entry. `kukunId` is set for properties already known. */
export interface AddressSuggestion {
  label: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  kukunId: number | null;
}

/** Splits "120 Oak St, Austin TX" / "120 Oak St 78701" into the street and the location part. */
export function splitQuery(query: string): { street: string; location: string } {
  const text = query.trim().replace(/\s+/g, ' ');
  const comma = text.indexOf(',');
  if (comma >= 0) return { street: text.slice(0, comma).trim(), location: text.slice(comma + 1).trim() };
  const zip = /^(\d.*\S)\s+(\d{5})$/.exec(text);
  if (zip?.[1] && zip[2]) return { street: zip[1], location: zip[2] };
  return /^\d/.test(text) ? { street: text, location: '' } : { street: '', location: text };
}

function label(s: Omit<AddressSuggestion, 'label' | 'kukunId'>): string {
  return `${s.address}, ${s.city}, ${s.state} ${s.zipCode}`;
}

/**
 * Autocomplete: known properties first, then the typed street in each matching US place. Known
 * properties are the public ones (`publicAddressKeys`, the sample home) and the caller's own homes:
 * an address another user typed is never suggested.
 */
export async function suggestAddresses(db: Database, query: string, callerId: number | null, publicAddressKeys: string[], limit = 8): Promise<AddressSuggestion[]> {
  const { street, location } = splitQuery(query);
  const pattern = `%${(street || location).replace(/[%_\\]/g, '')}%`;
  const mine = callerId === null ? [] : await db.select({ kukunId: userProperties.kukunId }).from(userProperties).where(eq(userProperties.userId, callerId));
  const visible = or(
    inArray(properties.addressKey, publicAddressKeys),
    mine.length > 0
      ? inArray(
          properties.kukunId,
          mine.map((m) => m.kukunId),
        )
      : undefined,
  );
  const known = (
    await db
      .select()
      .from(properties)
      .where(and(visible, or(ilike(properties.address, pattern), street ? undefined : ilike(properties.city, pattern))))
      .limit(4)
  ).filter(isValidStoredAddress);
  const suggestions: AddressSuggestion[] = known.map((p) => ({
    label: label({ address: p.address, city: p.city, state: p.state, zipCode: p.zipCode }),
    address: p.address,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    kukunId: p.kukunId,
  }));
  if (street && isStreetLine(street) && location) {
    for (const place of searchPlaces(location, limit)) {
      const s = { address: titleCase(street), city: place.city, state: place.state, zipCode: place.zipCode };
      const text = label(s);
      if (!suggestions.some((x) => x.label.toLowerCase() === text.toLowerCase())) suggestions.push({ ...s, label: text, kukunId: null });
    }
  }
  return suggestions.slice(0, limit);
}
