// An event rule (NetBox 3.7) fires the webhook it names for its object types and events.
// NetBox 4.1 replaced its five booleans (type_create ...) by one list, event_types; both are
// kept in step here, whichever a client writes, so that each generation reads what it wrote.
import type { EventRuleRules, EventRuleValues } from '../../../generated/rules/types.ts';
import { ValidationError } from '../../engine/api.ts';
import { refuse, triggerErrors } from '../../events/triggers.ts';

/** NetBox 4.6's event types (core/events.py) and the NetBox 3.7 boolean each is set by. */
const EVENTS: ReadonlyArray<readonly [string, keyof EventRuleValues]> = [
  ['object_created', 'type_create'],
  ['object_updated', 'type_update'],
  ['object_deleted', 'type_delete'],
  ['job_started', 'type_job_start'],
  ['job_completed', 'type_job_end'],
  ['job_failed', 'type_job_end'],
  ['job_errored', 'type_job_end'],
];
const BOOLEANS = [...new Set(EVENTS.map(([, b]) => b))];

/** The event types the booleans stand for (NetBox's migration 0120: type_job_end is every end). */
function typesOf(flags: (b: keyof EventRuleValues) => boolean): string[] {
  return EVENTS.filter(([, b]) => flags(b)).map(([e]) => e);
}

/** Sets the one from the other in `values`: event_types when given (each value checked), else
 * the booleans given over the stored ones. Both given must agree. */
function inStep(values: EventRuleValues, existing: Record<string, unknown> | null): void {
  const givenTypes = values.event_types as string[] | undefined;
  const givenFlags = BOOLEANS.filter((b) => values[b] !== undefined);
  if (givenTypes !== undefined) {
    const unknown = givenTypes.filter((t) => !EVENTS.some(([e]) => e === t));
    if (unknown.length) throw ValidationError.field('event_types', `"${unknown[0]}" is not a valid choice.`);
    const types = [...new Set(givenTypes)];
    const flags = Object.fromEntries(BOOLEANS.map((b) => [b, EVENTS.some(([e, f]) => f === b && types.includes(e))]));
    const conflicting = givenFlags.filter((b) => values[b] !== flags[b]);
    if (conflicting.length) throw ValidationError.field(conflicting[0]!, `Does not agree with event_types (${types.join(', ') || 'none'}); give one or the other.`);
    Object.assign(values, flags, { event_types: EVENTS.map(([e]) => e).filter((e) => types.includes(e)) });
  } else if (givenFlags.length || !existing) {
    values.event_types = typesOf((b) => Boolean(values[b] ?? existing?.[b] ?? false));
  }
}

const rules: EventRuleRules = {
  async beforeSave(_ctx, values, existing) {
    inStep(values, existing);
    refuse(await triggerErrors(values, existing, false, 'object_types'));
  },
};

export default rules;
