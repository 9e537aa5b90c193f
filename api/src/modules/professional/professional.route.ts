import multipart from '@fastify/multipart';
import { and, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTRACTOR_BUSINESS_TYPES, CONTRACTOR_IMAGE_MAX_BYTES, ERROR_CODES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { Mailer } from '../../providers/mail/mailer';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { PropertyDataProvider } from '../property';
import { requireRole } from '../security';
import { professionals } from './professional.tables';
import { confirmClaim, startClaim } from './professional-claim.service';
import { areaOfCity, areaOfQuery, areaOfZip, countByBusinessType, countByLocality, searchDirectory } from './professional-directory.service';
import { IMAGE_NAME_PATTERN, addPhoto, readImageUpload, readProfileImage, removePhoto, saveLogo } from './professional-images';
import { leadsOf, sendLead, type ProEmailLinkSigner } from './professional-leads.service';
import { FEATURED_LOCALITIES } from './professional-permits';
import { createCompany, ownedProfile, ownerView, profileById, profileByKukunUrl, profileOfUser, publicProfile, updateProfile } from './professional-profile.service';
import {
  businessTypeQuery,
  businessTypesAnswer,
  claimBodySchema,
  claimConfirmedAnswer,
  claimStartedAnswer,
  companyBodySchema,
  countByBusinessTypeAnswer,
  countByLocalityAnswer,
  directoryAnswer,
  kukunUrlParams,
  leadBodySchema,
  leadSentAnswer,
  leadsAnswer,
  localityParams,
  maybeOwnProfileAnswer,
  nearByQuery,
  ownProfileAnswer,
  professionalIdParams,
  profileUpdateBodySchema,
  publicProfileAnswer,
  statesAnswer,
  zipCodesAnswer,
} from './professional.schema';

/** What the professional routes need. */
export interface ProfessionalRoutesOptions {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  siteOrigin: string;
  links: ProEmailLinkSigner;
  /** PROPERTY_DATA_PROVIDER: where permits come from. */
  propertyDataProvider: PropertyDataProvider;
  /** Budget of contact-form messages per client address. */
  leadRateLimit: RateLimitSetting;
}

/** Contact-form messages per client address: 5 per 10 minutes, like the site's contact form. */
export const LEAD_RATE_LIMIT: RateLimitSetting = { max: 5, timeWindow: '10 minutes' };

const tags = ['professional'];
const contractorOnly = (app: { authenticate: unknown }) => [app.authenticate, requireRole('PROFESSIONAL')] as never;

/**
 * /api/v1/professional: public profiles, the
 * directory and its counts, the contractor's company step and profile, images, claims and leads.
 */
export const professionalRoutes: FastifyPluginAsyncZod<ProfessionalRoutesOptions> = async (app, options) => {
  const { db, storage } = options;
  const provider = options.propertyDataProvider;
  // Scoped to these routes: one image file, at most 15 MB.
  await app.register(multipart, { limits: { files: 1, fileSize: CONTRACTOR_IMAGE_MAX_BYTES, fields: 0 } });

  app.get(
    '/professionals/by-kukun-url/:kukunUrl',
    {
      schema: {
        tags,
        summary: "A contractor's public profile by its kukunUrl (404 for an unknown one)",
        params: kukunUrlParams,
        response: { 200: publicProfileAnswer, ...failureResponses(400, 404) },
      },
    },
    async (request) => ok({ professional: await publicProfile(db, provider, await profileByKukunUrl(db, request.params.kukunUrl)) }),
  );

  app.get(
    '/professionals-near-by',
    {
      schema: {
        tags,
        summary: 'Directory: contractors serving a ZIP code or city, ranked (rankingInputs say why)',
        querystring: nearByQuery,
        response: { 200: directoryAnswer, ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const { zipCode, q, businessType } = request.query;
      const area = zipCode ? areaOfZip(zipCode) : areaOfQuery(q!);
      return ok({ area, results: await searchDirectory(db, provider, area, businessType) });
    },
  );

  app.get(
    '/professionals/by-locality/:locality',
    {
      schema: {
        tags,
        summary: 'Directory of a locality ("austin-tx")',
        params: localityParams,
        querystring: z.object({ businessType: businessTypeQuery }),
        response: { 200: directoryAnswer, ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const area = areaOfCity(request.params.locality);
      return ok({ area, results: await searchDirectory(db, provider, area, request.query.businessType) });
    },
  );

  app.get('/professional-business-types', { schema: { tags, summary: 'The business types (NAICS-based list)', response: { 200: businessTypesAnswer } } }, async () =>
    ok({ businessTypes: CONTRACTOR_BUSINESS_TYPES.map(({ id, label, naics }) => ({ id, label, naics })) }),
  );

  app.get('/states', { schema: { tags, summary: 'States with contractor offices', response: { 200: statesAnswer } } }, async () => {
    const rows = await db
      .selectDistinct({ state: professionals.state })
      .from(professionals)
      .where(and(isNull(professionals.mergedIntoId), isNotNull(professionals.userId)));
    return ok({
      states: rows
        .map((r) => r.state)
        .filter(Boolean)
        .sort(),
    });
  });

  app.get(
    '/zipcodes',
    {
      schema: {
        tags,
        summary: 'ZIP codes of contractor offices in a state',
        querystring: z.object({ state: z.string().regex(/^[A-Z]{2}$/) }),
        response: { 200: zipCodesAnswer, ...failureResponses(400) },
      },
    },
    async (request) => {
      const rows = await db.selectDistinct({ state: professionals.state, zipCode: professionals.zipCode }).from(professionals).where(isNull(professionals.mergedIntoId));
      return ok({
        zipCodes: rows
          .filter((r) => r.state === request.query.state && r.zipCode)
          .map((r) => r.zipCode)
          .sort(),
      });
    },
  );

  app.get(
    '/professional-data/count-by-business-type',
    {
      schema: {
        tags,
        summary: 'How many directory results of an area list each business type',
        querystring: nearByQuery,
        response: { 200: countByBusinessTypeAnswer, ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const area = request.query.zipCode ? areaOfZip(request.query.zipCode) : areaOfQuery(request.query.q!);
      return ok({ area, counts: await countByBusinessType(db, provider, area) });
    },
  );

  app.get(
    '/professional-data/count-by-locality',
    {
      schema: {
        tags,
        summary: 'Directory results per locality (featured cities and offices)',
        querystring: z.object({
          state: z
            .string()
            .regex(/^[A-Z]{2}$/)
            .optional(),
        }),
        response: { 200: countByLocalityAnswer, ...failureResponses(400) },
      },
    },
    async (request) => ok({ counts: await countByLocality(db, provider, FEATURED_LOCALITIES, request.query.state) }),
  );

  app.get(
    '/professionals/:professionalId/download-image/:name',
    {
      schema: {
        tags,
        summary: "A profile's logo or photo of work",
        params: professionalIdParams.extend({ name: z.string().regex(IMAGE_NAME_PATTERN) }),
        response: { 200: z.any(), ...failureResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const image = await readProfileImage(storage, await profileById(db, request.params.professionalId), request.params.name);
      if (!image) throw new ApiError(404, ERROR_CODES.notFound, 'No such image.');
      return reply.header('content-type', image.type).header('cache-control', 'public, max-age=300').send(image.data);
    },
  );

  app.post(
    '/professionals/:professionalId/leads',
    {
      config: { rateLimit: options.leadRateLimit },
      schema: {
        tags,
        summary: 'A homeowner writes to a contractor (emailed by the mail job; on the Leads page)',
        params: professionalIdParams,
        body: leadBodySchema,
        response: { 200: leadSentAnswer, ...failureResponses(400, 404, 409, 429) },
      },
    },
    async (request) => ok(await sendLead(db, options, await profileById(db, request.params.professionalId), { ...request.body, phone: request.body.phone ?? '' })),
  );

  app.post(
    '/professional-claim-profiles/confirm',
    {
      schema: {
        tags,
        summary: 'Confirms a claim from its emailed single-use link',
        body: z.object({ token: z.string().min(10).max(100) }),
        response: { 200: claimConfirmedAnswer, ...failureResponses(400, 409) },
      },
    },
    async (request) => ok(await confirmClaim(db, request.body.token)),
  );

  // The signed-in contractor.

  app.get(
    '/my-professional',
    {
      preHandler: contractorOnly(app),
      schema: {
        tags,
        summary: "The contractor's own profile; null while the company step of sign-up is still to do",
        response: { 200: maybeOwnProfileAnswer, ...failureResponses(401, 403) },
      },
    },
    async (request) => {
      const row = await profileOfUser(db, request.sessionUser!.userId);
      return ok({ professional: row ? ownerView(row) : null });
    },
  );

  app.post(
    '/my-professional',
    {
      preHandler: contractorOnly(app),
      schema: {
        tags,
        summary: 'The company step of sign-up (the account exists already)',
        body: companyBodySchema,
        response: { 200: ownProfileAnswer, ...failureResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ok({ professional: ownerView(await createCompany(db, request.sessionUser!.userId, request.body)) }),
  );

  app.put(
    '/professionals/:professionalId',
    {
      preHandler: contractorOnly(app),
      schema: {
        tags,
        summary: 'The owner edits the profile',
        params: professionalIdParams,
        body: profileUpdateBodySchema,
        response: { 200: ownProfileAnswer, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await ownedProfile(db, request.sessionUser!.userId, request.params.professionalId);
      return ok({ professional: ownerView(await updateProfile(db, row.id, request.body)) });
    },
  );

  const uploadSchema = (summary: string) => ({
    tags,
    summary,
    consumes: ['multipart/form-data'],
    params: professionalIdParams,
    response: { 200: ownProfileAnswer, ...failureResponses(400, 401, 403, 404) },
  });

  app.post(
    '/professionals/:professionalId/logo',
    { preHandler: contractorOnly(app), schema: uploadSchema('Upload the logo (companyProfileImage; field "image", png or jpeg, 15 MB; kept 400x400)') },
    async (request) => {
      const row = await ownedProfile(db, request.sessionUser!.userId, request.params.professionalId);
      return ok({ professional: ownerView(await saveLogo(db, storage, row, await readImageUpload(request))) });
    },
  );

  app.post(
    '/professionals/:professionalId/photos',
    { preHandler: contractorOnly(app), schema: uploadSchema('Add a photo of work (field "image", png or jpeg, 15 MB)') },
    async (request) => {
      const row = await ownedProfile(db, request.sessionUser!.userId, request.params.professionalId);
      return ok({ professional: ownerView(await addPhoto(db, storage, row, await readImageUpload(request))) });
    },
  );

  app.delete(
    '/professionals/:professionalId/photos/:name',
    {
      preHandler: contractorOnly(app),
      schema: {
        tags,
        summary: 'Remove a photo of work',
        params: professionalIdParams.extend({ name: z.string().regex(IMAGE_NAME_PATTERN) }),
        response: { 200: ownProfileAnswer, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await ownedProfile(db, request.sessionUser!.userId, request.params.professionalId);
      return ok({ professional: ownerView(await removePhoto(db, storage, row, request.params.name)) });
    },
  );

  app.get(
    '/professionals/:professionalId/leads',
    {
      preHandler: contractorOnly(app),
      schema: {
        tags,
        summary: "The owner's leads, newest first",
        params: professionalIdParams,
        response: { 200: leadsAnswer, ...failureResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await ownedProfile(db, request.sessionUser!.userId, request.params.professionalId);
      return ok({ leads: await leadsOf(db, row.id) });
    },
  );

  app.post(
    '/professional-claim-profiles',
    {
      preHandler: contractorOnly(app),
      schema: {
        tags,
        summary: 'Claim an unclaimed company (link emailed to its address on record)',
        body: claimBodySchema,
        response: { 200: claimStartedAnswer, ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await startClaim(db, options, request.sessionUser!.userId, request.body)),
  );
};
