// A model as NetBox 4.6 shows it where the spec shows it otherwise (the catalogue's `netbox:`):
// its brief form, its display, no display_name, the spec's fields NetBox lacks left out, and per field the
// choice's string value, a reverse field's list, a family labelled in brief, a field's name.
// Pure, for the engine (a request that names NetBox 4.6: src/engine/versions.ts) and the
// emitters (the pinned root's OpenAPI document) alike.
import type { Catalogue, Field, Filter, Model, NetboxShape } from './types.ts';

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

/** The catalogue with every model in NetBox's shape (the pinned root's OpenAPI document). */
export function netboxCatalogue(catalogue: Catalogue): Catalogue {
  return { ...catalogue, models: catalogue.models.map((m) => (m.netbox ? netboxShapeOf(m, m.netbox) : m)) };
}
