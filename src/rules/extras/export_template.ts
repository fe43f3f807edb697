// Export template rules: every content type the template applies to names a catalogue model.
import type { ExportTemplateRules } from '../../../generated/rules/types.ts';
import { checkContentTypes } from './content-types.ts';

const rules: ExportTemplateRules = {
  beforeSave(_ctx, values) {
    checkContentTypes('object_types', values.object_types);
  },
};

export default rules;
