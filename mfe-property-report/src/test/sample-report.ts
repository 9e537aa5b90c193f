// Test data only, never imported by the app.

/** The facts of a report's summary for a 1990 Austin home (address left to each test). */
export const SAMPLE_SUMMARY_FACTS = {
  unitNumber: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78704',
  bedrooms: 3,
  bathrooms: 2,
  buildingArea: 1800,
  yearBuilt: 1990,
  currentValue: 412000,
  totalGrowth: 21,
  propertyScore: 71,
  ratingOutOfFive: 3.6,
  permitsTotal: 4,
  salePrice: null,
  saleDate: null,
};
