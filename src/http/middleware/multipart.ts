// multipart/form-data bodies, taken where NetBox takes files: the writes of a model with an
// image field (a device type's front_image and rear_image, an image attachment's image).
// Fields are strings as DRF reads a form (a name given more than once: a list, as tags are
// sent); a file is read whole within MAX_IMAGE_SIZE and must be an image by its own bytes
// (src/media/image-header.ts), whatever name or type the client gives it. Parts, fields, field
// sizes and files are capped; every refusal is a 400 naming the field where there is one.
import busboy from 'busboy';
import type { Request } from 'express';
import type { Model } from '../../../codegen/types.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { registry } from '../../engine/registry.ts';
import { UploadedImage } from '../../engine/write/uploads.ts';
import { readImageHeader } from '../../media/image-header.ts';

/** More than any model has fields (custom fields included, given as JSON in one field). */
const MAX_FIELDS = 200;
const MAX_FIELD_SIZE = 1024 * 1024;
const MAX_NAME_SIZE = 100;

export function isMultipart(type: string): boolean {
  return /^multipart\/form-data\b/i.test(type);
}

/** The model a request's path writes (/api/<app>/<model>/...) when it has an image field. */
export function imageModelOf(req: Request): Model | undefined {
  const m = /^\/api\/([a-z-]+)\/([a-z-]+)\//.exec(req.path);
  const model = m ? registry.modelAt(m[1]!, m[2]!) : undefined;
  return model && imageFields(model).size > 0 ? model : undefined;
}

/** The names of `model`'s image fields, those a multipart write may give files for. */
export function imageFields(model: Model): Set<string> {
  return new Set(model.fields.filter((f) => f.kind === 'scalar' && f.type === 'image').map((f) => f.name));
}

/** Reads the multipart body of a write of `model` into a plain object: fields as strings, image
 * files as UploadedImage. The fields together are held to `maxFieldBytes` (MAX_BODY_SIZE, as a
 * JSON body is), each file to `maxImageSize`. */
export function readMultipart(req: Request, model: Model, maxImageSize: number, maxFieldBytes: number): Promise<Record<string, unknown>> {
  const images = imageFields(model);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fieldNameSize: MAX_NAME_SIZE, fieldSize: MAX_FIELD_SIZE, fields: MAX_FIELDS, files: images.size, fileSize: maxImageSize, parts: MAX_FIELDS + images.size },
      });
    } catch (e) {
      return reject(new ApiError(400, `Multipart form parse error - ${(e as Error).message}`));
    }
    const body: Record<string, unknown> = Object.create(null);
    const pending: Array<Promise<void>> = [];
    let failed = false;
    let fieldBytes = 0;
    // The first refusal answers; the rest of the body is drained unread.
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(e);
    };
    const set = (name: string, value: unknown) => {
      const had = body[name];
      body[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
    };
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated) return fail(new ApiError(400, `Multipart form parse error - a field name is longer than ${MAX_NAME_SIZE} characters.`));
      if (info.valueTruncated) return fail(ValidationError.field(name, `The value is longer than the limit of ${MAX_FIELD_SIZE} bytes.`));
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (fieldBytes > maxFieldBytes) return fail(new ApiError(413, `Request body is larger than the limit of ${maxFieldBytes} bytes.`));
      if (value.includes('\0')) return fail(ValidationError.field(name, 'Null characters are not allowed.'));
      if (images.has(name) && body[name] !== undefined) return fail(ValidationError.field(name, 'Give one file.'));
      set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      if (!images.has(name)) {
        stream.resume();
        return fail(ValidationError.field(name, images.size ? `This field takes no file (files: ${[...images].join(', ')}).` : 'This field takes no file.'));
      }
      if (body[name] !== undefined) {
        stream.resume();
        return fail(ValidationError.field(name, 'Give one file.'));
      }
      body[name] = null; // taken: a second part of the name is refused
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      pending.push(new Promise<void>((done) => stream.on('end', () => {
        if (stream.truncated) fail(ValidationError.field(name, `The file is larger than the limit of ${maxImageSize} bytes (MAX_IMAGE_SIZE).`));
        else {
          const bytes = Buffer.concat(chunks);
          const header = bytes.length ? readImageHeader(bytes) : null;
          if (!bytes.length) fail(ValidationError.field(name, 'The submitted file is empty.'));
          else if (!header) fail(ValidationError.field(name, 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.'));
          else body[name] = new UploadedImage(info.filename ?? name, bytes, header.contentType, header.width, header.height);
        }
        done();
      })));
    });
    parser.on('partsLimit', () => fail(new ApiError(400, `Multipart form parse error - more than ${MAX_FIELDS + images.size} parts.`)));
    parser.on('fieldsLimit', () => fail(new ApiError(400, `Multipart form parse error - more than ${MAX_FIELDS} fields.`)));
    parser.on('filesLimit', () => fail(new ApiError(400, `Multipart form parse error - more files than the ${images.size} image fields (${[...images].join(', ')}).`)));
    parser.on('error', (e: Error) => fail(new ApiError(400, `Multipart form parse error - ${e.message}`)));
    parser.on('close', () => {
      void Promise.all(pending).then(() => (failed ? undefined : resolve(body)));
    });
    req.pipe(parser);
  });
}
