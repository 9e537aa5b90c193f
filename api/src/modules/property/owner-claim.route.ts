import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import { accountAndAddressLimit } from '../../http/account-and-address-limit';
import type { RateLimitSetting } from '../../http/rate-limit';
import { claimHome, claimRecordOf, claimStatus } from './owner-claim.service';
import { claimBodySchema, claimResponseSchema, claimStatusResponseSchema } from './owner-claim.schema';
import { findProperty } from './property-identity.service';
import { kukunIdParamsSchema, userPropertyParamsSchema } from './property.schema';
import type { PropertyDataProvider } from './providers/property-data.provider';
import { buildReport } from './report.service';
import { ownUserProperty, PROPERTY_NOT_FOUND_MESSAGE } from './user-property.service';

/** What the owner-claim routes need: the database and the provider whose record the claim is checked against. */
export interface OwnerClaimRoutesOptions {
  db: Database;
  provider: PropertyDataProvider;
  /** Budget of claim attempts per account and per address, over all homes. */
  claimRateLimit?: RateLimitSetting;
}

/**
 * Claim attempts: 10 an hour per account and per address, over all homes. The knowledge check's
 * own lock (5 wrong answers per home per user per day) is kept in the database by the service.
 */
export const CLAIM_RATE_LIMIT: RateLimitSetting = { max: 10, timeWindow: '1 hour' };

const tags = ['property'];

/** Owner claim under /api/v1/property: the claim rules for a home, and the verified claim. */
export const ownerClaimRoutes: FastifyPluginAsyncZod<OwnerClaimRoutesOptions> = async (app, { db, provider, claimRateLimit = CLAIM_RATE_LIMIT }) => {
  const claimLimit = accountAndAddressLimit(app, 'owner-claim', claimRateLimit);

  app.get(
    '/properties/:kukunId/claim-status',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Whether the signed-in user may claim this home, and the claim-limit flag',
        params: kukunIdParamsSchema,
        response: { 200: claimStatusResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const property = await findProperty(db, request.params.kukunId);
      if (!property) throw new ApiError(404, ERROR_CODES.notFound, PROPERTY_NOT_FOUND_MESSAGE);
      const { currentValue } = buildReport(provider, property).summary;
      return ok(await claimStatus(db, request.sessionUser!.userId, property.kukunId, currentValue));
    },
  );

  app.post(
    '/user-properties/:userPropertyId/claim',
    {
      preHandler: [app.authenticate, claimLimit],
      schema: {
        tags,
        summary: 'Claim a home as its owner, after the verification',
        description:
          '409 ALREADY_CLAIMED, NO_VALUE or CLAIM_LIMIT_REACHED; 422 VERIFICATION_FAILED (args.attemptsLeft) when the last 4 digits of the parcel number do not match the record; ' +
          '429 TOO_MANY_ATTEMPTS after 5 wrong answers for the home today, RATE_LIMITED past the hourly budget.',
        params: userPropertyParamsSchema,
        body: claimBodySchema,
        response: { 200: claimResponseSchema, ...failureResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const user = request.sessionUser;
      if (!user) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
      const row = await ownUserProperty(db, user.userId, request.params.userPropertyId);
      return ok({ home: await claimHome(db, user.userId, request.params.userPropertyId, claimRecordOf(provider, row.properties), request.body) });
    },
  );
};
