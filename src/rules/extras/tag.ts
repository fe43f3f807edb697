// A tag's reads: how many objects carry it. Every tagged model keeps its tags in one table,
// extras_tagged_item (object_type, object_id, tag_id), which no catalogue model reads.
import type { ComputedFieldSql } from '../../engine/api.ts';

export const tagTaggedItems: ComputedFieldSql = (_ctx, _model, alias) =>
  `(SELECT count(*)::int FROM extras_tagged_item ti WHERE ti.tag_id = ${alias}.id)`;
