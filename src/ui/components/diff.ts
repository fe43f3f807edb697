// What a change did to an object's fields (NetBox's ObjectChange.diff()): each key of the
// pre-change and post-change data, marked added (only after), removed (only before), changed
// or unchanged. Values compare by content, whatever the order of their keys.

export type KeyChange = 'added' | 'removed' | 'changed' | 'unchanged';

export interface KeyDiff {
  key: string;
  change: KeyChange;
  before: unknown;
  after: unknown;
}

type Data = Record<string, unknown> | null | undefined;

/** A value's text with object keys in order, so equal content gives equal text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Every key of either side, in the post-change data's order and then the pre-change data's. */
export function diffKeys(pre: Data, post: Data): KeyDiff[] {
  const before = pre ?? {};
  const after = post ?? {};
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.map((key) => {
    const inBefore = pre != null && key in before;
    const inAfter = post != null && key in after;
    const change: KeyChange = !inBefore ? 'added' : !inAfter ? 'removed' : canonical(before[key]) === canonical(after[key]) ? 'unchanged' : 'changed';
    return { key, change, before: before[key], after: after[key] };
  });
}
