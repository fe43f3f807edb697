// Matching a transaction's changes against webhooks and event rules, and queueing one
// delivery per webhook and object, before the transaction commits: a rolled-back request
// queues nothing, a committed one has queued everything, and nothing waits for delivery.
import type { PgBoss } from 'pg-boss';
import { query, type Db } from '../engine/db.ts';
import { readObjects } from '../engine/read/read.ts';
import { asVersion } from '../engine/versions.ts';
import { registry } from '../engine/registry.ts';
import { CHANGE_TABLE } from './changelog.ts';
import { evaluate, parseConditions } from './conditions.ts';
import { maskObject } from './secrets.ts';
import type { Trigger } from './trigger-cache.ts';
import { analyseJobTable, BURST_DELIVERIES, queueDeliveries, type EventDeliveries } from './queue.ts';

/** Who and what a write transaction is for. */
export interface Origin {
  requestId: string;
  user: { id: number; username: string } | null;
  /** API base of links in the event's data (http://host/api/). */
  base: string;
  /** The NetBox API version the request was answered as: the event's data is read as it
   * (engine/versions.ts); unset, as stored. */
  version?: string;
  /** Sent right after COMMIT, in its round trip (events/transaction.ts): what the request
   * records of a write once it has committed (read-your-writes' floor,
   * src/http/middleware/read-your-writes.ts). Its failure does not fail the write. */
  afterCommit?: (tx: Db) => Promise<void>;
  /** It named its version, and was answered in NetBox's own shapes (engine/versions.ts). */
  netbox?: boolean;
}

/** What a webhook's templates and default body see (the spec's context). */
export interface EventContext {
  event: 'created' | 'updated' | 'deleted';
  timestamp: string;
  model: string;
  username: string;
  request_id: string;
  data: Record<string, unknown>;
  snapshots: { prechange: unknown; postchange: unknown };
}

export interface DeliveryJob {
  webhook: number;
  object_type: string;
  object_id: number;
  event: EventContext['event'];
  request_id: string;
  /** The EventContext as JSON text: the queue stores jsonb, which would reorder its keys. */
  context: string;
  /** The job's id, the same on every attempt, given by the worker (not stored): the
   * X-Hook-Delivery header, by which a receiver drops a delivery it already had. */
  delivery?: string;
}

interface Change {
  id: string;
  action: 'create' | 'update' | 'delete';
  changed_object_type: string;
  changed_object_id: string;
  object_repr: string;
  prechange_data: unknown;
  postchange_data: unknown;
  time: string;
}

/** An object's changes in this transaction as one event: created if it did not exist
 * before, deleted if it does not exist after, else updated; snapshots of before and after. */
interface ObjectEvent {
  type: string;
  id: number;
  first: Change;
  last: Change;
}

const EVENT = { create: 'created', update: 'updated', delete: 'deleted' } as const;

function fires(t: Trigger, type: string, event: EventContext['event'], data: Record<string, unknown>): boolean {
  if (!t.content_types.includes(type)) return false;
  if (!(event === 'created' ? t.type_create : event === 'updated' ? t.type_update : t.type_delete)) return false;
  return t.conditions === null || evaluate(parseConditions(t.conditions), data);
}

/** Queues the deliveries the changes of the transaction `tx` call for, by `triggers`. */
export async function enqueueEvents(tx: Db, origin: Origin, queue: () => Promise<PgBoss>, triggers: Trigger[]): Promise<void> {
  if (triggers.length === 0) return;
  const types = [...new Set(triggers.flatMap((t) => t.content_types))];
  // This transaction's changes: the triggers stamp each with now(), the transaction's start.
  // (Not xmin: rows written under a savepoint, as bulk items are, carry the subtransaction's.)
  const changes = await query<Change>(tx,
    `SELECT id, action, changed_object_type, changed_object_id, object_repr, prechange_data, postchange_data, time
       FROM ${CHANGE_TABLE} WHERE request_id = $1 AND time = now() AND changed_object_type = ANY($2::text[]) ORDER BY id`,
    [origin.requestId, types]);
  if (changes.length === 0) return;
  const events = new Map<string, ObjectEvent>();
  for (const c of changes) {
    const key = `${c.changed_object_type}:${c.changed_object_id}`;
    const e = events.get(key);
    if (e) e.last = c;
    else events.set(key, { type: c.changed_object_type, id: Number(c.changed_object_id), first: c, last: c });
  }
  const eventOf = (e: ObjectEvent): EventContext['event'] =>
    e.last.action === 'delete' ? 'deleted' : e.first.action === 'create' ? 'created' : EVENT[e.last.action];

  // A bulk write's events are read, matched and queued a chunk at a time, so that what the
  // process holds for them (the objects' representations, the jobs) is bounded by the chunk.
  const all = [...events.values()];
  let queued = 0;
  let boss: PgBoss | undefined;
  for (let at = 0; at < all.length; at += ENQUEUE_CHUNK) {
    const deliveries = await deliveriesOf(tx, origin, triggers, all.slice(at, at + ENQUEUE_CHUNK), eventOf);
    if (deliveries.length === 0) continue;
    boss ??= await queue();
    queued += await queueDeliveries(tx, boss, deliveries);
  }
  if (boss && queued >= BURST_DELIVERIES) await analyseJobTable(tx, boss);
}

/** Events matched and queued per round of enqueueEvents. */
const ENQUEUE_CHUNK = 5000;

/** The deliveries of `events`: each object as read now (a deleted one as its last snapshot),
 * matched against the triggers, the webhooks each object's event goes to. */
async function deliveriesOf(tx: Db, origin: Origin, triggers: Trigger[], events: ObjectEvent[], eventOf: (e: ObjectEvent) => EventContext['event']): Promise<EventDeliveries[]> {
  const local = new Map<ObjectEvent, Record<string, unknown>>();
  const byType = new Map<string, ObjectEvent[]>();
  for (const e of events) {
    if (eventOf(e) === 'deleted') {
      local.set(e, { id: e.id, display: e.last.object_repr, ...(e.last.prechange_data as object) });
      continue;
    }
    // Pushed, not copied: a bulk write's events are many (a copy per event grew as their square).
    const list = byType.get(e.type);
    if (list) list.push(e);
    else byType.set(e.type, [e]);
  }
  for (const [type, list] of byType) {
    const model = asVersion(registry.modelOfContentType(type)!, origin.version ?? '', origin.netbox);
    const texts = await readObjects(tx, model, list.map((e) => e.id), origin.base, { brief: false, excludeConfigContext: true });
    const byId = new Map(texts.map((t) => JSON.parse(t) as Record<string, unknown>).map((o) => [o.id as number, o]));
    for (const e of list) local.set(e, byId.get(e.id) ?? { id: e.id });
  }

  const deliveries: EventDeliveries[] = [];
  for (const e of events) {
    const event = eventOf(e);
    // One delivery per webhook and object, however many of its triggers match.
    const webhooks = new Set(triggers.filter((t) => fires(t, e.type, event, local.get(e)!)).map((t) => t.webhook));
    if (webhooks.size === 0) continue;
    const context: EventContext = {
      event,
      timestamp: new Date(e.last.time).toISOString().replace('Z', '+00:00'),
      model: registry.modelOfContentType(e.type)!.content_type.split('.')[1]!,
      username: origin.user?.username ?? '',
      request_id: origin.requestId,
      // Conditions saw the object as it is; the body shows its secrets masked, as its snapshots.
      data: maskObject(registry.modelOfContentType(e.type)!, local.get(e)!),
      snapshots: { prechange: e.first.prechange_data, postchange: e.last.postchange_data },
    };
    deliveries.push({ object_type: e.type, object_id: e.id, event, request_id: origin.requestId, context: JSON.stringify(context), webhooks: [...webhooks] });
  }
  return deliveries;
}
