// The small languages inside catalogue values, shared by the loader and the runtime engine.

/** A filter path step through a generic relation to one of its targets: assigned_object[dcim.interface]. */
export const GENERIC_SEGMENT = /^([a-z0-9_]+)\[([a-z0-9_.]+)\]$/;

/** A filter path step to the rows of another model whose foreign key points here:
 * dcim.interface(device), a device's interfaces. */
export const REVERSE_SEGMENT = /^([a-z0-9_]+\.[a-z0-9_]+)\(([a-z0-9_]+)\)$/;

/** Splits a dotted filter path, keeping `relation[app.model]` and `app.model(field)` steps whole. */
export function splitPath(path: string): string[] {
  return path.match(/[a-z0-9_]+\.[a-z0-9_]+\([a-z0-9_]+\)|[a-z0-9_]+(\[[a-z0-9_.]+\])?/g) ?? [];
}

/** Field references in a display template: "{name} ({vid})" -> [name, vid]. */
export function templateRefs(template: string): string[] {
  return [...template.matchAll(/\{([a-z0-9_.]+)\}/g)].map((m) => m[1]!);
}

/** One entry of a model's default ordering: `name` or `-name`; `vrf.id` sorts by a foreign key's
 * own value where `vrf` sorts by the related object's ordering (NetBox's F('vrf') against
 * 'vrf'); ` nulls first` or ` nulls last` places the rows without a value. */
export interface OrderingEntry {
  name: string;
  desc: boolean;
  /** By the foreign key's value, not the related object's ordering. */
  key: boolean;
  nulls?: 'first' | 'last';
}

export function orderingEntry(entry: string): OrderingEntry {
  const m = /^(-?)([a-z0-9_]+)(\.id)?(?: nulls (first|last))?$/.exec(entry);
  if (!m) throw new Error(`ordering entry "${entry}": expected [-]field[.id][ nulls first|last]`);
  return { name: m[2]!, desc: m[1] === '-', key: m[3] !== undefined, ...(m[4] ? { nulls: m[4] as 'first' | 'last' } : {}) };
}
