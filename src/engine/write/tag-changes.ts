// NetBox 4.3's `add_tags` and `remove_tags`: a write of a tagged model may add tags to an
// object's or take some away rather than give the whole list. They become the object's `tags`
// (its stored tags with those added, less those removed) before any rule sees the item, so
// the tags are written once, by the statements every tags write uses, and the change log and
// webhooks see the final set once.
import type { Field, Model } from '../../../codegen/types.ts';
import { query } from '../db.ts';
import { addError, type FieldErrors } from '../errors.ts';
import { registry } from '../registry.ts';
import { ident } from '../sql/builder.ts';
import type { PendingRef, Prepared, Row, WriteContext } from './context.ts';
import { FieldProblem } from './fields.ts';
import { pendReferenceList } from './pending-refs.ts';

export const TAG_CHANGES = ['add_tags', 'remove_tags'] as const;
type TagChange = (typeof TAG_CHANGES)[number];

type M2m = Field & { kind: 'm2m' };

/** A tagged model's tags field (catalogue feature `tags`). */
function tagsOf(model: Model): M2m | undefined {
  if (!model.features.includes('tags')) return undefined;
  return model.fields.find((f): f is M2m => f.kind === 'm2m' && f.name === 'tags');
}

/** Whether a list in the body has items: NetBox's checks test the lists' truth, so an empty one
 * counts as not given. */
const nonEmpty = (v: unknown) => Array.isArray(v) && v.length > 0;

/** The checks that need no database, as NetBox's TaggableModelSerializer: each list's tags are
 * left in `refs` to be resolved as `tags`' are (an unknown tag is the list's error), under the
 * list's name in `prepared.values`. */
export function checkTagChanges(model: Model, data: Row, existing: Row | null, prepared: Prepared, errors: FieldErrors, refs: PendingRef[], itemIndex: number): void {
  const tags = tagsOf(model);
  if (!tags || !TAG_CHANGES.some((n) => Object.hasOwn(data, n))) return;
  for (const name of TAG_CHANGES) {
    if (!Object.hasOwn(data, name)) continue;
    try {
      pendReferenceList({ ...tags, name }, data[name], prepared, refs, itemIndex);
    } catch (e) {
      if (!(e instanceof FieldProblem)) throw e;
      addError(errors, name, e.message);
    }
  }
  if (nonEmpty(data.tags) && (nonEmpty(data.add_tags) || nonEmpty(data.remove_tags)))
    addError(errors, 'tags', 'Cannot specify "tags" together with "add_tags" or "remove_tags".');
  if (!existing && nonEmpty(data.remove_tags)) addError(errors, 'remove_tags', 'Cannot use "remove_tags" when creating a new object.');
}

/** The tags of `ids` as stored (the rows are locked by the write), by object. */
async function storedTags(ctx: WriteContext, model: Model, tags: M2m, ids: number[]): Promise<Map<number, number[]>> {
  const t = tags.through;
  const rows = await query<{ source: number; target: number }>(ctx.db,
    `SELECT ${ident(t.source)} AS source, ${ident(t.target)} AS target FROM ${ident(t.table)} WHERE ${ident(t.source)} = ANY($1::int[])${t.object_type ? ' AND object_type = $2' : ''}`,
    t.object_type ? [ids, t.object_type] : [ids]);
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.source, [...(out.get(r.source) ?? []), r.target]);
  return out;
}

/** Makes each item's resolved add_tags and remove_tags its `tags`: none when it gives `tags`
 * itself (its list wins, as NetBox's create and update apply it first); a tag both added and
 * removed is the item's error, named as NetBox names it. `ids[i]` is item i's object on an
 * update, absent on a create. One statement reads the stored tags of all items that change
 * theirs. */
export async function applyTagChanges(ctx: WriteContext, model: Model, prepared: Prepared[], errors: FieldErrors[], ids?: number[]): Promise<void> {
  const tags = tagsOf(model);
  const changing = prepared.flatMap((p, i) => (TAG_CHANGES.some((n) => Object.hasOwn(p.values, n)) ? [i] : []));
  if (!tags || changing.length === 0) return;
  const lists = (p: Prepared) => Object.fromEntries(TAG_CHANGES.map((n) => [n, (p.values[n] as number[] | undefined) ?? []])) as Record<TagChange, number[]>;
  const overlaps = changing.map((i) => {
    const { add_tags: add, remove_tags: remove } = lists(prepared[i]!);
    return add.filter((id) => remove.includes(id));
  });
  const named = overlaps.flat();
  if (named.length) {
    const names = new Map((await query<{ id: number; name: string }>(ctx.db, `SELECT id, name FROM ${ident(registry.model(tags.target).table)} WHERE id = ANY($1::int[])`, [named])).map((r) => [r.id, r.name]));
    changing.forEach((i, k) => {
      if (overlaps[k]!.length) addError(errors[i]!, 'remove_tags', `Tags may not be present in both "add_tags" and "remove_tags": ${overlaps[k]!.map((id) => names.get(id)).join(', ')}`);
    });
    return;
  }
  const updating = ids ? changing.filter((i) => !Object.hasOwn(prepared[i]!.values, 'tags')) : [];
  const stored = updating.length ? await storedTags(ctx, model, tags, updating.map((i) => ids![i]!)) : new Map<number, number[]>();
  for (const i of changing) {
    const p = prepared[i]!;
    const { add_tags: add, remove_tags: remove } = lists(p);
    for (const n of TAG_CHANGES) delete p.values[n];
    if (Object.hasOwn(p.values, 'tags')) continue;
    const before = ids ? (stored.get(ids[i]!) ?? []) : [];
    p.values.tags = [...new Set([...before, ...add])].filter((id) => !remove.includes(id));
  }
}

/** NetBox 4.x's restriction of a tag to object types (its `object_types`; none: any): each item
 * giving a tag restricted to other types is that item's error, in NetBox's words
 * (extras/signals.py validate_assigned_tags). One statement, only when an item gives tags. */
export async function checkTagTypes(ctx: WriteContext, model: Model, prepared: Prepared[], errors: FieldErrors[]): Promise<void> {
  const tags = tagsOf(model);
  const target = tags && registry.model(tags.target);
  if (!target?.fields.some((f) => f.name === 'object_types' && f.kind === 'scalar')) return;
  const given = [...new Set(prepared.flatMap((p) => (Array.isArray(p.values.tags) ? (p.values.tags as number[]) : [])))];
  if (given.length === 0) return;
  const refused = new Map((await query<{ id: number; name: string }>(ctx.db,
    `SELECT id, name FROM ${ident(target.table)} WHERE id = ANY($1::int[]) AND cardinality(object_types) > 0 AND NOT ($2 = ANY(object_types))`,
    [given, model.content_type])).map((r) => [r.id, r.name]));
  if (refused.size === 0) return;
  const modelName = model.content_type.split('.').pop();
  prepared.forEach((p, i) => {
    const bad = Array.isArray(p.values.tags) ? (p.values.tags as number[]).filter((id) => refused.has(id)) : [];
    for (const id of bad) addError(errors[i]!, 'tags', `Tag ${refused.get(id)} cannot be assigned to ${modelName} objects.`);
  });
}
