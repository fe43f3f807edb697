// Creating many objects of one model in a write's transaction, a chunk at a time: a large bulk
// POST, and every streamed import (routes/import.ts). Each chunk is one saveObjects call (its
// checks, rules and rows each a few statements for the whole chunk; the change log's rows
// written by the statement triggers), so what a request holds in memory is bounded by the chunk
// rather than by the request. All-or-none: a chunk refused does not stop the next from being
// checked (written, in the transaction that will be rolled back), so that the answer names every
// refused item, and the caller fails the request when any was.
import type { Model } from '../../codegen/types.ts';
import type { Permitted } from '../auth/permissions.ts';
import { ValidationError, type FieldErrors } from '../engine/errors.ts';
import type { WriteContext } from '../engine/write/context.ts';
import { saveObjects } from '../engine/write/write.ts';
import { recordChangeMessages } from '../events/changelog.ts';
import { takeChangeMessages } from './changelog-message.ts';

/** Items per saveObjects call of a chunked create. */
export const CREATE_CHUNK = 5000;

export interface ChunkedCreate {
  ids: number[];
  /** Secrets shown once (token keys), per created item. */
  reveal: Array<Record<string, string>>;
  /** Names the items gave that set nothing. */
  ignored: string[];
  /** The refused items: their position among all items, and their errors. */
  refused: Array<{ at: number; errors: FieldErrors }>;
}

/** Creates the items of `chunks` in order, each chunk by one saveObjects call, every item
 * within the add permission `allowed`; `enough` stops the checking of further chunks once that
 * many items are refused (their items are then neither checked nor written). */
export async function createInChunks(
  ctx: WriteContext, model: Model, chunks: AsyncIterable<unknown[]> | Iterable<unknown[]>, allowed: Permitted, enough = Infinity,
): Promise<ChunkedCreate> {
  const out: ChunkedCreate = { ids: [], reveal: [], ignored: [], refused: [] };
  const ignored = new Set<string>();
  let at = 0;
  for await (const chunk of chunks) {
    const start = at;
    at += chunk.length;
    if (out.refused.length >= enough) continue;
    try {
      const { items, messages } = takeChangeMessages(chunk, { bulk: true, deleting: false });
      const saved = await saveObjects(ctx, model, items, { bulk: true, partial: false });
      await allowed.verifyWritten(ctx.db, saved.ids);
      await recordChangeMessages(ctx.db, model, saved.ids, messages);
      out.ids.push(...saved.ids);
      out.reveal.push(...saved.reveal);
      for (const name of saved.ignored) ignored.add(name);
    } catch (e) {
      if (!(e instanceof ValidationError) || !Array.isArray(e.body) || e.body.length !== chunk.length) throw e;
      (e.body as FieldErrors[]).forEach((errors, i) => {
        if (Object.keys(errors).length) out.refused.push({ at: start + i, errors });
      });
    }
  }
  out.ignored = [...ignored];
  return out;
}

/** The items of `items` in chunks of CREATE_CHUNK. */
export function* chunksOf<T>(items: T[], size = CREATE_CHUNK): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** A bulk request's refusal, NetBox's way: a list aligned with its `count` items, `{}` for the
 * good ones. */
export function alignedRefusal(count: number, refused: ChunkedCreate['refused']): ValidationError {
  const body: FieldErrors[] = Array.from({ length: count }, () => ({}));
  for (const r of refused) body[r.at] = r.errors;
  return new ValidationError(body);
}
