// Virtual circuit rules (NetBox 4.6 VirtualCircuit.clean): the provider account, when given,
// is one of the provider network's provider's.
import type { VirtualCircuitRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: VirtualCircuitRules = {
  async beforeSave(ctx, values, existing) {
    const account = valueAfterWrite(values, existing, 'provider_account', 'provider_account_id') as number | null;
    if (account === null) return;
    const network = valueAfterWrite(values, existing, 'provider_network', 'provider_network_id') as number;
    const [row] = await query<{ same: boolean }>(ctx.db,
      `SELECT a.provider_id = n.provider_id AS same FROM circuits_provider_account a, circuits_provider_network n
        WHERE a.id = $1 AND n.id = $2`, [account, network]);
    if (row && !row.same)
      throw ValidationError.field('provider_account', 'The assigned account must belong to the provider of the assigned network.');
  },
};

export default rules;
