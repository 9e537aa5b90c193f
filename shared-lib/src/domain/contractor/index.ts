// Contractors and the professionals a home uses: business types, and the key contacts of a maintenance plan.
// Imported as @homeworth/shared-lib/domain/contractor (or through @homeworth/shared-lib/domain).
export {
  contractorBusinessType,
  businessTypeOfProject,
  localitySlug,
  contractorDirectoryPath,
  type ContractorBusinessType,
  CONTRACTOR_BUSINESS_TYPES,
  CONTRACTOR_BUSINESS_TYPE_IDS,
  CONTRACTOR_IMAGE_MAX_BYTES,
  CONTRACTOR_MAX_PHOTOS,
  CONTRACTOR_MAX_RADIUS_MILES,
  CONTRACTOR_MAX_SERVICE_ZIPS,
  CONTRACTOR_MESSAGES,
} from './contractor-business-types';
export { keyContactsOf, type ContactSource, type KeyContact, TRADES_TO_FILL } from './maintenance-contacts';
