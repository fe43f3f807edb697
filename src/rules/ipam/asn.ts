// ASN rules (NetBox 3.7 ASN.__str__): the display is "AS<asn>", with the ASDOT notation added
// for 32-bit numbers: "AS4200000000 (64086.59904)". Computed on save into display_text.
import type { ASNRules } from '../../../generated/rules/types.ts';
import { setComputed } from './common.ts';
import { valueAfterWrite } from '../../engine/api.ts';

export function asnDisplay(asn: number): string {
  return asn > 65535 ? `AS${asn} (${Math.floor(asn / 65536)}.${asn % 65536})` : `AS${asn}`;
}

const rules: ASNRules = {
  beforeSave(_ctx, values, existing) {
    setComputed(values, 'display_text', asnDisplay(Number(valueAfterWrite(values, existing, 'asn'))));
  },
};

export default rules;
