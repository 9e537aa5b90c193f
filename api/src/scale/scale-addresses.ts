import zipcodes from 'zipcodes';
import { validateAddress, addressKey, kukunIdOf } from '../modules/property/property-identity.service';
import type { ScaleRandom } from './scale-random';

// Homes spread over many real cities and their ZIP codes, each address passing the same rules a
// typed address passes (validateAddress), so every seeded home opens like a real one.

const METROS: ReadonlyArray<[string, string]> = [
  ['Austin', 'TX'],
  ['Houston', 'TX'],
  ['Dallas', 'TX'],
  ['San Antonio', 'TX'],
  ['Phoenix', 'AZ'],
  ['Tucson', 'AZ'],
  ['Denver', 'CO'],
  ['Seattle', 'WA'],
  ['Portland', 'OR'],
  ['Sacramento', 'CA'],
  ['San Diego', 'CA'],
  ['San Jose', 'CA'],
  ['Las Vegas', 'NV'],
  ['Salt Lake City', 'UT'],
  ['Minneapolis', 'MN'],
  ['Chicago', 'IL'],
  ['Columbus', 'OH'],
  ['Indianapolis', 'IN'],
  ['Detroit', 'MI'],
  ['Milwaukee', 'WI'],
  ['Kansas City', 'MO'],
  ['Nashville', 'TN'],
  ['Atlanta', 'GA'],
  ['Charlotte', 'NC'],
  ['Raleigh', 'NC'],
  ['Orlando', 'FL'],
  ['Tampa', 'FL'],
  ['Miami', 'FL'],
  ['Richmond', 'VA'],
  ['Baltimore', 'MD'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['Boston', 'MA'],
  ['Albany', 'NY'],
  ['Hartford', 'CT'],
  ['Ames', 'IA'],
  ['Omaha', 'NE'],
  ['Boise', 'ID'],
  ['Albuquerque', 'NM'],
  ['Oklahoma City', 'OK'],
];

const STREETS = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Walnut',
  'Willow',
  'Hickory',
  'Birch',
  'Lakeview',
  'Sunset',
  'Highland',
  'Park',
  'Ridge',
  'Meadow',
  'Mill',
  'Church',
  'River',
  'Spring',
  'Forest',
  'Hill',
  'Valley',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Franklin',
  'Jackson',
  'Adams',
  'Main',
];
const SUFFIXES = ['Street', 'Avenue', 'Drive', 'Lane', 'Road', 'Court', 'Way', 'Place', 'Boulevard', 'Circle'];

/** A ZIP code of one of the metros, with the registry's spelling of its city. */
interface ZipPlace {
  zipCode: string;
  city: string;
  state: string;
}

let zipPlaces: ZipPlace[] | null = null;

/** Every standard ZIP code of the metros above (several hundred). */
export function scaleZipPlaces(): ZipPlace[] {
  zipPlaces ??= METROS.flatMap(([city, state]) =>
    (zipcodes.lookupByName(city, state) ?? []).filter((z) => /^\d{5}$/.test(z.zip)).map((z) => ({ zipCode: z.zip, city: z.city, state: z.state })),
  ).sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  return zipPlaces;
}

/** A stored property row (the `properties` table's insert shape). */
export interface ScaleProperty {
  kukunId: number;
  addressKey: string;
  address: string;
  unitNumber: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

/**
 * Generates distinct valid addresses; `taken` holds the kukun ids and address keys already used
 * (the database's and earlier ones), and a rare id collision moves to the next free id as
 * identifyProperty does.
 */
export class ScaleAddressBook {
  private readonly takenIds = new Set<number>();
  private readonly takenKeys = new Set<string>();

  constructor(existing: ReadonlyArray<{ kukunId: number; addressKey: string }> = []) {
    for (const row of existing) {
      this.takenIds.add(row.kukunId);
      this.takenKeys.add(row.addressKey);
    }
  }

  next(random: ScaleRandom): ScaleProperty {
    const places = scaleZipPlaces();
    for (;;) {
      const place = random.pick(places);
      const street = `${random.int(1, 9899)} ${random.pick(STREETS)} ${random.pick(SUFFIXES)}`;
      const input = { address: street, city: place.city, state: place.state, zipCode: place.zipCode };
      let checked: ReturnType<typeof validateAddress>;
      try {
        checked = validateAddress(input);
      } catch {
        continue;
      }
      const key = addressKey({ ...input, address: checked.street });
      if (this.takenKeys.has(key)) continue;
      let kukunId = kukunIdOf(key);
      while (this.takenIds.has(kukunId)) kukunId = (kukunId % 2_000_000_000) + 1;
      this.takenKeys.add(key);
      this.takenIds.add(kukunId);
      return {
        kukunId,
        addressKey: key,
        address: checked.street,
        unitNumber: checked.unitNumber,
        city: checked.city,
        state: checked.state,
        zipCode: checked.place.zipCode,
        latitude: checked.place.latitude,
        longitude: checked.place.longitude,
      };
    }
  }
}
