import multipart from '@fastify/multipart';
import sharp from 'sharp';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_TYPES, PROFILE_MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../../db/database';
import { ApiError, failureResponses, ok, successSchema } from '../../../http/envelope';
import type { FileStorage } from '../../../providers/storage/file-storage';
import { ownUserProperty } from '../user-property.service';

/** What the home photo routes need. */
export interface UserPropertyImageRoutesOptions {
  db: Database;
  storage: FileStorage;
}

// The upload limit and messages are the profile image's (png/jpeg, "Max size 15MB"); stored re-encoded, at most 1600 px wide.
const STORED_WIDTH = 1600;

/** Where a home's photo is kept: one per user home, named by its id (ids are never reused). */
export const userPropertyImageKey = (userPropertyId: number) => `user-properties/${userPropertyId}.jpg`;

const params = z.object({ userPropertyId: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['property'];
const badImage = (message: string) => new ApiError(400, ERROR_CODES.validation, message, { field: 'image' });

/** Re-encodes a png or jpeg (checked by content, not by the name the browser gave) as a jpeg at most 1600 px wide. */
async function normalisedPhoto(data: Buffer): Promise<Buffer> {
  try {
    const { format } = await sharp(data).metadata();
    if (format !== 'png' && format !== 'jpeg') throw new Error(`format ${format}`);
    return await sharp(data).rotate().resize({ width: STORED_WIDTH, withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer();
  } catch {
    throw badImage(PROFILE_MESSAGES.fileTypeNotAllowed);
  }
}

/** /user-properties/{id}/image (upload and GET): the owner's photo of their home. */
export const userPropertyImageRoutes: FastifyPluginAsyncZod<UserPropertyImageRoutesOptions> = async (app, { db, storage }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_PROFILE_IMAGE_BYTES, fields: 0 } });

  app.post(
    '/user-properties/:userPropertyId/image',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Upload a photo of one of your homes (multipart field "image"; png or jpeg, at most 15 MB; stored as jpeg, 1600 px wide at most)',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: successSchema(z.object({ hasImage: z.literal(true) })), ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userPropertyId } = request.params;
      await ownUserProperty(db, request.sessionUser!.userId, userPropertyId);
      if (!request.isMultipart()) throw badImage('image: send the file as multipart/form-data');
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file) throw badImage('image: no file was sent');
        if (!PROFILE_IMAGE_TYPES.includes(file.mimetype.toLowerCase())) {
          file.file.resume();
          throw badImage(PROFILE_MESSAGES.fileTypeNotAllowed);
        }
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw badImage(PROFILE_MESSAGES.fileSizeNotAllowed);
        throw badImage('image: the upload could not be read; send the file as multipart/form-data');
      }
      await storage.put(userPropertyImageKey(userPropertyId), await normalisedPhoto(data));
      return ok({ hasImage: true as const });
    },
  );

  app.get(
    '/user-properties/:userPropertyId/image',
    { preHandler: app.authenticate, schema: { tags, summary: 'The photo of one of your homes (jpeg); 404 when there is none or the home is not yours', params } },
    async (request, reply) => {
      const { userPropertyId } = request.params;
      await ownUserProperty(db, request.sessionUser!.userId, userPropertyId);
      const image = await storage.get(userPropertyImageKey(userPropertyId));
      if (!image) throw new ApiError(404, ERROR_CODES.notFound, 'No photo of this home yet.');
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, no-cache').send(image);
    },
  );
};
