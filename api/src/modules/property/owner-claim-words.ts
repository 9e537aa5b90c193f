import type { PropertyRow } from './property-identity.service';

/** A home's address on one line, as letters, e-mails and the admins' list name it. */
export function homeAddressOf(property: Pick<PropertyRow, 'address' | 'unitNumber' | 'city' | 'state' | 'zipCode'>): string {
  const unit = property.unitNumber ? ` Unit ${property.unitNumber}` : '';
  return `${property.address}${unit}, ${property.city}, ${property.state} ${property.zipCode}`.replace(/ $/, '');
}
