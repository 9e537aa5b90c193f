import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import { userLimits } from '../payment';
import { AddressProblem, findProperty, identifyProperty, suggestAddresses } from './property-identity.service';
import {
  addUserPropertyBodySchema,
  addUserPropertyResponseSchema,
  claimResponseSchema,
  deletedResponseSchema,
  homePreferencesBodySchema,
  homePreferencesResponseSchema,
  kukunIdBodySchema,
  kukunIdParamsSchema,
  kukunIdResponseSchema,
  notModifiedSchema,
  neighborhoodProjectsResponseSchema,
  scoreResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  upgradeToPaidResponseSchema,
  userLimitsResponseSchema,
  userPropertiesResponseSchema,
  userPropertyParamsSchema,
} from './property.schema';
import { mapTileRoutes } from './map-tiles.route';
import { ownerClaimRoutes } from './owner-claim.route';
import { homeEquityRoutes } from './home-equity/home-equity.route';
import { reportShareImageRoutes } from './report-share/report-share';
import { ownerFactsRoutes } from './owner-facts/owner-facts.route';
import { reportOpeningsOf } from './report-history/report-openings';
import { reportHistoryRoutes } from './report-history/report-history.route';
import { guessRoutes } from './guess-the-sale-price/guess.route';
import type { PropertyDataProvider } from './providers/property-data.provider';
import { neighborhoodProjects } from './report.service';
import { isSampleHome, reportForLevel, SAMPLE_ADDRESS, SAMPLE_ADDRESS_KEY } from './report-access.service';
import { reportAnswerResponseSchema } from './report.schema';
import { etagMatches, homeReport, reportCacheOf, reportEtag } from './report-cache';
import { homeReportPdf } from './report-pdf';
import { reportCallerOf } from './report-caller';
import { readSessionToken } from '../security';
import { findSessionUser } from '../security';
import { homePreferences, replaceHomePreferences } from './user-property-preferences.service';
import {
  addUserProperty,
  deleteUserProperty,
  unlockHome,
  listUserProperties,
  PROPERTY_NOT_FOUND_MESSAGE,
  saveUserProperty,
  unclaimUserProperty,
  upgradeUserPropertyToPaid,
} from './user-property.service';

/** What the property routes need from the app. */
export interface PropertyRoutesOptions {
  db: Database;
  /** The property data provider (config PROPERTY_DATA_PROVIDER). */
  provider: PropertyDataProvider;
  /** Budget of owner-claim attempts per account and per address (owner-claim.route.ts). */
  claimRateLimit?: RateLimitSetting;
  /** The map provider's tile URL template (config MAP_TILE_URL); the neighbourhood map draws schematic streets without one. */
  mapTileUrl?: string;
  /** How long the report cache reuses a home's facts version, in ms (report-cache.ts; default 1 s). */
  reportFactsTtlMs?: number;
}

export { SAMPLE_ADDRESS };

/** How long a browser or shared cache may keep an answer that is the same for everyone (the sample home), in seconds. */
export const SAMPLE_REPORT_MAX_AGE = 300;

const tags = ['property'];

/** Unlocking a home needs a verified email (the verifyEmailModalBlurred modal says so). */
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Verify your email to unlock this home. We sent you a link when you signed up.';

/** The report PDF is part of a paid address (or a claimed home, Agent/Broker Pro, the sample home). */
export const REPORT_PDF_LOCKED_MESSAGE = 'The PDF of the home report comes with a paid address. Unlock this home to download it.';

function userIdOf(request: FastifyRequest): number {
  if (!request.sessionUser) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
  return request.sessionUser.userId;
}

/** /api/v1/property: address search and identity, home report, neighbourhood permits, the user's homes and address limits. */
export const propertyRoutes: FastifyPluginAsyncZod<PropertyRoutesOptions> = async (app, options) => {
  const { db } = options;
  const provider = options.provider;

  async function propertyOr404(kukunId: number) {
    const property = await findProperty(db, kukunId);
    if (!property) throw new ApiError(404, ERROR_CODES.notFound, PROPERTY_NOT_FOUND_MESSAGE);
    return property;
  }

  // Computed reports of this process, keyed by the facts version read from the database (report-cache.ts).
  const reports = reportCacheOf(db, provider, options.reportFactsTtlMs === undefined ? {} : { factsTtlMs: options.reportFactsTtlMs });

  // Report openings are written in batches; the last ones before the app closes too.
  const openings = reportOpeningsOf(db);
  openings.onError = (error, dropped) => app.log.error({ err: error, dropped }, 'report history openings not written yet');
  app.addHook('onClose', () => openings.flush());

  /** The home's report inputs (kept for a second), or 404. */
  async function reportInputsOr404(kukunId: number) {
    const inputs = await reports.inputs(kukunId);
    if (!inputs) throw new ApiError(404, ERROR_CODES.notFound, PROPERTY_NOT_FOUND_MESSAGE);
    return inputs;
  }

  app.get(
    '/address-suggestions',
    {
      schema: {
        tags,
        summary: "Address autocomplete over US ZIP codes, the sample home and the caller's own homes (never addresses other users typed)",
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, ...failureResponses(400) },
      },
    },
    async (request) => {
      const token = readSessionToken(request);
      const user = token === undefined ? null : await findSessionUser(db, token);
      return ok({ suggestions: await suggestAddresses(db, request.query.q, user?.userId ?? null, [SAMPLE_ADDRESS_KEY]) });
    },
  );

  app.post(
    '/kukun-id',
    {
      schema: {
        tags,
        summary: 'Identify an address: its stable kukunId (0 with success false when it fails)',
        body: kukunIdBodySchema,
        response: { 200: kukunIdResponseSchema, ...failureResponses(400, 403, 422) },
      },
    },
    async (request) => {
      try {
        const p = await identifyProperty(db, request.body);
        return ok({
          kukunId: p.kukunId,
          propertyId: p.kukunId,
          propertyList: [{ kukunId: p.kukunId }],
          address: p.address,
          city: p.city,
          state: p.state,
          zipCode: p.zipCode,
          unitNumber: p.unitNumber,
        });
      } catch (error) {
        if (error instanceof AddressProblem) throw new ApiError(422, 'ADDRESS_NOT_FOUND', error.message, { kukunId: 0 });
        throw error;
      }
    },
  );

  app.get(
    '/properties/:kukunId/report',
    {
      schema: {
        tags,
        summary: "The home report as the caller's tier allows (shared-lib report-access.ts): locked sections come as { locked, requires, preview }; access says the level and why",
        params: kukunIdParamsSchema,
        response: { 200: reportAnswerResponseSchema, 304: notModifiedSchema, ...failureResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const inputs = await reportInputsOr404(request.params.kukunId);
      const { kukunId } = inputs.property;
      const sampleHome = isSampleHome(inputs.property);
      const { user, access } = await reportCallerOf(db, readSessionToken(request), kukunId, sampleHome);
      // A signed-in user's opening goes into their report history (/ihome-report-history), a revalidation too.
      if (user) openings.record(user.userId, kukunId);
      const cached = reports.report(inputs);
      const etag = reportEtag(cached, access);
      // Only a guest's answer for the sample home is the same for everyone; any other answer depends on
      // the caller (tier, their home) or on the owner's corrections, so the browser revalidates it.
      const cacheControl = user === null && sampleHome ? `public, max-age=${SAMPLE_REPORT_MAX_AGE}` : 'private, no-cache';
      void reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Cookie');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined);
      const { lockedSections, ...report } = reportForLevel(cached.report, access.level);
      return ok({ ...report, access: { ...access, lockedSections } });
    },
  );

  app.get(
    '/properties/:kukunId/report.pdf',
    {
      schema: {
        tags,
        summary: 'The home report as a PDF, for a caller with full access (paid, claimed, Pro, sample home); 403 REPORT_LOCKED with the level and reason otherwise',
        params: kukunIdParamsSchema,
        response: failureResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const inputs = await reportInputsOr404(request.params.kukunId);
      const { access } = await reportCallerOf(db, readSessionToken(request), inputs.property.kukunId, isSampleHome(inputs.property));
      // The same rule as the JSON report: the PDF is everything, so only full access opens it.
      if (access.level !== 'full') throw new ApiError(403, 'REPORT_LOCKED', REPORT_PDF_LOCKED_MESSAGE, { level: access.level, reason: access.reason });
      const pdf = await homeReportPdf(reports.report(inputs).report);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="home-report.pdf"')
        .send(pdf as never);
    },
  );

  app.post(
    '/properties/:kukunId/unlock',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Unlock a home's full report with one address of the allowance (adds it to the user's homes as paid, or upgrades it); 403 OUT_OF_ADDRESSES or EMAIL_NOT_VERIFIED",
        params: kukunIdParamsSchema,
        response: { 200: upgradeToPaidResponseSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.sessionUser!;
      if (user.accountStatus !== 'VERIFIED') throw new ApiError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
      const { home, upgraded } = await unlockHome(db, user.userId, (await propertyOr404(request.params.kukunId)).kukunId);
      return ok({ home, upgraded, limits: await userLimits(db, user.userId) });
    },
  );

  app.get(
    '/properties/:kukunId/score',
    {
      schema: {
        tags,
        summary: "A home's condition score and value (the spec's property-score and property-value calls; the sign-in score check reads it)",
        params: kukunIdParamsSchema,
        response: { 200: scoreResponseSchema, ...failureResponses(400, 404) },
      },
    },
    async (request) => {
      const { summary } = reports.report(await reportInputsOr404(request.params.kukunId)).report;
      return ok({ kukunId: request.params.kukunId, conditionScore: summary.propertyScore, propertyValue: summary.currentValue });
    },
  );

  app.get(
    '/sample-report',
    { schema: { tags, summary: 'The home report of the sample home (/sample-dashboard)', response: { 200: reportAnswerResponseSchema } } },
    async (_request, reply) => {
      const { lockedSections, ...report } = reportForLevel((await homeReport(db, provider, (await identifyProperty(db, SAMPLE_ADDRESS)).kukunId))!, 'full');
      // The same for everyone (no tier, no history).
      void reply.header('cache-control', `public, max-age=${SAMPLE_REPORT_MAX_AGE}`);
      return ok({ ...report, access: { level: 'full' as const, reason: 'sample' as const, userPropertyId: null, lockedSections } });
    },
  );

  app.get(
    '/properties/:kukunId/neighborhood-projects',
    {
      schema: {
        tags,
        summary: 'Active building permits near a property',
        params: kukunIdParamsSchema,
        response: { 200: neighborhoodProjectsResponseSchema, ...failureResponses(400, 404) },
      },
    },
    // map.tiles: whether /map-tiles serves a provider's tiles for the map.
    async (request) => ok({ ...neighborhoodProjects(provider, await propertyOr404(request.params.kukunId)), map: { tiles: Boolean(options.mapTileUrl) } }),
  );

  await app.register(mapTileRoutes, { tileUrlTemplate: options.mapTileUrl });

  app.get(
    '/user-limits',
    { preHandler: app.authenticate, schema: { tags, summary: "The signed-in user's address allowance", response: { 200: userLimitsResponseSchema, ...failureResponses(401) } } },
    async (request) => ok(await userLimits(db, userIdOf(request))),
  );

  app.get(
    '/user-properties',
    { preHandler: app.authenticate, schema: { tags, summary: "The signed-in user's homes", response: { 200: userPropertiesResponseSchema, ...failureResponses(401) } } },
    async (request) => ok({ properties: await listUserProperties(db, userIdOf(request)) }),
  );

  app.post(
    '/user-properties',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Add a home (uses one address of the allowance when new)',
        body: addUserPropertyBodySchema,
        response: { 200: addUserPropertyResponseSchema, 201: addUserPropertyResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const { home, created } = await addUserProperty(db, userId, request.body.kukunId);
      return reply.status(created ? 201 : 200).send(ok({ home, created, limits: await userLimits(db, userId) }));
    },
  );

  app.delete(
    '/user-properties/:userPropertyId',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Remove a home from the list', params: userPropertyParamsSchema, response: { 200: deletedResponseSchema, ...failureResponses(401, 403, 404) } },
    },
    async (request) => {
      await deleteUserProperty(db, userIdOf(request), request.params.userPropertyId);
      return ok({ deleted: true as const });
    },
  );

  // The owner claim (claim-status and the verified claim) lives in its own plugin.
  // The preview image of a shared report (socialShare).
  await app.register(reportShareImageRoutes, { db, provider });
  // The homeValueUpdate and mortgageBalance modals: a home's value inputs and equity.
  await app.register(homeEquityRoutes, { db, provider });
  await app.register(ownerClaimRoutes, { db, provider, ...(options.claimRateLimit ? { claimRateLimit: options.claimRateLimit } : {}) });
  // Owner corrections of a claimed home's facts (owner-facts/).
  await app.register(ownerFactsRoutes, { db, provider, reports });
  // The reports a user opened or bought (IHOME_REPORT order history).
  await app.register(reportHistoryRoutes, { db });
  // Guess the sale price of recently sold homes (sample data).
  await app.register(guessRoutes, { db, provider, prefix: '/guess-the-sale-price' });

  // Tier and ownership changes of one home. Another user's home is 404.

  app.post(
    '/user-properties/:userPropertyId/save',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Upgrade to save: a free home becomes saved (free of charge, idempotent)',
        params: userPropertyParamsSchema,
        response: { 200: claimResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok({ home: await saveUserProperty(db, userIdOf(request), request.params.userPropertyId) }),
  );

  app.post(
    '/user-properties/:userPropertyId/upgrade-to-paid',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Upgrade to paid: uses one address of the allowance (403 OUT_OF_ADDRESSES when none is left); a paid home uses nothing again',
        params: userPropertyParamsSchema,
        response: { 200: upgradeToPaidResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { home, upgraded } = await upgradeUserPropertyToPaid(db, userId, request.params.userPropertyId);
      return ok({ home, upgraded, limits: await userLimits(db, userId) });
    },
  );

  app.post(
    '/user-properties/:userPropertyId/unclaim',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Unclaim a home (idempotent)', params: userPropertyParamsSchema, response: { 200: claimResponseSchema, ...failureResponses(400, 401, 403, 404) } },
    },
    async (request) => ok({ home: await unclaimUserProperty(db, userIdOf(request), request.params.userPropertyId) }),
  );

  app.get(
    '/user-properties/:userPropertyId/preferences',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "A home's alert and reminder preferences",
        params: userPropertyParamsSchema,
        response: { 200: homePreferencesResponseSchema, ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => ok({ preferences: await homePreferences(db, userIdOf(request), request.params.userPropertyId) }),
  );

  app.put(
    '/user-properties/:userPropertyId/preferences',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Replace a home's alert and reminder preferences",
        params: userPropertyParamsSchema,
        body: homePreferencesBodySchema,
        response: { 200: homePreferencesResponseSchema, ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok({ preferences: await replaceHomePreferences(db, userIdOf(request), request.params.userPropertyId, request.body) }),
  );
};
