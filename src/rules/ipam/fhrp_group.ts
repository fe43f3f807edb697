// FHRP group rules (NetBox 3.7 FHRPGroup.__str__): the display is "[name ]<protocol label>:
// <group id>", computed on save into display_text. (NetBox also appends the group's first IP
// address, which changes with other objects; it is left out.)
import type { FHRPGroupRules } from '../../../generated/rules/types.ts';
import { choiceLabel, setComputed } from './common.ts';
import { valueAfterWrite } from '../../engine/api.ts';

const rules: FHRPGroupRules = {
  beforeSave(_ctx, values, existing) {
    const name = (valueAfterWrite(values, existing, 'name') as string | null) ?? '';
    const protocol = valueAfterWrite(values, existing, 'protocol') as string;
    const groupId = valueAfterWrite(values, existing, 'group_id') as number;
    setComputed(values, 'display_text', `${name ? `${name} ` : ''}${choiceLabel('fhrp_group_protocol', protocol)}: ${groupId}`);
  },
};

export default rules;
