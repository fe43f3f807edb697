// A webhook is saved only when it can fire and render: its object types and events (unless
// only event rules fire it), its condition, its three templates and its CA file.
import type { WebhookRules } from '../../../generated/rules/types.ts';
import { valueAfterWrite } from '../../engine/api.ts';
import { CaFileError, readCaFile } from '../../events/ca-file.ts';
import { templateErrors } from '../../events/templates.ts';
import { refuse, triggerErrors } from '../../events/triggers.ts';

const TEMPLATES = ['payload_url', 'additional_headers', 'body_template'] as const;

const rules: WebhookRules = {
  async beforeSave(_ctx, values, existing) {
    const errors = await triggerErrors(values, existing, true);
    const problems = await templateErrors(TEMPLATES.map((name) => String(valueAfterWrite(values, existing, name) ?? '')));
    TEMPLATES.forEach((name, i) => {
      if (problems[i]) errors[name] = [`Invalid template: ${problems[i]}`];
    });
    const caFile = valueAfterWrite(values, existing, 'ca_file_path') as string | null | undefined;
    if (caFile && valueAfterWrite(values, existing, 'ssl_verification') === false)
      errors.ca_file_path = ['Do not specify a CA certificate file if SSL verification is disabled.'];
    else if (caFile && Object.hasOwn(values, 'ca_file_path')) {
      try {
        await readCaFile(caFile);
      } catch (e) {
        if (!(e instanceof CaFileError)) throw e;
        errors.ca_file_path = [`The CA certificate file ${e.message}.`];
      }
    }
    refuse(errors);
  },
};

export default rules;
