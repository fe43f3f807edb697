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
