// Which of a model's fields a form writes (its own module, free of the browser's, so the bulk
// import's record conversion, import-rows.ts, can be tested without a page).
import type { UiField } from '../../../codegen/emit/ui.ts';

/** Fields a form writes: not read-only, not computed or derived. An image is a file the form
 * uploads as the API takes it, a multipart form (docs/rest-api.md, "Images"). */
export function writable(f: UiField): boolean {
  return !f.read_only && ['scalar', 'choice', 'fk', 'm2m', 'generic', 'object_list', 'rows'].includes(f.kind);
}
