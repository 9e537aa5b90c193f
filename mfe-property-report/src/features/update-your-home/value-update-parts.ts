import type { OwnerFactsCorrection, VALUE_UPDATE_PARTS } from '@homeworth/shared-lib/domain';

type ValueUpdatePart = (typeof VALUE_UPDATE_PARTS)[number];

/**
 * The parts of the home a correction changes, as the onboarding funnel counts value updates: its size,
 * age or rooms (major), bathrooms (bath), the install years of its parts (house parts), the lot (extras).
 */
export function valueUpdateParts(change: OwnerFactsCorrection): ValueUpdatePart[] {
  const parts = new Set<ValueUpdatePart>();
  if (change.buildingArea !== undefined || change.yearBuilt !== undefined || change.bedrooms !== undefined) parts.add('major');
  if (change.bathrooms !== undefined) parts.add('bath');
  if (change.componentYears && Object.keys(change.componentYears).length > 0) parts.add('house-parts');
  if (change.lotSize !== undefined) parts.add('extras');
  return [...parts];
}
