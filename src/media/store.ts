// Uploaded images in PostgreSQL (netinv_media, src/db/functions/media.sql): the image codec
// stores an upload in the transaction of the write that gives it, under a media path such as
// devicetype-images/<file name>, and the field keeps the path; the table's triggers delete an
// image its object no longer names. Served by path at /media/<path> (src/http/routes/media.ts).
import { randomBytes } from 'node:crypto';
import type { ScalarField } from '../../codegen/types.ts';
import type { Db } from '../engine/db.ts';
import { ValidationError } from '../engine/errors.ts';
import { registerScalarCodec, type ScalarCodec } from '../engine/write/codecs.ts';
import { UploadedImage } from '../engine/write/uploads.ts';

/** What a media path column holds at most (the catalogue's image fields are varchar(100)). */
const PATH_LENGTH = 100;

/** The client's file name as Django's get_valid_filename makes it: its last path segment,
 * spaces as underscores, only letters, digits, '-', '_' and '.', cut to fit the path. */
export function storedName(folder: string, filename: string, suffix = ''): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').trim().replace(/\s+/g, '_').replace(/[^-\w.]/g, '').replace(/^\.+/, '') || 'image';
  const dot = base.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
  const room = PATH_LENGTH - folder.length - 1 - suffix.length - ext.length;
  return `${folder}/${stem.slice(0, Math.max(1, room))}${suffix}${ext.slice(0, 10)}`;
}

/** Stores the image under its own name in `folder`, or, where that is taken, with a random
 * suffix as Django's storage adds one; its path. */
export async function storeImage(db: Db, folder: string, image: UploadedImage): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const path = storedName(folder, image.filename, attempt === 0 ? '' : `_${randomBytes(4).toString('hex')}`);
    const [row] = await db`INSERT INTO netinv_media (path, content_type, bytes) VALUES (${path}, ${image.contentType}, ${image.bytes})
      ON CONFLICT (path) DO NOTHING RETURNING path`;
    if (row) return path;
    if (attempt >= 5) throw new Error(`no free media path for ${image.filename}`);
  }
}

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

export async function readImage(db: Db, path: string): Promise<StoredImage | null> {
  const [row] = await db`SELECT content_type, bytes, md5(bytes) AS etag FROM netinv_media WHERE path = ${path}`;
  return row ? { contentType: row.content_type as string, bytes: row.bytes as Buffer, etag: `"${row.etag as string}"` } : null;
}

/** An image field's value: an upload is stored and its path written (with its size, for a
 * field with `dimensions`); '' or null clears it; absent, nothing changes. */
const image: ScalarCodec = {
  async encode(value, field: ScalarField, ctx) {
    if (value === undefined) return undefined;
    // Cleared: an image field without an image holds null; a required one cannot be cleared.
    if (!(value instanceof UploadedImage)) {
      if (field.required) throw ValidationError.field(field.name, value === null ? 'This field may not be null.' : 'No file was submitted.');
      return { columns: { [field.column!]: null } };
    }
    const path = await storeImage(ctx.db, field.upload_to!, value);
    const sizes = field.dimensions ? { [`${field.name}_height`]: value.height, [`${field.name}_width`]: value.width } : {};
    return { columns: { [field.column!]: path, ...sizes } };
  },
  takesNull: true,
};

export function registerImageCodec(): void {
  registerScalarCodec('image', image);
}
