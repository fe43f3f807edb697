// An event rule (NetBox 3.7) fires the webhook it names for its object types and events.
import type { EventRuleRules } from '../../../generated/rules/types.ts';
import { refuse, triggerErrors } from '../../events/triggers.ts';

const rules: EventRuleRules = {
  async beforeSave(_ctx, values, existing) {
    refuse(await triggerErrors(values, existing, false));
  },
};

export default rules;
