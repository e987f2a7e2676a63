import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { invalidField } from '../../lib/http-error';
import { sniffImage } from '../../lib/images';
import { newToken } from '../../lib/crypto';
import { insertUpload } from './repository';

/**
 * The public path an upload is served at (a same-origin URL, as core's imageUrlSchema
 * wants), by a random key so uploads cannot be listed by counting.
 */
export const uploadUrl = (key: string): string => `/api/uploads/${key}`;

/**
 * Reads the one image file of a multipart request (field `image`, or the first file),
 * checks its bytes are an image and stores it. The size limit is multipart's: a larger
 * file fails with 413 before anything is written.
 */
export async function storeImageFromRequest(
  db: Db,
  request: FastifyRequest,
  ownerId: number | null,
) {
  if (!request.isMultipart()) throw invalidField('image', 'validation.required');
  const file = await request.file();
  if (!file) throw invalidField('image', 'validation.required');
  const bytes = await file.toBuffer();
  const mime = sniffImage(bytes);
  if (!mime) throw invalidField(file.fieldname || 'image', 'error.invalid_image');
  const key = newToken();
  await insertUpload(db, { key, owner_id: ownerId, mime, bytes });
  return uploadUrl(key);
}
