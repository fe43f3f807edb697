// The objects a change log record names: the changed object and the object the change also
// concerns (a component's device), each by a `<name>_type` content type and a `<name>_id`.
import { type ComputedFieldSql, ident, literal, type ReadContext, registry, relatedBrief } from '../../engine/api.ts';

/** The brief representation of the object named by the row's `<name>_type` and `<name>_id`,
 * any change-logged model; null once the object is gone. */
function loggedObject(ctx: ReadContext, alias: string, name: string): string {
  const whens = registry.catalogue.models.filter((m) => m.change_log.enabled)
    .map((m) => `WHEN ${literal(m.content_type)} THEN ${relatedBrief(ctx, m.key, `${alias}.${ident(`${name}_id`)}`)}`);
  return `CASE ${alias}.${ident(`${name}_type`)} ${whens.join(' ')} END`;
}

export const changedObject: ComputedFieldSql = (ctx, _model, alias) => loggedObject(ctx, alias, 'changed_object');
export const relatedObject: ComputedFieldSql = (ctx, _model, alias) => loggedObject(ctx, alias, 'related_object');
