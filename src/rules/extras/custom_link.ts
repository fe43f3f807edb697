// Custom link rules: every content type the link applies to names a catalogue model.
import type { CustomLinkRules } from '../../../generated/rules/types.ts';
import { checkContentTypes } from './content-types.ts';

const rules: CustomLinkRules = {
  beforeSave(_ctx, values) {
    checkContentTypes('object_types', values.object_types);
  },
};

export default rules;
