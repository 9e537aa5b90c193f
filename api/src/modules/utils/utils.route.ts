import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsPermission } from './analytics-permission';
import { ERROR_CODES, LOANS_TOPIC, MESSAGES, isValidEmail } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError, failureResponses, ok } from '../../http/envelope';
import type { RateLimitSetting } from '../../http/rate-limit';
import type { Mailer } from '../../providers/mail/mailer';
import { readSessionToken } from '../security';
import { findSessionUser } from '../security';
import { contactUsBodySchema, contactUsResponseSchema, loansNotificationBodySchema, eventBodySchema, recordedResponseSchema, visitBodySchema } from './utils.schema';
import { recordEvent, recordVisit, saveContactMessage } from './utils.service';
import type { ContactUsBody } from './utils.schema';
import { mailContactMessage } from './contact-mail.service';

/** What the utils routes need from the app. */
export interface UtilsRoutesOptions {
  db: Database;
  /** Per-IP budget of the contact form, which is open to guests. */
  contactRateLimit: RateLimitSetting;
  mailer: Mailer;
  /** Where each message is emailed (config SUPPORT_EMAIL). */
  supportEmail: string;
  /** The site's origin, for the admin page link in the support email. */
  appBaseUrl: string;
}

/** The contact form is open to anyone: 5 messages per IP per 10 minutes keeps it from being a spam relay. */
export const CONTACT_RATE_LIMIT: RateLimitSetting = { max: 5, timeWindow: '10 minutes' };

const tags = ['utils'];

/** /api/v1/utils: contact-us messages, visit tracking and analytics events. */
export const utilsRoutes: FastifyPluginAsyncZod<UtilsRoutesOptions> = async (app, options) => {
  const { db } = options;

  // Guests may write to contact-us and record events; a signed-in user's id is kept when present.
  async function optionalUserId(request: FastifyRequest): Promise<number | null> {
    const token = readSessionToken(request);
    // eslint-disable-next-line security/detect-possible-timing-attacks -- compares with undefined (is there a cookie), not a secret
    if (token === undefined) return null;
    return (await findSessionUser(db, token))?.userId ?? null;
  }

  /** Stores a message and mails it to support with a confirmation to the sender. */
  async function receiveMessage(body: ContactUsBody, userId: number | null): Promise<number> {
    const id = await saveContactMessage(db, body, userId);
    await mailContactMessage(options.mailer, {
      supportEmail: options.supportEmail,
      appBaseUrl: options.appBaseUrl,
      message: { id, name: body.name, email: body.email.toLowerCase(), phone: body.phone ?? null, company: body.company ?? null, topic: body.topic, message: body.message },
    });
    return id;
  }

  app.post(
    '/contact-us',
    {
      config: { rateLimit: options.contactRateLimit },
      schema: {
        tags,
        summary: 'Send a message to the Homeworth team (contact-us form): emailed to the support address, a confirmation to the sender',
        body: contactUsBodySchema,
        response: { 201: contactUsResponseSchema, ...failureResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      if (!isValidEmail(request.body.email)) throw new ApiError(400, ERROR_CODES.invalid, MESSAGES.invalidEmail, { field: 'email' });
      return reply.status(201).send(ok({ id: await receiveMessage(request.body, await optionalUserId(request)) }));
    },
  );

  app.post(
    '/loans-email-notification',
    {
      config: { rateLimit: options.contactRateLimit },
      schema: {
        tags,
        summary:
          'Ask for home improvement loan options by email (spec loans email notification): a contact message on the loans topic, mailed to support and confirmed to the requestor',
        body: loansNotificationBodySchema,
        response: { 201: contactUsResponseSchema, ...failureResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.requestorEmail;
      if (!isValidEmail(email)) throw new ApiError(400, ERROR_CODES.invalid, MESSAGES.invalidEmail, { field: 'requestorEmail' });
      const message = `Please email me home improvement loan options. Loan calculator: ${options.appBaseUrl}/home-improvement-loans/loan-calculator`;
      const id = await receiveMessage(
        { name: email.split('@')[0] ?? email, email, phone: undefined, company: undefined, topic: LOANS_TOPIC, message },
        await optionalUserId(request),
      );
      return reply.status(201).send(ok({ id }));
    },
  );

  app.post(
    '/visits',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Record that the signed-in user opened a page (only with analytics consent, never under DNT or GPC)',
        body: visitBodySchema,
        response: { 201: recordedResponseSchema, ...failureResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser;
      if (!user) throw new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.notSignedIn);
      if (!analyticsPermission(request).allowed) return reply.status(201).send(ok({ recorded: false }));
      await recordVisit(db, user.userId, request.body.visitUrl);
      return reply.status(201).send(ok({ recorded: true }));
    },
  );

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'Record an analytics event (banner, paywall or onboarding step), only with analytics consent and never under DNT or GPC',
        body: eventBodySchema,
        response: { 201: recordedResponseSchema, ...failureResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const permission = analyticsPermission(request);
      if (!permission.allowed) return reply.status(201).send(ok({ recorded: false }));
      await recordEvent(db, request.body, await optionalUserId(request), permission.visitorId);
      return reply.status(201).send(ok({ recorded: true }));
    },
  );
};
