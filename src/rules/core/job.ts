// A job's reads: NetBox 4.x's `object`, the object the job ran for (object_type, object_id), as
// its brief representation, built in the read as the change log's changed_object is.
import { type ComputedFieldSql, literal, registry, relatedBrief } from '../../engine/api.ts';

export const jobObject: ComputedFieldSql = (ctx, _model, alias) => {
  const whens = registry.catalogue.models.filter((m) => !m.read_only)
    .map((m) => `WHEN ${literal(m.content_type)} THEN ${relatedBrief(ctx, m.key, `${alias}.object_id`)}`);
  return `CASE ${alias}.object_type ${whens.join(' ')} END`;
};
