// What the request handlers share for the life of an API process.
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import { writeTransaction, type Origin, type WriteLog } from '../events/transaction.ts';
import type { TriggerCache } from '../events/trigger-cache.ts';
import type { Field, Model } from '../../codegen/types.ts';
import { lookupScope, type GrantCache } from '../auth/permissions.ts';
import { readExempt } from '../auth/read-exempt.ts';
import { openTokenKey, sealTokenKey } from '../auth/secrets.ts';
import type { TokenRow } from '../auth/authenticate.ts';
import type { TokenCache } from '../auth/token-cache.ts';
import type { DatabaseWatch } from '../db/availability.ts';
import type { Listener } from '../db/listener.ts';
import type { ReplicaRead, Replicas } from '../db/replicas.ts';
import { query, type Db, type Pool } from '../engine/db.ts';
import { rulesOf } from '../engine/extensions.ts';
import type { Actor, ModelRules } from '../engine/rules.ts';
import { ident } from '../engine/sql/builder.ts';
import type { WriteContext } from '../engine/write/context.ts';

export interface Services {
  config: Config;
  pool: Pool;
  /** Pepper of token key digests, derived from SECRET_KEY. */
  pepper: string;
  /** Tokens checked lately (TOKEN_CACHE_SECONDS). */
  tokens: TokenCache<TokenRow>;
  /** Object permissions read lately for requests (TOKEN_CACHE_SECONDS). */
  grants: GrantCache;
  /** What PostgreSQL tells every process of changes (NOTIFY), for the caches above. */
  listener: Listener;
  /** The webhooks' and event rules' triggers read last. */
  triggers: TriggerCache;
  rules(model: Model): Promise<ModelRules | undefined>;
  /** Whether the database is away, as this process last found it. */
  database: DatabaseWatch;
  /** The queue webhook deliveries are sent to, started on first use. */
  queue(): Promise<PgBoss>;
  /** DATABASE_REPLICA_URLS's replicas, when there are any. */
  replicas?: Replicas<Pool>;
}

/** Runs a read that tolerates lag (a list, an object, a GraphQL query's rows) on a replica when
 * the request may use one (middleware/read-your-writes.ts: a read, its client's writes
 * replayed), else on the primary; a replica failing it hands it to the primary. Permission
 * checks and everything a write does stay on `services.pool`. */
export function readOn<T>(services: Services, locals: Record<string, unknown>, fn: (db: Pool) => Promise<T>): Promise<T> {
  const read = locals.replicaRead as ReplicaRead<Pool> | undefined;
  if (!read) return fn(services.pool);
  return read.replicas.read(services.pool, read.lsn, (db) => fn(db));
}

/** A write transaction for `origin`, its changes logged and its events queued (src/events/). */
export async function write<T>(services: Services, origin: Origin, fn: (ctx: WriteContext) => Promise<T>): Promise<T> {
  return (await writeShown(services, origin, fn)).result;
}

/** `write`, and what the answer shows read by `show` in the round trip of the COMMIT. */
export function writeShown<T, S>(services: Services, origin: Origin, fn: (ctx: WriteContext) => Promise<T>, show?: (db: Db, result: T) => Promise<S>) {
  return writeTransaction(services, origin, (tx, log) => fn(writeContext(services, tx, origin.user as Actor | null, log)), show);
}

/** A model's rules, if the catalogue announces any. */
export function rulesLoader(): Services['rules'] {
  return async (model) => rulesOf(model);
}

/** The context of a write made for `user` in the transaction `db`. */
export function writeContext(services: Services, db: Db, user: Actor | null, log?: WriteLog): WriteContext {
  const { config } = services;
  return {
    db,
    user,
    ...(log ? { log } : {}),
    pepper: services.pepper,
    rules: services.rules,
    lookupScope: (target) => lookupScope(db, user, target, readExempt(target, services)),
    config,
    ...(config.allowTokenRetrieval ? { sealKey: (key: string) => sealTokenKey(key, config.secretKey) } : {}),
  };
}

/** Read representations of `model` (JSON texts, each of one object or of a run of several
 * joined by commas, as a page's are) with their token keys added back, when
 * ALLOW_TOKEN_RETRIEVAL is on and the keys were sealed (made while it was on): to the keys'
 * owner only (`user`), a superuser included, as a key is a credential of its owner. Then
 * a text per object. */
export async function withRetrievedKeys(services: Services, model: Model, texts: string[], user: Actor | null): Promise<string[]> {
  const keyField = model.fields.find((f): f is Field & { kind: 'scalar' } => f.kind === 'scalar' && f.type === 'token_key');
  const owner = model.fields.find((f) => f.kind === 'fk' && f.target === 'users.user');
  if (!services.config.allowTokenRetrieval || !keyField || !owner || !user || texts.length === 0) return texts;
  const objects = JSON.parse(`[${texts.join(',')}]`) as Array<Record<string, unknown>>;
  const rows = await query<{ id: number; sealed: string | null }>(services.pool,
    `SELECT id, ${ident(keyField.sealed_column!)} AS sealed FROM ${ident(model.table)} WHERE id = ANY($1::int[]) AND ${ident(owner.column!)} = $2`,
    [objects.map((o) => o.id), user.id]);
  const sealed = new Map(rows.map((r) => [r.id, r.sealed]));
  return objects.map((o) => {
    const s = sealed.get(o.id as number);
    const key = s ? openTokenKey(s, services.config.secretKey) : null;
    return JSON.stringify(key ? { ...o, [keyField.name]: key } : o);
  });
}
