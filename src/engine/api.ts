// What rules (src/rules/**) may use of the engine, and all they import from it: the context and
// hooks of model rules, errors, statements and queries, the catalogue's look-ups, the pieces of
// the read builder a computed field or a feature composes, and the types of what registers.
export type { Field, Model } from '../../codegen/types.ts';
export { query, type Db } from './db.ts';
export { ApiError, ValidationError, type FieldErrors } from './errors.ts';
export type { ComputedFieldSql, FeatureDefinitions, ModelFeature } from './extensions.ts';
export { validationPattern } from './patterns.ts';
export { NEGATED } from './query/filters.ts';
export { isValidDate, parseDateTime } from './query/values.ts';
export { rowValue, type ReadContext } from './read/context.ts';
export { genericExpr, nestedObject, objectExpr, relatedBrief } from './read/object.ts';
export type { SharedObjects } from './read/shared-objects.ts';
export { field, registry } from './registry.ts';
export { displayOf, remembered, shownValue, valueAfterWrite, type Actor, type ModelRules, type RuleContext } from './rules.ts';
export { ident, literal, Statement } from './sql/builder.ts';
