// What webhooks and event rules share: the object types and events that fire them and their
// condition, checked when they are saved.
import { valueAfterWrite } from '../engine/rules.ts';
import { ValidationError, type FieldErrors } from '../engine/errors.ts';
import { registry } from '../engine/registry.ts';
import { ConditionError, parseConditions, regexError } from './conditions.ts';

export const EVENT_TYPES = ['type_create', 'type_update', 'type_delete'] as const;

/** A json field's value as written (JSON text) or as stored (parsed). */
export function jsonValue(values: object, existing: Record<string, unknown> | null, name: string): unknown {
  const written = values as Record<string, unknown>;
  if (Object.hasOwn(written, name)) return typeof written[name] === 'string' ? JSON.parse(written[name] as string) : (written[name] ?? null);
  return existing?.[name] ?? null;
}

/** Errors of a trigger's content types, event types and conditions; `optional`: a webhook
 * fired only by event rules has neither content types nor event types. */
export async function triggerErrors(values: object, existing: Record<string, unknown> | null, optional: boolean, typesField = 'content_types'): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const types = (valueAfterWrite(values, existing, typesField) ?? []) as string[];
  const events = EVENT_TYPES.filter((e) => valueAfterWrite(values, existing, e) === true);
  const unknown = types.filter((t) => !registry.modelOfContentType(t)?.change_log.enabled);
  if (unknown.length) errors[typesField] = [`Not object types whose changes are logged: ${unknown.join(', ')}.`];
  else if (types.length === 0 && !(optional && events.length === 0)) errors[typesField] = ['Select at least one object type.'];
  if (events.length === 0 && !(optional && types.length === 0))
    errors.type_create = ['You must select at least one type: creations, updates or deletions.'];
  const conditions = jsonValue(values, existing, 'conditions');
  if (conditions !== null) {
    try {
      const problem = await regexError(parseConditions(conditions));
      if (problem) errors.conditions = [problem];
    } catch (e) {
      if (!(e instanceof ConditionError)) throw e;
      errors.conditions = [e.message];
    }
  }
  return errors;
}

export function refuse(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
