// A model as NetBox shows it at one API version where the spec shows it otherwise (the
// catalogue's `netbox:` for NetBox 4.6, `versions.<version>.netbox` for an older one): its brief
// form, its display, no display_name, the spec's fields NetBox lacks left out, and per field the
// choice's string value, a reverse field's list, a family labelled in brief, a field's name.
// Pure, for the engine (a request that names its NetBox version: src/engine/versions.ts) and the
// emitters (each pinned root's OpenAPI document) alike.
import { API_VERSIONS, briefHasDescription } from '../src/netbox-versions.ts';
import type { Catalogue, Field, Filter, Model, NetboxShape } from './types.ts';

/** NetBox's own shape of `model` at API `version`, where it differs from the spec's: the newest
 * version's is the model's `netbox:`, an older one's its `versions.<version>.netbox`. At a
 * version whose brief forms have no description (NetBox 3.7's nested serializers), a brief form
 * the shape does not state leaves it out. */
export function netboxShapeAt(model: Model, version: string): NetboxShape | undefined {
  const shape = version === API_VERSIONS.at(-1) ? model.netbox : model.versions?.[version]?.netbox;
  if (shape?.brief || briefHasDescription(version) || !model.brief.includes('description')) return shape;
  return { ...shape, brief: model.brief.filter((name) => name !== 'description') };
}

/** `model` in NetBox's shape `shape`. A renamed field is read, written, listed and filtered
 * under its NetBox name, its filters with it (`key__ic` becomes `token__ic`), and so are the
 * brief form, ordering and unique sets naming it. */
export function netboxShapeOf(model: Model, shape: NetboxShape): Model {
  const omitted = new Set(shape.omit ?? []);
  const names = renames(shape);
  const renamed = (name: string) => names.get(name) ?? name;
  const filterPath = (path: string[]) => [renamed(path[0]!), ...path.slice(1)];
  return {
    ...model,
    brief: (shape.brief ?? model.brief).map(renamed),
    ...(shape.display ? { display: shape.display } : {}),
    ...(omitted.has('display_url') ? { display_url: false as const } : {}),
    ...(shape.display_name === false ? { display_name: false } : {}),
    ...(names.size ? {
      ordering: model.ordering.map((o) => o.replace(/^(-?)([a-z0-9_]+)/, (_, sign: string, name: string) => `${sign}${renamed(name)}`)),
      unique: model.unique.map((u) => ({ ...u, fields: u.fields.map(renamed), ignore_case: u.ignore_case.map(renamed), when_null: u.when_null.map(renamed) })),
      filterset: model.filterset.map((f): Filter => ({
        ...f, name: renamed(f.name), path: filterPath(f.path), ...(f.also ? { also: f.also.map(filterPath) } : {}),
      })),
    } : {}),
    fields: model.fields.filter((f) => !omitted.has(f.name)).map((f): Field => {
      const d = shape.fields?.[f.name];
      if (!d) return f;
      const shown = { ...f, ...(d.name ? { name: d.name } : {}), ...(d.reads_as_null ? { reads_as_null: true as const } : {}) };
      if (shown.kind === 'choice' && d.value_as) return { ...shown, value_as: d.value_as };
      if (shown.kind === 'reverse' && d.many) return { ...shown, many: true };
      if (shown.kind === 'derived' && d.labelled_in_brief) return { ...shown, labelled_in_brief: true };
      return shown;
    }),
  };
}

/** The fields `shape` renames: the spec's name to NetBox's. */
export function renames(shape: NetboxShape): Map<string, string> {
  return new Map(Object.entries(shape.fields ?? {}).flatMap(([name, d]) => (d.name ? [[name, d.name] as const] : [])));
}

/** The catalogue with every model in NetBox's shape at API `version` (that version's pinned
 * root's OpenAPI document). */
export function netboxCatalogue(catalogue: Catalogue, version: string): Catalogue {
  return {
    ...catalogue,
    models: catalogue.models.map((m) => {
      const shape = netboxShapeAt(m, version);
      return shape ? netboxShapeOf(m, shape) : m;
    }),
  };
}
