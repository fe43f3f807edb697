// Journal entry rules: an entry is written by the requesting user, its `created_by` (read-only
// in the API, so an entry cannot be put in someone else's name).
import type { JournalEntryRules } from '../../../generated/rules/types.ts';

const rules: JournalEntryRules = {
  beforeSave(ctx, values, existing) {
    if (existing === null && ctx.user) (values as Record<string, unknown>).created_by = ctx.user.id;
  },
};

export default rules;
