import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import { claimHome, claimStatus } from './owner-claim.service';
import { claimBodySchema, claimResponseSchema, claimStatusResponseSchema } from './owner-claim.schema';
import { findProperty } from './property-identity.service';
import { kukunIdParamsSchema, userPropertyParamsSchema } from './property.schema';
import type { PropertyDataProvider } from './providers/property-data.provider';
import { buildReport } from './report.service';
import { ownUserProperty, PROPERTY_NOT_FOUND_MESSAGE } from './user-property.service';

/** What the owner-claim routes need: the database and the provider whose report gives value and bedrooms. */
export interface OwnerClaimRoutesOptions {
  db: Database;
  provider: PropertyDataProvider;
}

const tags = ['property'];

/** Owner claim under /api/v1/property: the claim rules for a home, and the verified claim. */
export const ownerClaimRoutes: FastifyPluginAsyncZod<OwnerClaimRoutesOptions> = async (app, { db, provider }) => {
  app.get(
    '/properties/:kukunId/claim-status',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Whether the signed-in user may claim this home, and the claim-limit flag', params: kukunIdParamsSchema, response: { 200: claimStatusResponseSchema, ...failureResponses(400, 401, 404) } },
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
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Claim a home as its owner, after the verification',
        description: '409 ALREADY_CLAIMED, NO_VALUE or CLAIM_LIMIT_REACHED; 422 VERIFICATION_FAILED when the bedroom count does not match the record.',
        params: userPropertyParamsSchema,
        body: claimBodySchema,
        response: { 200: claimResponseSchema, ...failureResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = request.sessionUser;
      if (!user) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
      const row = await ownUserProperty(db, user.userId, request.params.userPropertyId);
      const { currentValue, bedrooms } = buildReport(provider, row.properties).summary;
      return ok({ home: await claimHome(db, user.userId, request.params.userPropertyId, { currentValue, bedrooms }, request.body) });
    },
  );
};
