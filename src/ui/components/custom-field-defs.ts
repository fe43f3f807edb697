// The custom fields of a model as the API defines them (GET /api/extras/custom-fields/ with
// `object_type`, one request), for the forms' editors by type and the import's CSV values.
import { api, type Page } from '../api.ts';
import type { UiModel } from '../catalogue.ts';

export interface CustomFieldDef {
  id: number;
  name: string;
  label: string;
  group_name: string;
  type: { value: string; label: string };
  required: boolean;
  description: string;
  default: unknown;
  weight: number;
  validation_minimum: number | null;
  validation_maximum: number | null;
  validation_regex: string;
  related_object_type: string | null;
  choice_set: { id: number } | null;
  ui_visibility?: { value: string } | string;
}

/** Custom fields read at most (NetBox's page of them is far smaller). */
const MOST = 1000;

export async function customFieldsOf(model: UiModel): Promise<CustomFieldDef[]> {
  if (!model.features.includes('custom_fields')) return [];
  const page = await api<Page<CustomFieldDef & { url: string; display: string }>>('GET', '/api/extras/custom-fields/', {
    query: { object_type: model.content_type, limit: String(MOST), ordering: 'weight,name' },
  });
  return page.results;
}
