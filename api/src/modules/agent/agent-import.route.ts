import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, IMPORT_FIELDS, IMPORT_FILE_MESSAGES, IMPORT_MAX_BYTES, IMPORT_ROW_PROBLEMS, type ImportMapping, type ImportRowProblem } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import type { ClientInviter } from './agent-invitations.service';
import { requireRole } from '../security';
import { fileTooLarge, unreadableFile } from './agent-import-file';
import { cancelImport, confirmImport, getImport, importReportCsv, previewImport, uploadImport } from './agent-import.service';

const tags = ['agent'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
const paramsSchema = z.object({ importId: id });

const rowSchema = z.object({
  row: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** Why a row cannot become a client (shared-lib IMPORT_ROW_PROBLEMS): the remote shows each code's sentence. */
  problems: z.array(z.enum(Object.keys(IMPORT_ROW_PROBLEMS) as [ImportRowProblem, ...ImportRowProblem[]])),
  clientId: z.number().nullable(),
});
const mappingSchema = z.object(
  Object.fromEntries(IMPORT_FIELDS.map((f) => [f, z.number().int().min(0).max(10_000).nullable()])) as Record<(typeof IMPORT_FIELDS)[number], z.ZodNullable<z.ZodNumber>>,
);
const importSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  fileKind: z.enum(['csv', 'xlsx', 'vcard']),
  headers: z.array(z.string()),
  mapping: mappingSchema,
  status: z.enum(['uploaded', 'previewed', 'confirmed', 'cancelled']),
  rowCount: z.number(),
  rows: z.array(rowSchema),
  goodRows: z.number(),
  badRows: z.number(),
});
const importResponseSchema = successSchema(z.object({ import: importSchema }));
const confirmResponseSchema = successSchema(z.object({ import: importSchema, wentLive: z.number() }));

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * /api/v1/agent/imports: the bulk import of clients. Upload a
 * CSV, XLSX or vCard file (multipart field "file", at most IMPORT_MAX_BYTES), correct the column
 * mapping (PUT mapping: every row checked, good rows made preview clients), confirm (they go live),
 * download the per-row report.
 */
export const agentImportRoutes: FastifyPluginAsyncZod<{ db: Database; invite?: ClientInviter }> = async (app, { db, invite }) => {
  const agentOnly = [app.authenticate, requireRole('AGENT', 'AGENT_PRO')];
  await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 0 } });

  app.post(
    '/imports',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Upload a contacts file (multipart field "file": CSV, XLSX or vCard, at most 5 MB and 10,000 rows); columns matched automatically',
        consumes: ['multipart/form-data'],
        response: { 201: importResponseSchema, ...failureResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(400, ERROR_CODES.validation, IMPORT_FILE_MESSAGES.noFile, { field: 'file' });
      let fileName: string;
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new ApiError(400, ERROR_CODES.validation, IMPORT_FILE_MESSAGES.noFile, { field: 'file' });
        fileName = file.filename || 'contacts';
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (isTooLarge(error)) throw fileTooLarge();
        throw unreadableFile();
      }
      return reply.status(201).send(ok({ import: await uploadImport(db, request.sessionUser!.userId, fileName, data) }));
    },
  );

  app.get(
    '/imports/:importId',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'An import with its mapping and row results',
        params: paramsSchema,
        response: { 200: importResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok({ import: await getImport(db, request.sessionUser!.userId, request.params.importId) }),
  );

  app.put(
    '/imports/:importId/mapping',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Apply the column mapping: every row checked, good rows become preview clients',
        params: paramsSchema,
        body: z.object({ mapping: mappingSchema }),
        response: { 200: importResponseSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok({ import: await previewImport(db, request.sessionUser!.userId, request.params.importId, request.body.mapping as ImportMapping) }),
  );

  app.post(
    '/imports/:importId/confirm',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: "Confirm: the import's preview clients go live (free limit applies)",
        params: paramsSchema,
        response: { 200: confirmResponseSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { wentLive, ...summary } = await confirmImport(db, request.sessionUser!.userId, request.params.importId, invite);
      return ok({ import: summary, wentLive });
    },
  );

  app.delete(
    '/imports/:importId',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        summary: 'Cancel an import: its preview clients are deleted',
        params: paramsSchema,
        response: { 200: importResponseSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok({ import: await cancelImport(db, request.sessionUser!.userId, request.params.importId) }),
  );

  app.get(
    '/imports/:importId/report.csv',
    { preHandler: agentOnly, schema: { tags, summary: 'The per-row report as CSV', params: paramsSchema, response: { 200: z.string(), ...failureResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const report = await importReportCsv(db, request.sessionUser!.userId, request.params.importId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(report.csv);
    },
  );
};
