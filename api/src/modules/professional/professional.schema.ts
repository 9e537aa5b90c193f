import { z } from 'zod';
import { CONTRACTOR_BUSINESS_TYPE_IDS, CONTRACTOR_MAX_RADIUS_MILES, CONTRACTOR_MAX_SERVICE_ZIPS, US_STATES, isValidEmail } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';
import { placeOfZip } from '../property';
import type { DirectoryResult, SearchArea } from './professional-directory.service';
import type { PublicProfile, ownerView } from './professional-profile.service';

// Request and response shapes of /api/v1/professional.

const state = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => US_STATES[s] !== undefined, 'Use the two-letter code of a US state, for example TX');
const zipCode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Use a five-digit ZIP code');
const email = z.string().trim().toLowerCase().max(254).refine(isValidEmail, 'Invalid email! Try again with a correct format.');
/** '' or a phone number of 10 to 15 digits (spaces, dashes, dots, brackets and + allowed). */
const phone = z
  .string()
  .trim()
  .max(30)
  .refine((p) => p === '' || (/^[0-9()+\-.\s]+$/.test(p) && p.replace(/\D/g, '').length >= 10 && p.replace(/\D/g, '').length <= 15), 'Use a phone number of 10 to 15 digits');

/** The company step of a contractor's sign-up. */
export const companyBodySchema = z.object({
  companyName: z.string().trim().min(1).max(120),
  streetAddress: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(80),
  state,
  zipCode,
});

/** The professional claim. */
export const claimBodySchema = companyBodySchema.extend({ professionalId: z.number().int().positive().max(2_147_483_647), email });

/** The owner's profile update. */
export const profileUpdateBodySchema = z.object({
  companyName: z.string().trim().min(1).max(120),
  businessPhone: phone,
  description: z.string().trim().max(2000),
  businessTypes: z
    .array(z.enum(CONTRACTOR_BUSINESS_TYPE_IDS as [string, ...string[]]))
    .max(CONTRACTOR_BUSINESS_TYPE_IDS.length)
    .transform((types) => [...new Set(types)]),
  licenseNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9 -]*$/, 'Use letters, digits and dashes'),
  licenseState: z.union([z.literal(''), state]),
  insurance: z.string().trim().max(200),
  yearsInBusiness: z.number().int().min(0).max(200).nullable(),
  serviceZipCodes: z
    .array(zipCode.refine((z) => placeOfZip(z) !== undefined, 'Unknown US ZIP code'))
    .max(CONTRACTOR_MAX_SERVICE_ZIPS)
    .transform((zips) => [...new Set(zips)]),
  serviceRadiusMiles: z.number().int().min(1).max(CONTRACTOR_MAX_RADIUS_MILES).nullable(),
  leadEmails: z.boolean(),
});

/** A homeowner's message through the contact form. */
export const leadBodySchema = z.object({
  name: z.string().trim().min(1).max(80),
  email,
  phone: phone.optional().default(''),
  zipCode,
  message: z.string().trim().min(10, 'Write at least 10 characters').max(2000),
});

export const professionalIdParams = z.object({ professionalId: z.coerce.number().int().positive().max(2_147_483_647) });
export const kukunUrlParams = z.object({
  kukunUrl: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z0-9-]+$/),
});
export const localityParams = z.object({
  locality: z
    .string()
    .min(4)
    .max(80)
    .regex(/^[a-z0-9-]+-[a-z]{2}$/),
});
export const businessTypeQuery = z.enum(CONTRACTOR_BUSINESS_TYPE_IDS as [string, ...string[]]).optional();
export const nearByQuery = z
  .object({ zipCode: zipCode.optional(), q: z.string().trim().min(2).max(80).optional(), businessType: businessTypeQuery })
  .refine((q) => q.zipCode !== undefined || q.q !== undefined, { message: 'Give a ZIP code or a city', path: ['zipCode'] });

// Answer schemas. Strict: a field a service adds without adding it here fails the route tests instead of
// leaving the remotes' generated types (npm run api:types) behind.

const businessTypeLabel = z.strictObject({ id: z.string(), label: z.string() });

/** A permit the contractor pulled (professional-permits.ts ContractorPermit, as the profile lists it). */
const contractorPermitSchema = z
  .strictObject({
    id: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    projectType: z.string(),
    permitDate: z.string(),
    status: z.enum(['Issued', 'In review', 'Inspection']),
    jobValue: z.number(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'ContractorPermit' });

/** The public profile (professional-profile.service.ts publicProfile). Never the account's email. */
export const publicProfileSchema = z
  .strictObject({
    professionalId: z.number().int(),
    kukunUrl: z.string(),
    companyName: z.string(),
    contractorName: z.string(),
    claimed: z.boolean(),
    /** An unclaimed company known only from the sample permit data. */
    sampleData: z.boolean(),
    companyContact: z.strictObject({ companyProfileImage: z.string().nullable(), businessPhone: z.string().nullable(), acceptsMessages: z.boolean() }),
    serviceArea: z.strictObject({
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      zipCodes: z.array(z.string()),
      radiusMiles: z.number().int().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
    description: z.string(),
    businessTypes: z.array(businessTypeLabel),
    license: z.strictObject({ number: z.string(), state: z.string() }),
    insurance: z.string(),
    yearsInBusiness: z.number().int().nullable(),
    photos: z.array(z.string()),
    memberSince: z.string(),
    permits: z.strictObject({ count: z.number().int(), types: z.array(z.strictObject({ type: z.string(), count: z.number().int() })), recent: z.array(contractorPermitSchema) }),
    /** The estimator projects of its business types with their local cost range (basic to upscale finish). */
    projects: z.array(z.strictObject({ slug: z.string(), displayName: z.string(), low: z.number(), high: z.number() })),
    /** The BEA regional price parity the ranges are priced with (estimation/regional-index.ts). */
    costIndex: z.strictObject({ state: z.string(), name: z.string(), index: z.number(), source: z.string() }),
  })
  .meta({ id: 'ContractorProfile', description: "A contractor's public profile" });

/** The owner's editable view of the profile (professional-profile.service.ts ownerView). */
export const ownProfileSchema = z
  .strictObject({
    professionalId: z.number().int(),
    kukunUrl: z.string(),
    companyName: z.string(),
    email: z.string(),
    streetAddress: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    businessPhone: z.string(),
    description: z.string(),
    businessTypes: z.array(z.string()),
    licenseNumber: z.string(),
    licenseState: z.string(),
    insurance: z.string(),
    yearsInBusiness: z.number().int().nullable(),
    serviceZipCodes: z.array(z.string()),
    serviceRadiusMiles: z.number().int().nullable(),
    leadEmails: z.boolean(),
    companyProfileImage: z.string().nullable(),
    photos: z.array(z.strictObject({ name: z.string(), url: z.string() })),
    permitCompany: z.string().nullable(),
  })
  .meta({ id: 'OwnContractorProfile', description: "The contractor's own, editable profile" });

export const publicProfileAnswer = successSchema(z.strictObject({ professional: publicProfileSchema }));
export const ownProfileAnswer = successSchema(z.strictObject({ professional: ownProfileSchema }));
export const maybeOwnProfileAnswer = successSchema(z.strictObject({ professional: ownProfileSchema.nullable() }));

/** Where a directory search looked (professional-directory.service.ts SearchArea). */
const searchAreaSchema = z
  .strictObject({
    label: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** ZIP codes whose permits count as nearby activity. */
    zipCodes: z.array(z.string()),
  })
  .meta({ id: 'DirectoryArea' });

/** One ranked directory result with the inputs of its rank (professional-directory.service.ts DirectoryResult). */
const directoryResultSchema = z
  .strictObject({
    professionalId: z.number().int(),
    kukunUrl: z.string(),
    companyName: z.string(),
    claimed: z.boolean(),
    companyProfileImage: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    businessTypes: z.array(businessTypeLabel),
    recentPermits: z.strictObject({ count: z.number().int(), types: z.array(z.string()) }),
    rankingInputs: z.strictObject({
      typeMatch: z.boolean(),
      coversArea: z.boolean(),
      recentPermitsNearby: z.number().int(),
      distanceMiles: z.number().nullable(),
      profileCompleteness: z.number(),
      claimedAndLicensed: z.boolean(),
    }),
    score: z.number(),
  })
  .meta({ id: 'DirectoryResult' });

export const directoryAnswer = successSchema(z.strictObject({ area: searchAreaSchema, results: z.array(directoryResultSchema) }));

export const businessTypesAnswer = successSchema(z.strictObject({ businessTypes: z.array(z.strictObject({ id: z.string(), label: z.string(), naics: z.string() })) }));
export const statesAnswer = successSchema(z.strictObject({ states: z.array(z.string()) }));
export const zipCodesAnswer = successSchema(z.strictObject({ zipCodes: z.array(z.string()) }));
export const countByBusinessTypeAnswer = successSchema(
  z.strictObject({ area: searchAreaSchema, counts: z.array(z.strictObject({ businessType: z.string(), label: z.string(), count: z.number().int() })) }),
);
export const countByLocalityAnswer = successSchema(
  z.strictObject({ counts: z.array(z.strictObject({ locality: z.string(), city: z.string(), state: z.string(), count: z.number().int() }).meta({ id: 'LocalityCount' })) }),
);

/** A homeowner's message as the owner's Leads page lists it (professional-leads.service.ts leadsOf). */
const leadSchema = z
  .strictObject({ leadId: z.number().int(), name: z.string(), email: z.string(), phone: z.string(), zipCode: z.string(), message: z.string(), createdAt: z.string() })
  .meta({ id: 'ContractorLead' });

export const leadsAnswer = successSchema(z.strictObject({ leads: z.array(leadSchema) }));
export const leadSentAnswer = successSchema(z.strictObject({ leadId: z.number().int(), message: z.string() }));
export const claimStartedAnswer = successSchema(z.strictObject({ claimId: z.number().int(), status: z.enum(['EMAIL_SENT', 'ADMIN_REVIEW']), sentTo: z.string().nullable() }));
export const claimConfirmedAnswer = successSchema(z.strictObject({ professionalId: z.number().int(), kukunUrl: z.string() }));

// The services' answers must fit the schemas (a type change on either side fails type-checking).
const fitsPublic = (profile: PublicProfile): z.input<typeof publicProfileSchema> => profile;
const fitsOwn = (view: ReturnType<typeof ownerView>): z.input<typeof ownProfileSchema> => view;
const fitsArea = (area: SearchArea): z.input<typeof searchAreaSchema> => area;
const fitsResult = (result: DirectoryResult): z.input<typeof directoryResultSchema> => result;
void [fitsPublic, fitsOwn, fitsArea, fitsResult];
