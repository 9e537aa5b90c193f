import { z } from 'zod';
import { claimResponseSchema } from './property.schema';
import { successSchema } from '../../http/envelope';

// Request and response shapes of the owner claim (estimator-property-agent.md §4 "Owner claim").

/** POST /user-properties/{id}/claim body: the owner's verification answers. */
export const claimBodySchema = z
  .object({
    /** The knowledge check: the bedroom count the owner gives. */
    bedrooms: z.number().int().min(0).max(50),
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
  }),
);
