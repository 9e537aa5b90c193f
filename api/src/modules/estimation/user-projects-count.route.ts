import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ApiError, ok, failureResponses, successSchema } from '../../http/envelope';
import { userPropertySchema } from '../property';
import { listUserProperties } from '../property';
import { savedProjectCount } from './estimator-gating.service';
import { estimatorPlanSchema } from './estimation.schema';
import { listPlans } from './estimator-plan.service';

/**
 * The tools a user's projects are made with and each tool's version:
 * GENERAL_ADDRESS 2 is a home added by its address (the user's homes), ESTIMATOR 1 a saved estimator plan
 * (single project, multiproject or sell-prep: each project is one plan).
 */
export const PROJECT_TOOLS = { GENERAL_ADDRESS: 2, ESTIMATOR: 1 } as const;

/** POST projects-by-tool body: the spec's call sends { toolName: GENERAL_ADDRESS, toolVersion: 2 }, the default. */
export const projectsByToolBodySchema = z
  .object({
    toolName: z.enum(['GENERAL_ADDRESS', 'ESTIMATOR']).default('GENERAL_ADDRESS'),
    toolVersion: z.number().int().optional(),
  })
  .strict();

const projectsByToolResponseSchema = successSchema(
  z.object({
    toolName: z.enum(['GENERAL_ADDRESS', 'ESTIMATOR']),
    toolVersion: z.number().int(),
    userProjects: z.union([z.array(userPropertySchema), z.array(estimatorPlanSchema)]),
  }),
);

/** GET /user-projects-count and POST /projects-by-tool: the signed-in user's own projects. */
export const userProjectsCountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/user-projects-count',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['estimation'],
        summary: "The number of projects in the signed-in user's saved plans",
        response: { 200: successSchema(z.object({ userProjectsCount: z.number().int() })), ...failureResponses(401) },
      },
    },
    async (request) => ok({ userProjectsCount: await savedProjectCount(db, request.sessionUser!.userId) }),
  );

  app.post(
    '/projects-by-tool',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['estimation'],
        summary:
          "The signed-in user's projects made with one tool: GENERAL_ADDRESS 2 (default) their homes, oldest first; ESTIMATOR 1 their saved plans, newest first; 400 for another tool or version",
        body: projectsByToolBodySchema,
        response: { 200: projectsByToolResponseSchema, ...failureResponses(400, 401) },
      },
    },
    async (request) => {
      const { toolName } = request.body;
      const toolVersion = request.body.toolVersion ?? PROJECT_TOOLS[toolName];
      if (toolVersion !== PROJECT_TOOLS[toolName]) {
        throw new ApiError(400, 'UNKNOWN_TOOL_VERSION', `${toolName} has version ${PROJECT_TOOLS[toolName]} only.`, { toolName, toolVersion });
      }
      const userId = request.sessionUser!.userId;
      const userProjects = toolName === 'GENERAL_ADDRESS' ? await listUserProperties(db, userId) : await listPlans(db, userId);
      return ok({ toolName, toolVersion, userProjects });
    },
  );
};
