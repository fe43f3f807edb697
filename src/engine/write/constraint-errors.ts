// The database's refusals of a write (unique, foreign key, check and not-null violations) as
// the field errors NetBox gives for them, named by the catalogue's constraints.
import type { Model } from '../../../codegen/types.ts';
import type { FieldErrors } from '../errors.ts';
import { scalarCodec } from './codecs.ts';

/** Maps a unique or foreign-key violation to the field errors a client can act on. */
export function constraintError(model: Model, e: unknown): FieldErrors | null {
  const err = e as { code?: string; constraint_name?: string; column_name?: string };
  if (err.code === '23505') {
    for (const u of model.unique) {
      if (err.constraint_name !== u.name) continue;
      // Django names the field of a one-field constraint, unless the constraint has a condition
      // (a top-level platform's name): then the error is the object's.
      if (u.fields.length === 1 && u.when_null.length === 0 && u.when_not_blank.length === 0) {
        const f = u.fields[0]!;
        return { [f]: [u.message ?? `${model.verbose_name} with this ${f.replace(/_/g, ' ')} already exists.`] };
      }
      return { __all__: [u.message ?? `The fields ${u.fields.join(', ')} must make a unique set.`] };
    }
    for (const f of model.fields) {
      const duplicate = f.kind === 'scalar' ? scalarCodec(f.type)?.duplicate : undefined;
      if (duplicate) return { [f.name]: [duplicate] };
    }
    return { __all__: ['An object with these values already exists.'] };
  }
  if (err.code === '23514' && err.constraint_name === `${model.table}_parent_cycle`)
    return { parent: [`A ${model.verbose_name} cannot be its own parent, nor have one of its descendants as parent.`] };
  if (err.code === '23503') return { __all__: ['A related object does not exist (it may have just been deleted).'] };
  if (err.code === '23502') return { __all__: [`A required value is missing${err.column_name ? `: ${err.column_name}` : ''}.`] };
  return null;
}
