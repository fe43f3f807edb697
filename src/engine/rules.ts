// The hooks a model's rules file may implement (src/rules/<app>/<model>.ts). The generated
// interfaces in generated/rules/ type them per model; the engine calls them inside the
// request's transaction, so anything they refuse leaves nothing changed.
import type { Model } from '../../codegen/types.ts';
import type { Config } from '../config.ts';
import { query, type Db } from './db.ts';
import { displayExpr } from './read/display.ts';
import { registry } from './registry.ts';
import { ident } from './sql/builder.ts';

export interface Actor {
  id: number;
  username: string;
  is_superuser: boolean;
  /** The digest of the browser session the request came in, when it came in one (a password
   * change ends the user's other sessions, not this one). */
  session?: string;
}

export interface RuleContext {
  db: Db;
  /** The authenticated user making the request (null for anonymous actions). */
  user: Actor | null;
  /** The service's settings, for rules that depend on one (ENFORCE_GLOBAL_UNIQUE). */
  config?: Pick<Config, 'enforceGlobalUnique'>;
  /** What rules read once for all the items of one write call (rows that call does not change,
   * as a device type's templates while devices are created): see `remembered`. */
  memo?: Map<string, Promise<unknown>>;
  /** The model as the request's API version shows it (engine/versions.ts): its fields' units. */
  model?: Model;
}

/** A stored value of scalar field `name` in the unit the request's API version shows it in
 * (a VM's disk in GB at 3.7): for messages that quote it. */
export function shownValue(ctx: RuleContext, name: string, stored: number): number {
  const field = ctx.model?.fields.find((f) => f.name === name);
  return field?.kind === 'scalar' && field.scale ? Math.floor(stored / field.scale) : stored;
}

/** `load()`, made once per write call for each `key` (a rule's own name for what it reads). */
export function remembered<T>(ctx: RuleContext, key: string, load: () => Promise<T>): Promise<T> {
  if (!ctx.memo) return load();
  let known = ctx.memo.get(key) as Promise<T> | undefined;
  if (!known) ctx.memo.set(key, (known = load()));
  return known;
}

export interface ModelRules<V = Record<string, unknown>> {
  /** Before related objects are resolved, with the item as written (`body`): throw to refuse.
   * Answers the fields whose related objects are found among every row rather than among
   * those the writer may view (a permission to name any of them, checked here). */
  beforeResolve?(ctx: RuleContext, body: Record<string, unknown>, existing: Record<string, unknown> | null): void | string[] | Promise<void | string[]>;
  /** After each field is checked and related objects are resolved (to ids), before the row is
   * written. `values` holds the written fields by API name and may be changed; throw a
   * ValidationError to refuse. `existing` is the stored row (by column) on update. */
  beforeSave?(ctx: RuleContext, values: V, existing: Record<string, unknown> | null): void | Promise<void>;
  /** After the row and its relations are written, in the same transaction. */
  afterSave?(ctx: RuleContext, id: number, values: V, existing: Record<string, unknown> | null): void | Promise<void>;
  /** Before rows are deleted; throw to refuse. */
  beforeDelete?(ctx: RuleContext, ids: number[]): void | Promise<void>;
  /** The rows `user` may read, as column values they must have; null for every row. Applied to
   * lists and detail reads alike (an invisible object is a 404). */
  visibleTo?(user: Actor | null): Record<string, number | string | boolean> | null;
}

/** The value a field will have after this write: the one written, else the stored column
 * (`column` defaults to the field's name; foreign keys are stored as `<name>_id`). */
export function valueAfterWrite(values: object, existing: Record<string, unknown> | null, name: string, column: string = name): unknown {
  const written = values as Record<string, unknown>;
  return Object.hasOwn(written, name) ? (written[name] ?? null) : (existing?.[column] ?? null);
}

/** An object's display (its model's display template), for messages naming it. */
export async function displayOf(db: Db, modelKey: string, id: number): Promise<string> {
  const model = registry.model(modelKey);
  const [row] = await query<{ display: string }>(db, `SELECT ${displayExpr(model, 't')} AS display FROM ${ident(model.table)} t WHERE t.id = $1`, [id]);
  return row?.display ?? String(id);
}
