// Creating and updating objects of any catalogue model inside the request's transaction: the
// flow of a write, from the checks (checks.ts) through the rules' hooks to the statements
// (statements.ts, relations.ts). Every item of a bulk request is checked before anything is
// written; any failure throws, and the caller's transaction rolls the whole request back.
import type { Model } from '../../../codegen/types.ts';
import { ApiError, ValidationError, type FieldErrors } from '../errors.ts';
import type { ModelRules } from '../rules.ts';
import { modelFeature } from '../extensions.ts';
import { batchingReads } from '../batch-reads.ts';
import { checkItem, fail } from './checks.ts';
import { constraintError } from './constraint-errors.ts';
import type { PendingRef, Prepared, Row, WriteContext, WriteResult } from './context.ts';
import { writeRelations } from './relations.ts';
import { applyTagChanges, checkTagTypes } from './tag-changes.ts';
import { resolveAll } from './resolve.ts';
import { columnsOf } from './rows.ts';
import { drawId, insertRows, lockRows, updateRows } from './statements.ts';
import { settleWithCommit } from './with-commit.ts';

/**
 * Creates (existing ids absent) or updates objects. `items` are the request bodies; for
 * updates `ids[i]` names the object item i changes.
 */
export async function saveObjects(
  ctx: WriteContext,
  model: Model,
  items: unknown[],
  opts: { bulk: boolean; ids?: number[]; partial: boolean },
): Promise<WriteResult> {
  const creating = !opts.ids;
  ctx.log?.tables.add(model.table);
  // Rules' memo (engine/rules.ts remembered) lives for this call; the model is the request's
  // version of it, for the units of values rules quote.
  ctx = { ...ctx, memo: new Map(), model };
  // The custom field definitions are asked for now, to travel with the statements below.
  const customFields = modelFeature(model, 'custom_fields');
  const definitions = customFields?.definitions?.(ctx.db, model);
  definitions?.catch(() => undefined); // awaited below, unless an earlier check fails first
  // One object's id is drawn now, with the checks' statements, so that its INSERT need not be
  // answered before the statements after it (the answer's read) go out (writeItems).
  const drawn = creating && items.length === 1 && ctx.log ? drawId(ctx.db, model) : undefined;
  drawn?.catch(() => undefined); // awaited in writeItems, unless a check fails first
  let existing = new Map<number, Row>();
  if (opts.ids) {
    existing = await lockRows(ctx.db, model, opts.ids);
    const missing = opts.ids.map((id) => (existing.has(id) ? {} : { id: [`Object with id ${id} does not exist.`] }));
    if (!opts.bulk && missing[0]!.id) throw new ApiError(404, 'Not found.');
    if (missing.some((m) => m.id)) fail(missing, true);
  }
  const refs: PendingRef[] = [];
  const checked = items.map((item, i) => checkItem(model, item, opts.ids ? existing.get(opts.ids[i]!)! : null, opts.partial, refs, i));
  const errors = checked.map((c) => c.errors);
  const prepared = checked.map((c) => c.prepared);
  // The custom fields are checked while the references resolve and the rules check the items:
  // the statements of all three travel together, one round trip rather than one after another.
  const write = customFields?.write;
  const customChecked = write && definitions ? (async () => {
    // One statement for the definitions; defaults fill in on create, the values not given stay.
    const defs = await definitions;
    // Items side by side: their object checks (if any) travel pipelined.
    await Promise.all(prepared.map(async (p, i) => {
      if (!creating && p.customFieldsGiven === undefined) return;
      const stored = creating ? null : ((existing.get(opts.ids![i]!)?.custom_field_data as Row | undefined) ?? {});
      const { data, errors: problems } = await write(ctx.db, defs, p.customFieldsGiven, stored, { model, id: creating ? null : opts.ids![i]! });
      if (problems.length) (errors[i]!.custom_fields = problems);
      p.customFields = data;
    }));
  })() : undefined;
  customChecked?.catch(() => undefined); // awaited below
  const rules = await ctx.rules(model);
  const everyRow = rules?.beforeResolve
    ? await Promise.all(items.map((item, i) => rules.beforeResolve!(ctx, (item ?? {}) as Record<string, unknown>, opts.ids ? existing.get(opts.ids[i]!)! : null)))
    : [];
  await resolveAll(ctx, refs, prepared, errors, everyRow);
  const failed = () => errors.some((e) => Object.keys(e).length);
  if (!failed()) await applyTagChanges(ctx, model, prepared, errors, opts.ids);
  if (!failed()) await checkTagTypes(ctx, model, prepared, errors);
  if (failed()) {
    await customChecked;
    fail(errors, opts.bulk);
  }

  // Every item is checked, so that a bulk request's answer names each one that fails. The
  // checks only read (the items' custom fields are not theirs to see), and no item's check
  // sees another's values: they run side by side, so their reads of one kind are merged into
  // one statement (batch-reads.ts) rather than made one round trip after another.
  const checking = prepared.length > 1 ? { ...ctx, db: batchingReads(ctx.db) } : ctx;
  const outcomes = rules?.beforeSave
    ? Promise.allSettled(prepared.map(async (p, i) => rules.beforeSave!(checking, p.values, opts.ids ? existing.get(opts.ids[i]!)! : null)))
    : undefined;
  const customFailure = await customChecked?.then(() => undefined, (e: unknown) => e ?? new Error('custom field check failed'));
  if (customFailure) {
    // A rule's statement that the database refused leaves the custom fields' statements after
    // it refused as well (the transaction is aborted): that refusal is the one to answer.
    const refused = (await outcomes)?.find((o) => o.status === 'rejected' && !(o.reason instanceof ValidationError));
    throw refused ? (refused as PromiseRejectedResult).reason : customFailure;
  }
  // A custom field's problems are answered first, as when the rules ran after them.
  if (failed()) fail(errors, opts.bulk);
  if (outcomes) {
    (await outcomes).forEach((o, i) => {
      if (o.status === 'fulfilled') return;
      const e: unknown = o.reason;
      if (!(e instanceof ValidationError) || Array.isArray(e.body)) throw e;
      errors[i] = asSent(e.body, prepared[i]!.sentAs);
    });
    if (failed()) fail(errors, opts.bulk);
  }

  // A bulk write that the database refuses (a duplicate) is written again item by item, each
  // under its own savepoint, to name every item that fails rather than the first.
  const several = opts.bulk && prepared.length > 1;
  if (several) await ctx.db.unsafe('SAVEPOINT netinv_bulk');
  try {
    return await writeItems(ctx, model, prepared, existing, { ...opts, drawn }, rules, creating, errors, false);
  } catch (e) {
    if (!several || !(e instanceof ValidationError)) throw e;
    await ctx.db.unsafe('ROLLBACK TO SAVEPOINT netinv_bulk');
    await writeItems(ctx, model, prepared, existing, opts, rules, creating, errors, true);
    throw e;
  }
}

/** A rule's errors under the names the item was sent with: a field given under an older name
 * (a NetBox 3.7 client's content_types) is named so. */
function asSent(body: FieldErrors, sentAs: Record<string, string> | undefined): FieldErrors {
  if (!sentAs) return body;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [sentAs[k] ?? k, v])) as FieldErrors;
}

/** Writes the checked items: their rows (one statement for many), their relations, then
 * each item's afterSave in order. A refusal of the database (a unique or foreign key
 * violation) or of afterSave fails the write; when `collecting`, each item is written on its
 * own under a savepoint instead, and every failing one is noted before the write fails. */
async function writeItems(
  ctx: WriteContext, model: Model, prepared: Prepared[], existing: Map<number, Row>, opts: { bulk: boolean; ids?: number[]; drawn?: Promise<number | null> },
  rules: ModelRules | undefined, creating: boolean, errors: FieldErrors[], collecting: boolean,
): Promise<WriteResult> {
  const cols = await columnsOf(ctx, model, prepared, creating);
  const result = (ids: number[]): WriteResult => ({ ids, reveal: prepared.map((p) => p.reveal), ignored: [...new Set(prepared.flatMap((p) => p.ignored))] });
  const afterSave = (i: number, id: number) => rules?.afterSave?.(ctx, id, prepared[i]!.values, opts.ids ? existing.get(id)! : null);
  const refused = (i: number, e: unknown): void => {
    const mapped = e instanceof ValidationError && !Array.isArray(e.body) ? e.body : constraintError(model, e);
    if (!mapped) throw e;
    errors[i] = mapped;
  };

  if (!collecting) {
    let ids: number[];
    try {
      // One item's refusal names that item without a replay (below), so its INSERT (its id drawn
      // already) or UPDATE is not waited for: it travels with the statements after it.
      const alone = (written: Promise<unknown>) => settleWithCommit(ctx, written.catch((e: unknown) => { refused(0, e); fail(errors, opts.bulk); }));
      const id = await opts.drawn;
      if (id) {
        ids = [id];
        await alone(insertRows(ctx.db, model, [{ id, ...cols[0] }]));
      } else if (creating) ids = await insertRows(ctx.db, model, cols);
      else {
        ids = opts.ids!;
        if (prepared.length === 1) await alone(updateRows(ctx.db, model, ids, cols));
        else await updateRows(ctx.db, model, ids, cols);
      }
      await writeRelations(ctx, saveObjects, model, ids, prepared, creating);
    } catch (e) {
      // Which item the database refused is for the item-by-item replay to find (saveObjects).
      if (!constraintError(model, e) && !(e instanceof ValidationError && !Array.isArray(e.body))) throw e;
      if (prepared.length === 1) refused(0, e);
      else throw new ValidationError(prepared.map(() => ({})));
      return fail(errors, opts.bulk);
    }
    for (let i = 0; i < prepared.length; i++) {
      try {
        await afterSave(i, ids[i]!);
      } catch (e) {
        refused(i, e);
        fail(errors, opts.bulk);
      }
    }
    return result(ids);
  }

  const ids: number[] = [];
  for (let i = 0; i < prepared.length; i++) {
    let id = opts.ids?.[i] ?? 0;
    await ctx.db.unsafe('SAVEPOINT netinv_item');
    try {
      if (creating) id = (await insertRows(ctx.db, model, [cols[i]!]))[0]!;
      else await updateRows(ctx.db, model, [id], [cols[i]!]);
      await writeRelations(ctx, saveObjects, model, [id], [prepared[i]!], creating);
      await afterSave(i, id);
      await ctx.db.unsafe('RELEASE SAVEPOINT netinv_item');
    } catch (e) {
      refused(i, e);
      await ctx.db.unsafe('ROLLBACK TO SAVEPOINT netinv_item');
    }
    ids.push(id);
  }
  if (errors.some((e) => Object.keys(e).length)) fail(errors, opts.bulk);
  return result(ids);
}
