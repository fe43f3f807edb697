// NetBox 4.2's scope of a prefix, cluster or wireless LAN (CachedScopeMixin), and the termination
// of a circuit termination: a generic relation to a region, site group, site or location (or a
// provider network), and the cached columns its filters compare (cache_related_objects): the
// scope's region, site group, site and location, each set from the scope on every change of it.
//
// NetBox 3.7 clients name a site (and a circuit termination's provider network) instead: where
// a model had such a field it is the cached column itself, read as before, and writing it sets
// the scope to that object, unless the scope is written too, which wins. Writing the object the
// scope already lies in (a location's site) leaves the scope as it is, so a 3.7 client sending
// back what it read keeps a location scope; writing null clears a scope that lies in it.
import { query, ValidationError, valueAfterWrite, type RuleContext } from '../../engine/api.ts';

type Values = Record<string, unknown>;

export interface ScopeSpec {
  /** The generic relation: `scope`, or a circuit termination's `termination`. */
  relation: string;
  /** The cached columns by the field holding each (`site` where NetBox 3.7 had it, else `_site`). */
  cached: { region: string; site_group: string; site: string; location: string; provider_network?: string };
  /** NetBox 3.7's fields a client writes in the scope's place, and the content type each names. */
  legacy: Array<{ field: string; type: string }>;
  /** NetBox 3.7's refusals when its fields are written: more than one names an object after the
   * write (the written values, the others as stored), or none does. */
  legacyBoth?: { field: string; message: string };
  legacyNone?: { field: string; message: string };
}

/** A prefix's or a cluster's: NetBox 3.7's site is the cached site. */
export const SCOPED: ScopeSpec = {
  relation: 'scope',
  cached: { region: '_region', site_group: '_site_group', site: 'site', location: '_location' },
  legacy: [{ field: 'site', type: 'dcim.site' }],
};

const TYPES = {
  region: 'dcim.region', site_group: 'dcim.sitegroup', site: 'dcim.site', location: 'dcim.location', provider_network: 'circuits.providernetwork',
} as const;

/** Sets the scope from NetBox 3.7's fields when only they were written, then the cached columns
 * when the scope changed. Call first in beforeSave: the model's other rules read the cached
 * site as the row will hold it. */
export async function applyScope(ctx: RuleContext, written: object, existing: Values | null, spec: ScopeSpec): Promise<void> {
  const values = written as Values;
  const typeKey = `${spec.relation}_type`;
  const idKey = `${spec.relation}_id`;
  const scopeGiven = Object.hasOwn(values, typeKey) || Object.hasOwn(values, idKey);
  const legacy = spec.legacy.filter((l) => Object.hasOwn(values, l.field));
  if (!scopeGiven && legacy.length > 0) {
    const after = spec.legacy.filter((l) => valueAfterWrite(values, existing, l.field, `${l.field}_id`) !== null);
    if (after.length > 1 && spec.legacyBoth) throw ValidationError.field(spec.legacyBoth.field, spec.legacyBoth.message);
    if (after.length === 0 && spec.legacyNone) throw ValidationError.field(spec.legacyNone.field, spec.legacyNone.message);
    const one = legacy.find((l) => values[l.field] !== null);
    if (one) {
      // Already within that object (a location of the site): the scope stays.
      if (existing?.[`${one.field}_id`] !== values[one.field]) {
        values[typeKey] = one.type;
        values[idKey] = values[one.field];
      }
    } else if (legacy.some((l) => existing?.[`${l.field}_id`] != null)) {
      values[typeKey] = null;
      values[idKey] = null;
    }
  }
  // The cached columns are the scope's alone: a written legacy value has done its work.
  for (const l of spec.legacy) delete values[l.field];
  if (!Object.hasOwn(values, typeKey)) return;
  const cached = await cachedOf(ctx, valueAfterWrite(values, existing, typeKey) as string | null, valueAfterWrite(values, existing, idKey) as number | null);
  for (const [kind, field] of Object.entries(spec.cached)) values[field] = cached[kind as keyof Cached] ?? null;
}

interface Cached { region?: number | null; site_group?: number | null; site?: number | null; location?: number | null; provider_network?: number | null }

/** NetBox's cache_related_objects: what the scope is and what it lies in. One statement per
 * kind of scope, merged across a bulk write's items by the engine. */
async function cachedOf(ctx: RuleContext, type: string | null, id: number | null): Promise<Cached> {
  if (type === null || id === null) return {};
  switch (type) {
    case TYPES.region: return { region: id };
    case TYPES.site_group: return { site_group: id };
    case TYPES.provider_network: return { provider_network: id };
    case TYPES.site: {
      const [s] = await query<{ region_id: number | null; group_id: number | null }>(ctx.db, 'SELECT region_id, group_id FROM dcim_site WHERE id = $1', [id]);
      return { site: id, region: s?.region_id ?? null, site_group: s?.group_id ?? null };
    }
    case TYPES.location: {
      const [l] = await query<{ site_id: number; region_id: number | null; group_id: number | null }>(ctx.db,
        'SELECT l.site_id, s.region_id, s.group_id FROM dcim_location l JOIN dcim_site s ON s.id = l.site_id WHERE l.id = $1', [id]);
      return { location: id, site: l?.site_id ?? null, region: l?.region_id ?? null, site_group: l?.group_id ?? null };
    }
    default: return {};
  }
}

/** How NetBox names the kind in "Please select a ...": CachedScopeMixin by the model's name
 * (sitegroup), CircuitTermination by its verbose name in title case (Site Group). */
const KIND_NAMES: Record<string, [string, string]> = {
  'dcim.region': ['region', 'Region'], 'dcim.sitegroup': ['sitegroup', 'Site Group'], 'dcim.site': ['site', 'Site'],
  'dcim.location': ['location', 'Location'], 'circuits.providernetwork': ['providernetwork', 'Provider Network'],
};

/** NetBox's clean: a scope type needs its object ("Please select a site."). Before related
 * objects are resolved, so that the engine's own "A valid integer is required." for a missing
 * id gives way to NetBox's words. */
export function scopeTypeNeedsObject(body: Values, existing: Values | null, relation: string, naming: 'model' | 'title' = 'model'): void {
  const typeKey = `${relation}_type`;
  const idKey = `${relation}_id`;
  if (!Object.hasOwn(body, typeKey) && !Object.hasOwn(body, idKey)) return;
  const type = Object.hasOwn(body, typeKey) ? body[typeKey] : existing?.[typeKey];
  const id = Object.hasOwn(body, idKey) ? body[idKey] : existing?.[idKey];
  if (typeof type !== 'string' || (id !== null && id !== undefined)) return;
  const names = KIND_NAMES[type];
  if (names) throw ValidationError.field('__all__', `Please select a ${names[naming === 'model' ? 0 : 1]}.`);
}
