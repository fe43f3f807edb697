// A webhook is saved only when it can fire and render: its object types and events (unless
// only event rules fire it), its condition, and its three templates.
import type { WebhookRules } from '../../../generated/rules/index.ts';
import { valueAfterWrite } from '../../engine/rules.ts';
import { compile, TemplateError } from '../../events/templates.ts';
import { refuse, triggerErrors } from '../../events/triggers.ts';

const TEMPLATES = ['payload_url', 'additional_headers', 'body_template'] as const;

const rules: WebhookRules = {
  beforeSave(_ctx, values, existing) {
    const errors = triggerErrors(values, existing, true);
    for (const name of TEMPLATES) {
      try {
        compile(String(valueAfterWrite(values, existing, name) ?? ''));
      } catch (e) {
        if (!(e instanceof TemplateError)) throw e;
        errors[name] = [`Invalid template: ${e.message}`];
      }
    }
    if (valueAfterWrite(values, existing, 'ca_file_path') && valueAfterWrite(values, existing, 'ssl_verification') === false)
      errors.ca_file_path = ['Do not specify a CA certificate file if SSL verification is disabled.'];
    refuse(errors);
  },
};

export default rules;
