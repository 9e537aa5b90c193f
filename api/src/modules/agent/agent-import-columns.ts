import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '@homeworth/shared-lib/domain';

/**
 * Header names that mean each client field, normalised (lower case, letters and digits only), best
 * first. Besides the plain names they cover Google Contacts CSV ("Given Name", "E-mail 1 - Value",
 * "Address 1 - Street") and Outlook CSV ("E-mail Address", "Mobile Phone", "Home Street") exports.
 */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  firstName: ['firstname', 'givenname', 'first', 'fname', 'forename'],
  lastName: ['lastname', 'familyname', 'surname', 'last', 'lname'],
  fullName: ['fullname', 'name', 'displayname', 'contactname', 'contact', 'fileas'],
  emailAddress: ['email', 'emailaddress', 'email1value', 'email1', 'emailaddress1', 'mail', 'primaryemail', 'homeemail', 'workemail', 'email2value', 'email2address'],
  phoneNumber: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'cell',
    'cellphone',
    'phone1value',
    'primaryphone',
    'homephone',
    'businessphone',
    'telephone',
    'tel',
    'phone2value',
  ],
  address: [
    'address',
    'street',
    'streetaddress',
    'address1',
    'addressline1',
    'address1street',
    'homestreet',
    'homeaddress',
    'propertyaddress',
    'businessstreet',
    'otherstreet',
    'address1formatted',
  ],
  city: ['city', 'town', 'address1city', 'homecity', 'businesscity', 'othercity', 'locality'],
  state: ['state', 'region', 'province', 'address1region', 'homestate', 'businessstate', 'otherstate', 'st'],
  zipCode: ['zip', 'zipcode', 'postalcode', 'postcode', 'address1postalcode', 'homepostalcode', 'businesspostalcode', 'otherpostalcode', 'zippostalcode'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks'],
};

/** A header as the matcher compares it. */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Matches the file's columns to client fields: for each field the header with the best-ranked
 * synonym, each column used once. The agent corrects the result on the mapping step.
 */
export function matchColumns(headers: readonly string[]): ImportMapping {
  const normalised = headers.map(normaliseHeader);
  const used = new Set<number>();
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, null])) as ImportMapping;
  for (const field of IMPORT_FIELDS) {
    for (const synonym of SYNONYMS[field]) {
      const index = normalised.findIndex((h, i) => h === synonym && !used.has(i));
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
        break;
      }
    }
  }
  return mapping;
}
