// Circuit rules (NetBox 3.7 Circuit.clean): a circuit's provider account is one of its
// provider's; a distance has a unit (NetBox 4.2).
import type { CircuitRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkDistance } from '../shared/distance.ts';

const rules: CircuitRules = {
  async beforeSave(ctx, values, existing) {
    checkDistance(values as Record<string, unknown>, existing);
    const account = valueAfterWrite(values, existing, 'provider_account', 'provider_account_id') as number | null;
    if (account === null) return;
    const provider = valueAfterWrite(values, existing, 'provider', 'provider_id') as number;
    const [row] = await query<{ provider_id: number }>(ctx.db, 'SELECT provider_id FROM circuits_provider_account WHERE id = $1', [account]);
    if (row && row.provider_id !== provider)
      throw ValidationError.field('provider_account', 'The assigned account must belong to the assigned provider.');
  },
};

export default rules;
