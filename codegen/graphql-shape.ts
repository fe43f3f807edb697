// The GraphQL API's names, derived from the catalogue alone: what the SDL emitter prints and
// the runtime compiler (src/graphql/) reads, so that the two never disagree. A model added to
// the catalogue gets its query fields, its type and its reverse lists with no GraphQL code.
import type { Catalogue, Field, Filter, Model } from './types.ts';

/** A list of the rows of another model that point at an object: a site's `devices` (their
 * foreign key `site`), an interface's `ip_addresses` (their generic `assigned_object`). */
export interface ReverseList {
  name: string;
  /** The model whose rows are listed. */
  source: string;
  /** Its foreign key or generic relation pointing here. */
  field: string;
}

export interface GraphqlShape {
  /** NetBox 3.7's object type names: `<Class>Type` (SiteType, DeviceTypeType). */
  typeName: Map<string, string>;
  /** Query fields: the model's name, or <app>_<name> where two apps use one name. */
  queryName: Map<string, string>;
  /** Reverse lists by the model they are shown on. */
  reverse: Map<string, ReverseList[]>;
}

/** snake_case of a plural label: "IP addresses" -> ip_addresses. */
function snakePlural(model: Model): string {
  return model.verbose_name_plural.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

function pointsAt(f: Field, target: string): boolean {
  if (f.write_only) return false;
  return (f.kind === 'fk' && f.target === target) || (f.kind === 'generic' && f.targets.includes(target));
}

export function graphqlShape(catalogue: Catalogue): GraphqlShape {
  const count = (names: string[]) => names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>());
  const classes = count(catalogue.models.map((m) => m.class_name));
  const names = count(catalogue.models.map((m) => m.name));
  const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const typeName = new Map(catalogue.models.map((m) => [m.key, `${classes.get(m.class_name)! > 1 ? pascal(m.app) : ''}${m.class_name}Type`]));
  const queryName = new Map(catalogue.models.map((m) => [m.key, names.get(m.name)! > 1 ? `${m.app}_${m.name}` : m.name]));

  const reverse = new Map<string, ReverseList[]>();
  for (const target of catalogue.models) {
    // Relations the catalogue already shows as a reverse field are not listed twice.
    const shown = new Set(target.fields.flatMap((f) => (f.kind === 'reverse' && !f.count ? [`${f.target}.${f.via}`] : [])));
    // A generic relation is not listed where a foreign key of the same model points too: the
    // key is the wider list (a prefix's site, NetBox's cached _site, also holds the prefixes
    // scoped to the site's locations), and a site's `prefixes` keep the meaning they had.
    const keyed = (m: Model) => m.fields.some((f) => f.kind === 'fk' && pointsAt(f, target.key));
    const referrers = catalogue.models.flatMap((m) => m.fields
      .filter((f) => pointsAt(f, target.key) && !shown.has(`${m.key}.${f.name}`) && !(f.kind === 'generic' && keyed(m))).map((f) => ({ m, f })));
    // A tree's own parent key lists its children, as NetBox's related_name does.
    const base = (r: { m: Model; f: Field }) => (r.m.key === target.key && r.f.name === 'parent' ? 'children' : snakePlural(r.m));
    const bases = count(referrers.map(base));
    const taken = new Set(target.fields.map((f) => f.name));
    const lists = referrers.map((r) => {
      let name = bases.get(base(r))! > 1 ? `${base(r)}_as_${r.f.name}` : base(r);
      if (taken.has(name)) name = `${r.m.app}_${name}`;
      taken.add(name);
      return { name, source: r.m.key, field: r.f.name };
    });
    reverse.set(target.key, lists);
  }
  return { typeName, queryName, reverse };
}

/** One field of a model's NetBox 4.x `filters:` input: a REST filter taking a lookup input
 * (`name: {i_contains: "x"}`), or a foreign key taking the related model's own filter input
 * (`site: {slug: {exact: "x"}}`), which replaces the REST filter of the same name. */
export type FilterInputField =
  | { name: string; kind: 'lookup'; filter: Filter }
  | { name: string; kind: 'related'; field: string; column: string; target: string };

/** The lookup input a REST filter's values take in the `filters:` argument. */
export function lookupInput(f: Filter): string {
  if (f.op === 'masklen' || f.op === 'family') return 'IntFilterLookup';
  return { integer: 'IntFilterLookup', number: 'FloatFilterLookup', boolean: 'BoolFilterLookup', choice: 'ChoiceFilterLookup', date: 'DateFilterLookup', datetime: 'DatetimeFilterLookup' }[f.value as string] ?? 'StrFilterLookup';
}

/** `SiteType` -> `SiteFilter`, as NetBox 4.x names its filter inputs. */
export function filterInputName(typeName: string): string {
  return `${typeName.replace(/Type$/, '')}Filter`;
}

/** The fields of a model's `filters:` input, by name. */
export function filterInputFields(model: Model, models: ReadonlyMap<string, Model>): Map<string, FilterInputField> {
  const out = new Map<string, FilterInputField>();
  for (const f of model.fields)
    if (f.kind === 'fk' && !f.write_only && f.column && models.has(f.target)) out.set(f.name, { name: f.name, kind: 'related', field: f.name, column: f.column, target: f.target });
  for (const f of model.filterset) if (!out.has(f.name)) out.set(f.name, { name: f.name, kind: 'lookup', filter: f });
  return out;
}
