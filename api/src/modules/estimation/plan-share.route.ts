import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponses, ok } from '../../http/envelope';
import { planParamsSchema } from './estimation.schema';
import {
  shareBodySchema,
  sharedEstimateResponseSchema,
  sharedTokenParamsSchema,
  shareLinkResponseSchema,
  shareLinkRevokedResponseSchema,
  shareResponseSchema,
} from './plan-share.schema';
import { brandedSharedEstimatePdf, getOrCreateShareLink, openSharedEstimate, revokeShareLink, sharePlan, type PlanShareContext } from './plan-share.service';

const tags = ['estimation'];

/**
 * Sharing saved plans under /api/v1/estimation:
 * email a plan to a list, and a signed read-only link that anyone holding it can open until the
 * owner revokes it. The plan id in the path stands in for the contract's userOrderId.
 */
export const planShareRoutes: FastifyPluginAsyncZod<PlanShareContext> = async (app, context) => {
  app.post(
    '/plans/:userPropertyPlanId/share',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Email a saved plan to a list (template ShareEstimatorHistory); the PDF report is attached once unlocked',
        params: planParamsSchema,
        body: shareBodySchema,
        response: { 200: shareResponseSchema, ...failureResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => ok(await sharePlan(context, request.sessionUser!, request.params.userPropertyPlanId, request.body, request.log)),
  );

  app.post(
    '/plans/:userPropertyPlanId/share-link',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The plan's read-only share link (made on first use)",
        params: planParamsSchema,
        response: { 200: shareLinkResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await getOrCreateShareLink(context, request.sessionUser!.userId, request.params.userPropertyPlanId)),
  );

  app.delete(
    '/plans/:userPropertyPlanId/share-link',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Revoke the plan's share link",
        params: planParamsSchema,
        response: { 200: shareLinkRevokedResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await revokeShareLink(context, request.sessionUser!.userId, request.params.userPropertyPlanId)),
  );

  app.get(
    '/shared/:token',
    {
      schema: {
        tags,
        summary: 'A shared plan and its estimate, read-only, for anyone holding the link (no sign-in)',
        params: sharedTokenParamsSchema,
        response: { 200: sharedEstimateResponseSchema, ...failureResponses(400, 404) },
      },
    },
    async (request) => ok(await openSharedEstimate(context, request.params.token)),
  );

  app.get(
    '/shared/:token/pdf',
    {
      schema: {
        tags,
        summary: "The branded PDF of an estimate a Pro agent shared: the estimator report under the agent's card (403 PRO_REQUIRED for anyone else's plan)",
        params: sharedTokenParamsSchema,
        response: failureResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const pdf = await brandedSharedEstimatePdf(context, request.params.token);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .send(pdf.content as never);
    },
  );
};
