import { z } from 'zod';
import { CLAIM_QUESTION, PARCEL_DIGITS_PATTERN } from '@homeworth/shared-lib/domain';
import { claimResponseSchema } from './property.schema';
import { successSchema } from '../../http/envelope';

// Request and response shapes of the owner claim.

/** POST /user-properties/{id}/claim body: the owner's verification answers. */
export const claimBodySchema = z
  .object({
    /** The knowledge check: the last 4 digits of the home's parcel number (APN), which the product never shows. */
    parcelLast4: z.string().trim().regex(PARCEL_DIGITS_PATTERN, CLAIM_QUESTION.format),
    /** The owner states they own (or co-own) the home. */
    attestOwner: z.literal(true),
  })
  .strict();

export { claimResponseSchema };

/** GET /properties/{kukunId}/claim-status answer. */
export const claimStatusResponseSchema = successSchema(
  z.object({
    kukunId: z.number().int(),
    hasValue: z.boolean(),
    claimed: z.boolean(),
    claimedByYou: z.boolean(),
    userPropertyId: z.number().int().nullable(),
    claimedCount: z.number().int(),
    claimLimit: z.number().int(),
    claimLimitReached: z.boolean(),
    eligibility: z.enum(['eligible', 'claimed-by-you', 'already-claimed', 'no-value', 'claim-limit-reached']),
    verificationLocked: z.boolean(),
  }),
);
