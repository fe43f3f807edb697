// get_vlans from `show vlan`: each VLAN's name and member interfaces, in the device's order.
import { putValue } from '../../parse/safe_record.ts';
import type { Vlan } from '../../types.ts';
import type { Answer } from './answer.ts';

export function parseVlans(answer: Answer): Record<string, Vlan> {
  const result: Record<string, Vlan> = {};
  for (const [id, vlan] of answer.at('vlans').entries()) {
    putValue(result, id, {
      name: vlan.at('name').string(),
      interfaces: vlan.at('interfaces').entries([]).map(([name]) => name),
    });
  }
  return result;
}
