// Statements a write sends without waiting for their answers.
import type { WriteContext } from './context.ts';

/** A statement (sent already) whose answer the write needs no more than to know it succeeded:
 * left to the transaction, which awaits it after COMMIT (events/transaction.ts), so whatever
 * follows it on the connection, COMMIT at the latest, goes out without waiting for its answer,
 * in the same round trip. If it fails, PostgreSQL refuses the statements after it and turns
 * COMMIT into a rollback, and its error (as `statement` maps it) is the write's. Outside such a
 * transaction it is awaited here. */
export async function settleWithCommit(ctx: WriteContext, statement: Promise<unknown>): Promise<void> {
  if (!ctx.log) {
    await statement;
    return;
  }
  statement.catch(() => undefined); // awaited by the transaction
  ctx.log.pending.push(statement);
}
