// Contact rules (NetBox 4.3 Contact): a contact is in any number of groups. NetBox 3.7's single
// group reads as the first of them (the earliest added) and, written at API version 3.7 (the
// catalogue's `versions:`), makes the groups that one group, or none for null, as NetBox's
// migration tenancy 0018 made each contact's group its only one.
import type { ContactRules } from '../../../generated/rules/types.ts';
import { type ComputedFieldSql, query, relatedBrief, ValidationError } from '../../engine/api.ts';

const rules: ContactRules = {
  async beforeSave(ctx, written) {
    const values = written as Record<string, unknown>;
    if (!Object.hasOwn(values, 'group')) return;
    if (Object.hasOwn(values, 'groups')) throw ValidationError.field('group', 'Give group (NetBox 3.7) or groups, not both.');
    const group = values.group as number | null;
    if (group !== null) {
      const [found] = await query<{ id: number }>(ctx.db, 'SELECT id FROM tenancy_contact_group WHERE id = $1', [group]);
      if (!found) throw ValidationError.field('group', `Invalid pk "${group}" - object does not exist.`);
    }
    values.groups = group === null ? [] : [group];
  },
};

/** NetBox 3.7's group: the contact's earliest added group, brief, or null. */
export const contactFirstGroup: ComputedFieldSql = (ctx, _model, alias) =>
  relatedBrief(ctx, 'tenancy.contact_group', `(SELECT g.contact_group_id FROM tenancy_contact_groups g WHERE g.contact_id = ${alias}.id ORDER BY g.id LIMIT 1)`);

export default rules;
