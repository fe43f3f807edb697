// The catalogue as `make generate` emits it for the UI (generated/ui/catalogue.json): every
// page is drawn from it, so a model added to codegen/catalogue/*.yaml gets its pages here.
import data from '../../generated/ui/catalogue.json';
import type { UiCatalogue, UiField, UiFilter, UiModel } from '../../codegen/emit/ui.ts';

export type { UiField, UiFilter, UiModel };

export const catalogue = data as unknown as UiCatalogue;

const byKey = new Map(catalogue.models.map((m) => [m.key, m]));
const byPath = new Map(catalogue.models.map((m) => [`${m.app}/${m.path}`, m]));

export function model(key: string): UiModel {
  const m = byKey.get(key);
  if (!m) throw new Error(`no model ${key}`);
  return m;
}

export function modelAt(app: string, path: string): UiModel | undefined {
  return byPath.get(`${app}/${path}`);
}

export function appLabel(app: string): string {
  return catalogue.apps.find((a) => a.name === app)?.label ?? app;
}

export function choicesOf(set: string) {
  return catalogue.choices[set] ?? [];
}

/** Capitalised words of a field name: `device_type` -> `Device type`. */
export function fieldLabel(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function title(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** API path of a model's list and of one object. */
export const listApi = (m: UiModel) => `/api/${m.app}/${m.path}/`;
export const objectApi = (m: UiModel, id: number | string) => `/api/${m.app}/${m.path}/${id}/`;

/** UI paths. */
export const listPage = (m: UiModel) => `/${m.app}/${m.path}/`;
export const objectPage = (m: UiModel, id: number | string) => `/${m.app}/${m.path}/${id}/`;

/** The UI page of an object from its API `url` (absolute or not). */
export function pageOfUrl(url: string): string | undefined {
  const m = /\/api\/([a-z]+)\/([a-z0-9-]+)\/(\d+)\/$/.exec(url);
  return m ? `/${m[1]}/${m[2]}/${m[3]}/` : undefined;
}

/** The model of an object from its API url. */
export function modelOfUrl(url: string): UiModel | undefined {
  const m = /\/api\/([a-z]+)\/([a-z0-9-]+)\/\d+\/$/.exec(url);
  return m ? modelAt(m[1]!, m[2]!) : undefined;
}
