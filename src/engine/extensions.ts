// What the layers above the engine give it at start (src/register.ts calls the register
// functions): each model's rules and the functions building computed fields. The engine never
// imports them, so it names no model and the import graph points one way; a use before
// registration is a programming error, reported as such.
import type { Model } from '../../codegen/types.ts';
import type { ReadContext } from './read/representation.ts';
import type { ModelRules } from './rules.ts';

/** Builds a computed field's value as one SQL expression over the row at `alias`, so a computed
 * field costs no extra statement. */
export type ComputedFieldSql = (ctx: ReadContext, model: Model, alias: string) => string;

let modelRules: Record<string, ModelRules<never>> | undefined;
let computedFields: Record<string, ComputedFieldSql> | undefined;

export function registerModelRules(rules: Record<string, ModelRules<never>>): void {
  modelRules = rules;
}

export function registerComputedFields(fields: Record<string, ComputedFieldSql>): void {
  computedFields = fields;
}

function registered<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the engine was given no ${what}: call registerExtensions() (src/register.ts) at start`);
  return value;
}

/** A model's rules, if it has any. */
export function rulesOf(model: Model): ModelRules | undefined {
  return registered(modelRules, 'model rules')[model.key] as ModelRules | undefined;
}

/** The function building the computed field `name` (a catalogue field's `computed:`). */
export function computedField(name: string): ComputedFieldSql {
  const fn = registered(computedFields, 'computed fields')[name];
  if (!fn) throw new Error(`no computed field function ${name} was registered (declare it under \`computed:\` in the catalogue)`);
  return fn;
}
