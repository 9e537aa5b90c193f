import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { sql, eq } from 'drizzle-orm';
import { CONTRACTOR_MAX_PHOTOS, ERROR_CODES, PROFILE_IMAGE_TYPES, PROFILE_MESSAGES } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { professionals } from './professional.tables';
import type { ProfessionalRow } from './professional-profile.service';

/** The logo (companyProfileImage) is kept as a 400x400 png, letterboxed so a wide logo stays whole. */
const LOGO_SIZE = 400;
/** Photos of work are kept as jpeg at most 1600 px wide or tall. */
const PHOTO_MAX = 1600;

/** Names a download may ask for (the last part of a storage key). */
export const IMAGE_NAME_PATTERN = /^(logo\.png|photo-[a-f0-9]{16}\.jpg)$/;

const imageError = (message: string) => new ApiError(400, ERROR_CODES.validation, message, { field: 'image' });

/**
 * The one file of a multipart upload (field "image"): png or jpeg by its declared type, at most
 * 15 MB (the multipart limit), else the spec's messages as 400.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw imageError('image: send the file as multipart/form-data');
  try {
    const file = await request.file();
    if (!file) throw imageError('image: no file was sent');
    if (!PROFILE_IMAGE_TYPES.includes(file.mimetype.toLowerCase())) {
      file.file.resume();
      throw imageError(PROFILE_MESSAGES.fileTypeNotAllowed);
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE') throw imageError(PROFILE_MESSAGES.fileSizeNotAllowed);
    throw imageError('image: the upload could not be read; send the file as multipart/form-data');
  }
}

/** Decodes the bytes as png or jpeg (by content: a renamed text file is refused) and re-encodes them. */
async function reencode(data: Buffer, shape: (image: Sharp) => Sharp): Promise<Buffer> {
  try {
    const { format } = await sharp(data).metadata();
    if (format !== 'png' && format !== 'jpeg') throw new Error(`format ${format}`);
    return await shape(sharp(data).rotate()).toBuffer();
  } catch {
    throw imageError(PROFILE_MESSAGES.fileTypeNotAllowed);
  }
}

/** Stores the logo and returns the updated row. */
export async function saveLogo(db: Database, storage: FileStorage, row: ProfessionalRow, data: Buffer): Promise<ProfessionalRow> {
  const png = await reencode(data, (i) => i.resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 1 } }).png());
  const key = `professional-images/${row.id}/logo.png`;
  await storage.put(key, png);
  const [updated] = await db
    .update(professionals)
    .set({ logoKey: key, updatedAt: sql`now()` })
    .where(eq(professionals.id, row.id))
    .returning();
  return updated!;
}

/** Adds a photo of work (at most CONTRACTOR_MAX_PHOTOS). */
export async function addPhoto(db: Database, storage: FileStorage, row: ProfessionalRow, data: Buffer): Promise<ProfessionalRow> {
  if (row.photoKeys.length >= CONTRACTOR_MAX_PHOTOS) throw imageError(`A profile shows at most ${CONTRACTOR_MAX_PHOTOS} photos; remove one first.`);
  const jpeg = await reencode(data, (i) => i.resize(PHOTO_MAX, PHOTO_MAX, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }));
  const key = `professional-images/${row.id}/photo-${randomBytes(8).toString('hex')}.jpg`;
  await storage.put(key, jpeg);
  const [updated] = await db
    .update(professionals)
    .set({ photoKeys: sql`${professionals.photoKeys} || ${JSON.stringify([key])}::jsonb`, updatedAt: sql`now()` })
    .where(eq(professionals.id, row.id))
    .returning();
  return updated!;
}

/** Removes a photo by its name; 404 when the profile has no such photo. */
export async function removePhoto(db: Database, storage: FileStorage, row: ProfessionalRow, name: string): Promise<ProfessionalRow> {
  const key = row.photoKeys.find((k) => k.endsWith(`/${name}`));
  if (!key) throw new ApiError(404, ERROR_CODES.notFound, 'This profile has no such photo.');
  const [updated] = await db
    .update(professionals)
    .set({ photoKeys: row.photoKeys.filter((k) => k !== key), updatedAt: sql`now()` })
    .where(eq(professionals.id, row.id))
    .returning();
  await storage.remove(key);
  return updated!;
}

/** A public image of a profile (logo or photo) by name, or null. */
export async function readProfileImage(storage: FileStorage, row: ProfessionalRow, name: string): Promise<{ data: Buffer; type: string } | null> {
  const key = row.logoKey?.endsWith(`/${name}`) ? row.logoKey : row.photoKeys.find((k) => k.endsWith(`/${name}`));
  if (!key) return null;
  const data = await storage.get(key);
  return data ? { data, type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' } : null;
}
