// Journal entry rules: an entry created without `created_by` is the requesting user's, as
// NetBox's serializer defaults it to the current user.
import type { JournalEntryRules } from '../../../generated/rules/index.ts';

const rules: JournalEntryRules = {
  beforeSave(ctx, values, existing) {
    if (existing === null && values.created_by === undefined && ctx.user) values.created_by = ctx.user.id;
  },
};

export default rules;
