// The home a maintenance plan is for: read by the plan, the replacement budget and the printable plan,
// so it lives outside any one feature (it sat in maintenance-plan.api, an import cycle with the budget).

/**
 * The home a plan belongs to. `userPropertyId` null: the sample home (guests, users without a home),
 * read-only; `isSample`: its facts come from sample data (also true for a user's home on the sample provider).
 */
export interface PlanHome {
  userPropertyId: number | null;
  kukunId: number;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  yearBuilt: number;
  buildingArea: number;
  bedrooms: number;
  bathrooms: number;
  climateZone: { zone: string; moisture: string; label: string; source: string };
  isSample: boolean;
  readOnly: boolean;
}

/** Which home: the user's home id, or null for the API's choice (claimed home, first home, sample home). */
export type HomeChoice = number | null;
