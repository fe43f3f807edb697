// An m2m list as written, waiting for its references to resolve: `tags` and the other m2m
// fields (checks.ts), and the tag lists add_tags and remove_tags (tag-changes.ts).
import type { Field } from '../../../codegen/types.ts';
import { registry } from '../registry.ts';
import type { PendingRef, Prepared } from './context.ts';
import { referenceList } from './related.ts';

/** Item `item`'s list `value` for m2m field `field`: its places in `prepared.values`, filled
 * when its references, left in `refs`, resolve. */
export function pendReferenceList(field: Field & { kind: 'm2m' }, value: unknown, prepared: Prepared, refs: PendingRef[], item: number): void {
  const list = referenceList(value);
  prepared.values[field.name] = new Array(list.length);
  list.forEach((ref, index) => refs.push({ item, field, target: registry.model(field.target), ref, index }));
}
