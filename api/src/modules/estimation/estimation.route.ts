import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, findEstimatorProject, type EstimatorAnswers } from '@homeworth/shared-lib/domain';
import { combineEstimates } from './combine-estimates';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import {
  accountLimitsResponseSchema,
  multiprojectBodySchema,
  multiprojectResponseSchema,
  notifySuspiciousBodySchema,
  notifySuspiciousResponseSchema,
  estimateBodySchema,
  estimateResponseSchema,
  planDeletedResponseSchema,
  planListResponseSchema,
  planParamsSchema,
  planResponseSchema,
} from './estimation.schema';
import { estimateProject } from '../cost-model';
import { accountLimits, assertGuestMayEstimate, checkSelectionLimit, gateGuestEstimate, notifySuspiciousAccount } from './estimator-gating.service';
import { checkGuestPermutation, gateEmailProjects } from './guest-limits.service';
import { optionalSessionUser } from '../security';
import { deletePlan, getPlan, listPlans, saveCombinedPlans, savePlan } from './estimator-plan.service';
import { estimatorReportFileName, renderEstimatePdf } from './estimate-pdf';
import { hasPdfUnlock } from '../payment';

/** Shown when a PDF report is downloaded before it was unlocked. */
export const PDF_LOCKED_MESSAGE = 'Unlock this PDF report to download it.';

const tags = ['estimation'];

/**
 * /api/v1/estimation: remodel cost estimates with return on investment, and saved plans.
 * Estimates are open to guests and store nothing. The current home value is the
 * home-value answer; when the property module knows the value of the user's home,
 * the UI pre-fills that answer, so this module needs no call into it.
 */
export const estimationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/estimates',
    {
      schema: {
        tags,
        summary: 'Estimate a project: cost, line items, range, return on investment',
        body: estimateBodySchema,
        response: { 200: estimateResponseSchema, ...failureResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { project, finishLevel, answers } = request.body;
      const result = estimateProject({ project, finishLevel, answers: answers as EstimatorAnswers });
      // Gated after validation, so a bad request never counts as the guest's one project or a permutation.
      if (!(await optionalSessionUser(db, request))) {
        assertGuestMayEstimate(request, [result.project]);
        const recordPermutation = checkGuestPermutation(request, reply, { project: result.project, finishLevel, answers });
        gateGuestEstimate(request, reply, [result.project]);
        recordPermutation();
      }
      return ok(result);
    },
  );

  app.post(
    '/multiproject-estimates',
    {
      schema: {
        tags,
        summary: 'Estimate several projects of one home together: each project, combined total, range and ROI, payback ranking',
        body: multiprojectBodySchema,
        response: { 200: multiprojectResponseSchema, ...failureResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { finishLevel, projects, email } = request.body;
      const slugs = projects.map((p) => findEstimatorProject(p.project)?.slug ?? p.project);
      if (new Set(slugs).size !== slugs.length) throw new ApiError(400, ERROR_CODES.validation, 'Each project can be chosen only once.', { field: 'projects' });
      const user = await optionalSessionUser(db, request);
      await checkSelectionLimit(db, user, projects.length);
      const results = projects.map((p) => estimateProject({ project: p.project, finishLevel, answers: p.answers as EstimatorAnswers }, 'multi'));
      if (!user) {
        assertGuestMayEstimate(request, slugs);
        const recordPermutation = checkGuestPermutation(request, reply, { finishLevel, projects });
        // A guest's email is counted in the database: 3 projects per address within 48 hours.
        if (email) await gateEmailProjects(db, email, slugs);
        gateGuestEstimate(request, reply, slugs);
        recordPermutation();
      }
      return ok(combineEstimates(results, finishLevel));
    },
  );

  app.get(
    '/limits',
    { schema: { tags, summary: "The caller's project limits and estimator gating state (guests included)", response: { 200: accountLimitsResponseSchema } } },
    async (request) => ok(await accountLimits(db, await optionalSessionUser(db, request))),
  );

  app.post(
    '/notify-suspicious-account',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Record a suspicious-account notification (once per user and verified flag)',
        body: notifySuspiciousBodySchema,
        response: { 200: notifySuspiciousResponseSchema, ...failureResponses(400, 401) },
      },
    },
    async (request) => ok({ recorded: await notifySuspiciousAccount(db, request.sessionUser!.userId, request.body.verifiedUser) }),
  );

  app.post(
    '/plans',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Save an estimate as a plan (priced again on the server)',
        body: estimateBodySchema,
        response: { 201: planResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { project, finishLevel, answers } = request.body;
      const plan = await savePlan(db, request.sessionUser!.userId, { project, finishLevel, answers: answers as EstimatorAnswers });
      return reply.status(201).send(ok(plan));
    },
  );

  app.post(
    '/plans/multiproject',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Save every project of a combined estimate as a plan (all or none; priced again on the server)',
        body: multiprojectBodySchema,
        response: { 201: planListResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { finishLevel, projects } = request.body;
      const user = request.sessionUser!;
      await checkSelectionLimit(db, user, projects.length);
      const plans = await saveCombinedPlans(
        db,
        user.userId,
        projects.map((p) => ({ project: p.project, finishLevel, answers: p.answers as EstimatorAnswers })),
      );
      return reply.status(201).send(ok(plans));
    },
  );

  app.get(
    '/plans',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "The signed-in user's saved plans, newest first", response: { 200: planListResponseSchema, ...failureResponses(401) } },
    },
    async (request) => ok(await listPlans(db, request.sessionUser!.userId)),
  );

  app.get(
    '/plans/:userPropertyPlanId',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'One saved plan', params: planParamsSchema, response: { 200: planResponseSchema, ...failureResponses(400, 401, 404) } },
    },
    async (request) => ok(await getPlan(db, request.sessionUser!.userId, request.params.userPropertyPlanId)),
  );

  app.delete(
    '/plans/:userPropertyPlanId',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Delete a saved plan', params: planParamsSchema, response: { 200: planDeletedResponseSchema, ...failureResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await deletePlan(db, request.sessionUser!.userId, request.params.userPropertyPlanId);
      return ok({ deleted: true as const });
    },
  );

  app.get(
    '/plans/:userPropertyPlanId/pdf',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The estimator report of a saved plan as a PDF download', params: planParamsSchema, response: failureResponses(400, 401, 402, 404) },
    },
    async (request, reply) => {
      const user = request.sessionUser!;
      const plan = await getPlan(db, user.userId, request.params.userPropertyPlanId);
      // The PDF paywall: a report downloads once it is unlocked with a PDF download (payment module).
      if (!(await hasPdfUnlock(db, user.userId, plan.userPropertyPlanId))) throw new ApiError(402, 'PDF_LOCKED', PDF_LOCKED_MESSAGE);
      // Priced again from the saved answers, so the report and the result page agree.
      const estimate = estimateProject({ project: plan.projectNameAsKey[0]!, finishLevel: plan.finishLevel, answers: plan.answers });
      const at = new Date();
      const owner = `${user.userFirstName} ${user.userLastName}`;
      const pdf = await renderEstimatePdf(plan, estimate, owner, at);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${estimatorReportFileName(owner, at)}"`)
        .send(pdf as never);
    },
  );
};
