// OPTIONS on a list or detail endpoint: Django REST framework's metadata, with
// `actions.POST` (or `PUT` on a detail) describing each writable field and its choices for
// authenticated users whose token may write.
import type { Field, Model } from '../../codegen/types.ts';
import { registry } from '../engine/registry.ts';
import type { RequestAuth } from './request.ts';
import { imageFields } from './middleware/multipart.ts';

function label(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describe(f: Field): Record<string, unknown> {
  const base = { required: f.required, read_only: f.read_only || f.kind === 'derived', label: label(f.name) };
  switch (f.kind) {
    case 'choice':
      return {
        type: 'choice',
        ...base,
        choices: registry.choices(f.choices).choices.map((c) => ({ value: f.value_as === 'code' ? c.code : c.value, display_name: c.label })),
      };
    case 'fk':
    case 'generic':
      return { type: 'field', ...base };
    case 'm2m':
    case 'object_list':
      return { type: 'field', ...base, many: true };
    case 'rows':
      return { type: 'nested object', ...base, many: true };
    case 'reverse':
      return f.count ? { type: 'integer', ...base, read_only: true } : { type: 'field', ...base, read_only: true, many: f.many };
    case 'computed':
      if (f.writes) return { type: 'string', ...base };   // written at this API version (engine/versions.ts)
      if (f.returns === 'objects') return { type: 'field', ...base, read_only: true, many: true };
      return { type: ['status', 'object'].includes(f.returns) ? 'field' : f.returns, ...base, read_only: true };
    case 'derived':
      return { type: 'integer', ...base };
    case 'scalar': {
      const type = { integer: 'integer', bigint: 'integer', decimal: 'decimal', boolean: 'boolean', date: 'date', datetime: 'datetime', json: 'json', string_list: 'list' }[f.type as string] ?? 'string';
      // A list of choices (an event rule's event_types): DRF's ListField of a ChoiceField.
      const child = f.element_choices
        ? { child: { type: 'choice', required: true, read_only: false, choices: registry.choices(f.element_choices).choices.map((c) => ({ value: c.value, display_name: c.label })) } }
        : {};
      return { type, ...base, ...child, ...(f.max_length ? { max_length: f.max_length } : {}), ...(f.min !== undefined ? { min_value: f.min } : {}), ...(f.max !== undefined ? { max_value: f.max } : {}) };
    }
  }
}

export function optionsMetadata(model: Model, auth: RequestAuth, detail: boolean): Record<string, unknown> {
  const plural = model.verbose_name_plural.replace(/\b\w/g, (c) => c.toUpperCase());
  const out: Record<string, unknown> = {
    name: detail ? `${model.verbose_name.replace(/\b\w/g, (c) => c.toUpperCase())}` : `${plural} List`,
    description: model.description,
    renders: ['application/json', 'text/html'],
    // A model with an image field also takes its writes as a multipart form (middleware/body.ts).
    parses: imageFields(model).size > 0 ? ['application/json', 'multipart/form-data'] : ['application/json'],
  };
  // Only for a client allowed to write there, as DRF asks the permission of the POST or PUT
  // itself: a read-only token (write_enabled false) may not.
  if (auth?.token.write_enabled && !model.read_only) {
    const fields: Record<string, unknown> = {};
    for (const f of model.fields) {
      if (f.kind === 'generic') {
        fields[f.type_column] = {
          type: 'choice', required: false, read_only: false, label: label(f.type_column),
          choices: f.targets.map((t) => ({ value: registry.model(t).content_type, display_name: registry.model(t).verbose_name })),
        };
        fields[f.id_column] = { type: 'integer', required: false, read_only: false, label: label(f.id_column) };
        continue;
      }
      if (f.write_only && f.kind === 'scalar' && f.type !== 'password' && f.type !== 'token_key') continue;
      fields[f.name] = describe(f);
      // An older name (a rack's type) is written as the field, and NetBox 3.7 clients look its
      // choices up under it (pynetbox's choices(), the Ansible collection's label look-up).
      for (const a of f.aliases ?? []) fields[a] = { ...(fields[f.name] as object), required: false, label: label(a) };
    }
    if (model.features.includes('custom_fields')) fields.custom_fields = { type: 'json', required: false, read_only: false, label: 'Custom fields' };
    out.actions = { [detail ? 'PUT' : 'POST']: fields };
  }
  return out;
}
