// The custom_fields feature as the engine receives it (src/register.ts): the `custom_fields`
// key of a representation, the `cf_` filters, and the values a write stores.
import type { ModelFeature } from '../../../engine/api.ts';
import { customFieldsExpr, customFieldsOf, type CustomFieldDef } from './definitions.ts';
import { customFieldFilter } from './filters.ts';
import { applyCustomFields, checkCustomFieldObjects, checkUniqueValues } from './values.ts';

export const customFieldsFeature: ModelFeature<CustomFieldDef> = {
  value: (_ctx, model, alias) => customFieldsExpr(model, alias),
  paramPrefix: 'cf_',
  definitions: customFieldsOf,
  filter: (st, alias, defs, param, raws) => customFieldFilter(st, alias, defs, param, raws),
  async write(db, defs, given, stored, object) {
    const { data, errors } = applyCustomFields(defs, given, stored);
    const [objects, unique] = await Promise.all([checkCustomFieldObjects(db, defs, data), checkUniqueValues(db, defs, given, data, object.model.table, object.id)]);
    errors.push(...objects, ...unique);
    return { data, errors };
  },
};
