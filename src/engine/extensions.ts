// What the layers above the engine give it at start (src/register.ts calls the register
// functions): each model's rules, the functions building computed fields, and the model features
// whose knowledge lives beside a model's rules (custom fields, config contexts). The engine never
// imports them, so it names no model and its imports point one way; a use before registration
// is a programming error, reported as such.
import type { Feature, Model } from '../../codegen/types.ts';
import type { Db } from './db.ts';
import type { ReadContext } from './read/context.ts';
import type { ModelRules } from './rules.ts';
import type { Statement } from './sql/builder.ts';

/** Builds a computed field's value as one SQL expression over the row at `alias`, so a computed
 * field costs no extra statement. */
export type ComputedFieldSql = (ctx: ReadContext, model: Model, alias: string) => string;

/** What a feature defines per model and reads once per request (a model's custom fields):
 * opaque to the engine, which hands it back to the feature. */
export type FeatureDefinitions = readonly unknown[];

/** A catalogue feature (a model's `features:` entry) served from above the engine. Every part
 * but `value` is optional: the engine asks for what the feature has. */
export interface ModelFeature<D = unknown> {
  /** SQL of the value the feature adds, under its own name, to a model's full representation. */
  value(ctx: ReadContext, model: Model, alias: string): string;
  /** The query parameters it compiles start with this (`cf_`). */
  paramPrefix?: string;
  /** Its definitions for `model`, read when a parameter or a write needs them. */
  definitions?(db: Db, model: Model): Promise<readonly D[]>;
  /** The condition of one of its parameters: null when no value is given, undefined when the
   * parameter names nothing it has (an unknown filter). */
  filter?(st: Statement, alias: string, definitions: readonly D[], param: string, raws: string[]): string | null | undefined;
  /** The data to store for one object after a write that gave `given` under the feature's name
   * (`stored`: the object's, null on create), and the problems to answer under that name.
   * `object` is the model and the object's id (null on create). */
  write?(db: Db, definitions: readonly D[], given: Record<string, unknown> | undefined, stored: Record<string, unknown> | null, object: { model: Model; id: number | null }): Promise<{ data: Record<string, unknown>; errors: string[] }>;
}

const features = new Map<Feature, ModelFeature>();

let modelRules: Record<string, ModelRules<never>> | undefined;
let computedFields: Record<string, ComputedFieldSql> | undefined;

export function registerModelRules(rules: Record<string, ModelRules<never>>): void {
  modelRules = rules;
}

export function registerComputedFields(fields: Record<string, ComputedFieldSql>): void {
  computedFields = fields;
}

export function registerFeature<D>(name: Feature, feature: ModelFeature<D>): void {
  features.set(name, feature as ModelFeature);
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

/** The feature `name` of `model`, undefined when the model does not have it. */
export function modelFeature(model: Model, name: Feature): ModelFeature | undefined {
  if (!model.features.includes(name)) return undefined;
  return registered(features.get(name), `feature ${name}`);
}

/** The registered features `model` has (not those the engine serves itself: tags, created). */
function featuresOf(model: Model): ModelFeature[] {
  return model.features.flatMap((name) => features.get(name) ?? []);
}

/** The feature of `model` whose query parameters `param` is one of, with its filter. */
export function paramFeature(model: Model, param: string): (ModelFeature & Required<Pick<ModelFeature, 'filter'>>) | undefined {
  for (const feature of featuresOf(model))
    if (feature.paramPrefix && feature.filter && param.startsWith(feature.paramPrefix)) return feature as ModelFeature & Required<Pick<ModelFeature, 'filter'>>;
  return undefined;
}

/** The definitions of the features of `model` owning some of `params` (a list's parameters),
 * read only when one does; [] otherwise. */
export async function featureDefinitions(db: Db, model: Model, params: string[]): Promise<FeatureDefinitions> {
  for (const { paramPrefix, definitions } of featuresOf(model))
    if (paramPrefix && definitions && params.some((p) => p.startsWith(paramPrefix))) return definitions(db, model);
  return [];
}
