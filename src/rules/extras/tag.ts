// A tag's reads: how many objects carry it. Every tagged model keeps its tags in one table,
// extras_tagged_item (object_type, object_id, tag_id), which no catalogue model reads.
import type { TagRules } from '../../../generated/rules/types.ts';
import type { ComputedFieldSql } from '../../engine/api.ts';
import { checkContentTypes } from './content-types.ts';

export const tagTaggedItems: ComputedFieldSql = (_ctx, _model, alias) =>
  `(SELECT count(*)::int FROM extras_tagged_item ti WHERE ti.tag_id = ${alias}.id)`;

const rules: TagRules = {
  beforeSave(_ctx, values) {
    // NetBox 4.x's object_types: an empty list (any type) or object types netinv has.
    const types = values.object_types as string[] | undefined;
    if (types?.length) checkContentTypes('object_types', types);
  },
};

export default rules;
