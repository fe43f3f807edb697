// The triggers of the enabled webhooks and event rules, kept by an API process under the
// generation they were read at (src/db/functions/event_triggers.sql), so that a write does not
// read them again in a round trip of its own before it commits. A write transaction reads the
// generation in its first round trip (transaction.ts); while it is the kept one, the kept
// triggers are what the transaction would read. A transaction that itself changes a webhook or
// an event rule reads them again, in its own snapshot, and keeps nothing.
import { query, type Db } from '../engine/db.ts';

export interface Trigger {
  webhook: number;
  content_types: string[];
  type_create: boolean;
  type_update: boolean;
  type_delete: boolean;
  conditions: unknown;
}

/** The tables whose rows are triggers: a write to one of them changes what fires. */
export const TRIGGER_TABLES: readonly string[] = ['extras_webhook', 'extras_event_rule'];

/** The generation, as a statement's expression (a bigint's text). */
export const GENERATION_SQL = `(SELECT generation::text FROM netinv_event_trigger_generation)`;

/** Enabled webhooks' own triggers and enabled event rules' triggers of enabled webhooks, with
 * the generation read in the same snapshot (one row with a null webhook when there are none). */
const TRIGGERS_SQL = `
  SELECT ${GENERATION_SQL} AS generation, t.* FROM (SELECT 1) one LEFT JOIN (
    SELECT id AS webhook, content_types, type_create, type_update, type_delete, conditions FROM extras_webhook WHERE enabled
    UNION ALL
    SELECT r.action_object_id, r.object_types AS content_types, r.type_create, r.type_update, r.type_delete, r.conditions
      FROM extras_event_rule r JOIN extras_webhook w ON w.id = r.action_object_id AND w.enabled
     WHERE r.enabled AND r.action_type = 'webhook' AND r.action_object_type = 'extras.webhook'
  ) t ON true`;

export class TriggerCache {
  private kept: { generation: string; triggers: Trigger[] } | undefined;

  /** The triggers a transaction sees: `generation` is what it read at its start, `changedHere`
   * whether it wrote to a trigger table. */
  async triggers(tx: Db, generation: string | null, changedHere: boolean): Promise<Trigger[]> {
    if (!changedHere && generation !== null && this.kept?.generation === generation) return this.kept.triggers;
    const rows = await query<Trigger & { generation: string | null }>(tx, TRIGGERS_SQL);
    const triggers = rows.filter((r) => r.webhook !== null).map(({ generation: _g, ...t }) => t);
    const read = rows[0]?.generation ?? null;
    // The generation read beside them labels them; a transaction's own uncommitted changes never.
    if (!changedHere && read !== null) this.kept = { generation: read, triggers };
    return triggers;
  }
}
