import { z } from 'zod';
import { CONTRACTOR_BUSINESS_TYPE_IDS, CONTRACTOR_MAX_RADIUS_MILES, CONTRACTOR_MAX_SERVICE_ZIPS, US_STATES, isValidEmail } from '@homeworth/shared-lib/domain';
import { successSchema } from '../../http/envelope';
import { placeOfZip } from '../property/geography.service';

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

/** The professional claim (shell-and-account.md §3). */
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

/** Any JSON object answer (the shapes are the services' return types). */
const data = z.record(z.string(), z.unknown());
export const professionalAnswer = successSchema(z.object({ professional: data }));
export const maybeProfessionalAnswer = successSchema(z.object({ professional: data.nullable() }));
export const directoryAnswer = successSchema(z.object({ area: data, results: z.array(data) }));
export const listAnswer = successSchema(data);
