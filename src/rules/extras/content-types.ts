// Content type lists (custom links, export templates): NetBox refuses an empty list and any
// type that is not a model; here a type names a catalogue model as app.model (dcim.site).
import { registry, ValidationError } from '../../engine/api.ts';

/** Refuses an empty list (unless `allowEmpty`: an object permission's object_types, which
 * NetBox's serializer lets be empty), a non-string entry or a name that is no catalogue model, on
 * the field `field`; a list left out of an update (undefined) is not checked. */
export function checkContentTypes(field: string, value: unknown, allowEmpty = false): void {
  if (value === undefined) return;
  if (!Array.isArray(value) || (value.length === 0 && !allowEmpty)) throw ValidationError.field(field, 'This list may not be empty.');
  for (const ct of value) {
    if (typeof ct !== 'string' || !registry.modelOfContentType(ct))
      throw ValidationError.field(field, `Invalid content type: ${typeof ct === 'string' ? JSON.stringify(ct) : 'not a string'} is not an object type (app.model).`);
  }
  if (new Set(value).size !== value.length) throw ValidationError.field(field, 'A content type is listed twice.');
}
