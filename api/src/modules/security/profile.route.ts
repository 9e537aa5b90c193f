import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_TYPES, PROFILE_MESSAGES } from '@homeworth/shared-lib/domain';
import { z } from 'zod';
import { recordAccountEvent } from './account-activity.service';
import { ApiError, failureResponses, ok, successSchema } from '../../http/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { AccountMailContext } from './account-mail.service';
import { loginHomeSchema } from './account.schema';
import { startEmailVerification } from './account.service';
import type { AccountLimits } from './account-throttle';
import { confirmEmailChange, notifyEmailChange } from './email-change.service';
import { homesForLogin } from './account-lookups';
import { profileResponseSchema, profileUpdateBodySchema } from './profile.schema';
import { getProfile, readProfileImage, saveProfileImage, updateProfile, userRow } from './profile.service';
import { readSessionToken } from './session-cookie';
import { startSession, type SessionSettings } from './session-start';

/** What the profile routes need. */
export interface ProfileRoutesOptions extends SessionSettings {
  mail: AccountMailContext;
  storage: FileStorage;
  /** Per-account budget of password checks (the email change asks for the current password). */
  limits: AccountLimits;
}

const tags = ['security'];
const homesResponseSchema = successSchema(z.object({ homes: z.array(loginHomeSchema) }));

/** Answer to a multipart body that cannot be read (no boundary, cut off, malformed parts). */
export const UNREADABLE_UPLOAD_MESSAGE = 'image: the upload could not be read; send the file as multipart/form-data';

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** /profile: the signed-in user's profile page data, its update and the profile image. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { db, storage } = options;
  // Scoped to these routes: one file, at most 15 MB (the spec's limit).
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_PROFILE_IMAGE_BYTES, fields: 0 } });

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "The signed-in user's profile", response: { 200: profileResponseSchema, ...failureResponses(401) } },
    },
    async (request) => {
      const user = request.sessionUser!;
      return ok({ user, profile: await getProfile(db, user.userId) });
    },
  );

  app.get(
    '/profile/homes',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "The signed-in user's homes (profile page, homes section)", response: { 200: homesResponseSchema, ...failureResponses(401) } },
    },
    async (request) => ok({ homes: await homesForLogin(db, request.sessionUser!.userId) }),
  );

  app.put(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Save the profile form (names, phone, email, preferences, first password)',
        description:
          'A new email needs currentPassword (an account without a password: a sign-in within the last 10 minutes); the previous address is mailed a notice with an undo link.',
        body: profileUpdateBodySchema,
        response: { 200: profileResponseSchema, ...failureResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const before = await userRow(db, request.sessionUser!.userId);
      if (request.body.email !== before.email) {
        await confirmEmailChange(db, before, { currentPassword: request.body.currentPassword, sessionToken: readSessionToken(request) }, options.limits);
      }
      const result = await updateProfile(db, before.id, request.body);
      if (result.passwordCreated) await startSession(options, request, reply, result.user.userId);
      if (result.passwordCreated) await recordAccountEvent(db, before.id, 'PASSWORD_CHANGED', request);
      if (result.emailChanged) {
        await recordAccountEvent(db, before.id, 'EMAIL_CHANGED', request);
        const change = { userId: before.id, firstName: before.firstName, previousEmail: before.email, newEmail: result.user.userEmail };
        await Promise.all([startEmailVerification(db, options.mail, result.user), notifyEmailChange(db, options.mail, change)]).catch((error: unknown) =>
          request.log.error({ err: error }, 'email change mail not sent'),
        );
      }
      return ok({ user: result.user, profile: result.profile });
    },
  );

  app.post(
    '/profile/image',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Upload a profile image (multipart field "image"; png or jpeg, at most 15 MB; stored 180x180)',
        consumes: ['multipart/form-data'],
        response: { 200: profileResponseSchema, ...failureResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = request.sessionUser!;
      if (!request.isMultipart()) throw new ApiError(400, ERROR_CODES.validation, 'image: send the file as multipart/form-data', { field: 'image' });
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new ApiError(400, ERROR_CODES.validation, 'image: no file was sent', { field: 'image' });
        if (!PROFILE_IMAGE_TYPES.includes(file.mimetype.toLowerCase())) {
          file.file.resume();
          throw new ApiError(400, ERROR_CODES.validation, PROFILE_MESSAGES.fileTypeNotAllowed, { field: 'image' });
        }
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (isTooLarge(error)) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.fileSizeNotAllowed, { field: 'image' });
        // The multipart parser's own errors (no boundary, cut-off body, bad part headers) are the caller's.
        throw new ApiError(400, ERROR_CODES.validation, UNREADABLE_UPLOAD_MESSAGE, { field: 'image' });
      }
      return ok({ user, profile: await saveProfileImage(db, storage, user.userId, data) });
    },
  );

  app.get(
    '/profile/image',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "The signed-in user's profile image (png); 404 shows the default picture" },
    },
    async (request, reply) => {
      const image = await readProfileImage(db, storage, request.sessionUser!.userId);
      if (!image) throw new ApiError(404, ERROR_CODES.notFound, 'No profile image.');
      return reply.header('content-type', 'image/png').header('cache-control', 'private, no-cache').send(image);
    },
  );
};
