/**
 * Contractor business types (GET professional-business-types).
 *
 * Source: U.S. Census Bureau, North American Industry Classification System (NAICS) 2022,
 * sector 23 Construction: 236118 Residential Remodelers and the 2381-2389 specialty trade
 * contractors, named here in homeowners' words. The NAICS code stays beside each type so the
 * list can be checked against the classification. Each type lists the estimator projects
 * (`ESTIMATOR_PROJECTS` slugs) such a contractor does.
 */
export interface ContractorBusinessType {
  /** URL- and API-safe id, e.g. "roofing". */
  id: string;
  label: string;
  naics: string;
  projects: readonly string[];
}

export const CONTRACTOR_BUSINESS_TYPES: readonly ContractorBusinessType[] = [
  {
    id: 'remodeling',
    label: 'Remodeling',
    naics: '236118',
    projects: [
      'Kitchen-Renovation-Cost',
      'Bathroom-Renovation-Cost',
      'Master-Bathroom-Remodel-Cost',
      'Half-Bath-Remodel',
      'Basement-Remodel-Cost',
      'Bedroom-Remodel-Cost',
      'Living-Room-Remodel-Cost',
      'Home-Office-Remodel',
      'Garage-Remodel-Cost',
    ],
  },
  {
    id: 'additions',
    label: 'Additions',
    naics: '236118',
    projects: ['Room-Addition-Cost-Calculator', 'Sunroom-Addition-Cost', 'In-Law-Suite-Additions', 'Great-Room-Additions', 'Family-Room-Additions'],
  },
  { id: 'roofing', label: 'Roofing', naics: '238160', projects: ['Roofing-Cost-Estimator'] },
  { id: 'plumbing', label: 'Plumbing', naics: '238220', projects: ['Hot-Water-Heater-Replacement', 'Repipe-House-Water-Supply-Lines'] },
  { id: 'hvac', label: 'Heating and air conditioning', naics: '238220', projects: ['Furnace-Replacement', 'Air-Conditioning-Replacement', 'Air-Conditioning-Installation'] },
  { id: 'electrical', label: 'Electrical', naics: '238210', projects: ['Electrical-Panel-Upgrade', 'Install-Recessed-Lighting'] },
  {
    id: 'windows-doors',
    label: 'Windows and doors',
    naics: '238150',
    projects: [
      'Window-Replacement',
      'Window-Installation-Cost',
      'Entry-Door-Installation',
      'Exterior-Door-Replacement-Cost',
      'Interior-Door-Replacement',
      'Garage-Door-Replacement',
    ],
  },
  { id: 'flooring', label: 'Flooring and tile', naics: '238330', projects: ['Flooring-Replacement', 'Flooring-Installation', 'Tile-Backsplash'] },
  { id: 'painting', label: 'Painting and drywall', naics: '238320', projects: ['Interior-Painting', 'Exterior-Painting', 'Remove-Popcorn-Ceiling'] },
  { id: 'cabinets', label: 'Cabinets and countertops', naics: '238350', projects: ['Cabinets', 'Countertops'] },
  { id: 'decks', label: 'Decks and outdoor', naics: '238990', projects: ['Installing-Deck'] },
  { id: 'pools', label: 'Pools', naics: '238990', projects: ['Indoor-Swimming-Pool-Remodel'] },
  { id: 'solar', label: 'Solar', naics: '238210', projects: [] },
];

/** The ids of every business type. */
export const CONTRACTOR_BUSINESS_TYPE_IDS: readonly string[] = CONTRACTOR_BUSINESS_TYPES.map((t) => t.id);

/** The business type of an id, or undefined. */
export function contractorBusinessType(id: string): ContractorBusinessType | undefined {
  return CONTRACTOR_BUSINESS_TYPES.find((t) => t.id === id);
}

/** The business type that does an estimator project (its first match), for "Find contractors near you". */
export function businessTypeOfProject(slug: string): ContractorBusinessType | undefined {
  return CONTRACTOR_BUSINESS_TYPES.find((t) => t.projects.includes(slug));
}

/** Directory address of a locality: "Austin", "TX" -> "austin-tx". */
export function localitySlug(city: string, state: string): string {
  return `${city}-${state}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The directory page of a business type near a ZIP code (the estimator result's link). */
export function contractorDirectoryPath(query: { zipCode?: string; businessType?: string }): string {
  const params = new URLSearchParams();
  if (query.zipCode) params.set('zip', query.zipCode);
  if (query.businessType) params.set('type', query.businessType);
  const search = params.toString();
  return `/best-contractors-near-me${search ? `?${search}` : ''}`;
}

/** Logo and photo uploads: png or jpeg, at most 15 MB (the profile image limit). */
export const CONTRACTOR_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** Photos of work a profile may show. */
export const CONTRACTOR_MAX_PHOTOS = 8;
/** Service radius around the office, in miles. */
export const CONTRACTOR_MAX_RADIUS_MILES = 100;
/** ZIP codes a service area may list. */
export const CONTRACTOR_MAX_SERVICE_ZIPS = 30;

/** Messages of the contractor area. */
export const CONTRACTOR_MESSAGES = {
  alreadyClaimed: 'This company profile has already been claimed. If it is your company, contact us and we will look into it.',
  claimPending: 'A claim for this company profile is already waiting for confirmation.',
  hasProfile: 'Your account already has a company profile.',
  claimLinkInvalid: 'This claim link is not valid or has already been used.',
  unclaimedNoContact: 'This company has not claimed its profile yet, so it cannot receive messages here.',
  leadSent: 'Your message has been sent. The contractor will reply to you by email or phone.',
} as const;
