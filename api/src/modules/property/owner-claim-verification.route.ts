import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLAIM_ERROR_CODES, ERROR_CODES, MAX_OWNER_DOCUMENT_BYTES, OWNER_DOCUMENT_KINDS, OWNER_VERIFICATION_MESSAGES as WORDS } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { accountAndAddressLimit } from '../../http/account-and-address-limit';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { JobQueue } from '../../jobs/job-queue';
import type { FileStorage } from '../../providers/storage/file-storage';
import { documentState, submitDocument } from './owner-claim-document.service';
import { enterLetterCode, letterState, mailingAddressOf, requestLetter } from './owner-claim-letter.service';
import { homeAddressOf } from './owner-claim-words';
import { CLAIM_RATE_LIMIT } from './owner-claim.route';
import { claimResponseSchema, userPropertyParamsSchema } from './property.schema';
import type { PropertyDataProvider } from './providers/property-data.provider';
import { buildReport } from './report.service';
import { ownUserProperty, viewUserProperty } from './user-property.service';

/** What the owner's verification routes need. */
export interface OwnerVerificationRoutesOptions {
  db: Database;
  provider: PropertyDataProvider;
  jobs: JobQueue;
  storage: FileStorage;
  siteOrigin: string;
  claimRateLimit?: RateLimitSetting | undefined;
}

const tags = ['property'];
const kinds = OWNER_DOCUMENT_KINDS.map((k) => k.key) as ['deed', 'tax-bill'];

const letterSchema = z.object({
  status: z.enum(['queued', 'sent', 'used', 'void']),
  requestedAt: z.string(),
  expiresAt: z.string(),
  attemptsLeft: z.number().int(),
});
const documentSchema = z.object({ status: z.enum(['pending', 'approved', 'rejected']), kind: z.enum(kinds), submittedAt: z.string(), reviewNote: z.string().nullable() });

export const verificationResponseSchema = successSchema(
  z
    .object({
      /** The parcel-number check is offered only where the record's parcel number is real (not generated sample data). */
      parcelCheck: z.boolean(),
      /** Where a letter would go, or null when the record has no street address to mail. */
      mailingAddress: z.string().nullable(),
      letter: letterSchema.nullable(),
      lettersLeft: z.number().int(),
      document: documentSchema.nullable(),
    })
    .meta({ id: 'OwnerVerification' }),
);

/** The owner's three ways to prove ownership of one of their homes, under /api/v1/property. */
export const ownerVerificationRoutes: FastifyPluginAsyncZod<OwnerVerificationRoutesOptions> = async (app, options) => {
  const { db, provider, jobs, storage, siteOrigin } = options;
  // Its own budget beside the parcel check's: each way also has its own limits (5 codes a letter, 3 letters and 3 documents a month).
  const claimLimit = accountAndAddressLimit(app, 'owner-verification', options.claimRateLimit ?? CLAIM_RATE_LIMIT);
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_OWNER_DOCUMENT_BYTES, fields: 0 } });
  const valueOf = (property: Parameters<typeof buildReport>[1]) => buildReport(provider, property).summary.currentValue;

  async function view(userId: number, userPropertyId: number) {
    const row = await ownUserProperty(db, userId, userPropertyId);
    const address = mailingAddressOf(row.properties);
    return {
      parcelCheck: !provider.isSample,
      mailingAddress: address ? homeAddressOf(row.properties) : null,
      ...(await letterState(db, userId, userPropertyId, row.properties.kukunId)),
      document: await documentState(db, userId, userPropertyId),
    };
  }

  app.get(
    '/user-properties/:userPropertyId/claim/verification',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'How the owner can verify this home: the parcel check (real records only), the mailed code and the document review, with their state',
        params: userPropertyParamsSchema,
        response: { 200: verificationResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await view(request.sessionUser!.userId, request.params.userPropertyId)),
  );

  app.post(
    '/user-properties/:userPropertyId/claim/letters',
    {
      preHandler: [app.authenticate, claimLimit],
      schema: {
        tags,
        summary: 'Mail a verification code to the home’s address (a durable print job)',
        description:
          '202 with the verification state. 409 ALREADY_CLAIMED, NO_VALUE, CLAIM_LIMIT_REACHED or NO_MAILING_ADDRESS; 429 LETTER_LIMIT_REACHED past 3 letters per home in 30 days. A new letter voids the earlier ones; its code works 30 days and accepts 5 wrong tries.',
        params: userPropertyParamsSchema,
        body: z.object({ attestOwner: z.literal(true) }).strict(),
        response: { 202: verificationResponseSchema, ...failureResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.sessionUser!.userId;
      const { userPropertyId } = request.params;
      const row = await ownUserProperty(db, userId, userPropertyId);
      await requestLetter(db, jobs, { userId, userPropertyId, property: row.properties, currentValue: valueOf(row.properties), siteOrigin });
      return reply.status(202).send(ok(await view(userId, userPropertyId)));
    },
  );

  app.post(
    '/user-properties/:userPropertyId/claim/letter-code',
    {
      preHandler: [app.authenticate, claimLimit],
      schema: {
        tags,
        summary: 'Claim the home with the code from the letter',
        description:
          '422 CODE_INVALID (args.attemptsLeft); 410 CODE_EXPIRED after 30 days; 429 CODE_LOCKED after 5 wrong codes (a new letter is needed); 404 NO_LETTER; 409 as for any claim.',
        params: userPropertyParamsSchema,
        body: z.object({ code: z.string().trim().min(1, WORDS.codeFormat).max(20, WORDS.codeFormat) }).strict(),
        response: { 200: claimResponseSchema, ...failureResponses(400, 401, 404, 409, 410, 422, 429) },
      },
    },
    async (request) => {
      const userId = request.sessionUser!.userId;
      const { userPropertyId } = request.params;
      const row = await ownUserProperty(db, userId, userPropertyId);
      if (!row.user_properties.claimed) {
        await enterLetterCode(db, { userId, userPropertyId, kukunId: row.properties.kukunId, currentValue: valueOf(row.properties), code: request.body.code });
      }
      const after = await ownUserProperty(db, userId, userPropertyId);
      return ok({ home: viewUserProperty(after.user_properties, after.properties) });
    },
  );

  app.post(
    '/user-properties/:userPropertyId/claim/documents',
    {
      preHandler: [app.authenticate, claimLimit],
      schema: {
        tags,
        summary: 'Send a deed or tax bill for an admin to review (multipart field "document"; PDF, PNG or JPEG, at most 15 MB)',
        description:
          '201 with the verification state; 400 VALIDATION (args.field document) for a missing, unknown-type or too large file; 409 DOCUMENT_PENDING while one waits; 409 as for any claim.',
        consumes: ['multipart/form-data'],
        params: userPropertyParamsSchema,
        querystring: z.object({ kind: z.enum(kinds).default('deed') }),
        response: { 201: verificationResponseSchema, ...failureResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.sessionUser!.userId;
      const { userPropertyId } = request.params;
      const row = await ownUserProperty(db, userId, userPropertyId);
      if (row.user_properties.claimed) throw new ApiError(409, CLAIM_ERROR_CODES.alreadyClaimed, 'You have already verified that you own this home.');
      const bad = (message: string) => new ApiError(400, ERROR_CODES.validation, message, { field: 'document' });
      if (!request.isMultipart()) throw bad(WORDS.documentMissing);
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file) throw bad(WORDS.documentMissing);
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw bad(WORDS.documentSize);
        throw bad(WORDS.documentMissing);
      }
      if (data.length === 0) throw bad(WORDS.documentMissing);
      await submitDocument(db, storage, { userId, userPropertyId, property: row.properties, currentValue: valueOf(row.properties), kind: request.query.kind, data });
      return reply.status(201).send(ok(await view(userId, userPropertyId)));
    },
  );
};
