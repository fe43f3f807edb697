// Object permissions (NetBox 3.7 ObjectPermission and its backend): a non-superuser may do an
// action (view, add, change, delete, or a custom one such as devlib_read) to an object only
// when an enabled permission assigned to them or to one of their groups names the action and
// the object's type, and the object matches that permission's constraints. Constraints are
// field lookups as NetBox writes them ({"site__slug": "ams1", "status__in": ["active"]}), a
// list of such objects meaning any of them; "$user" stands for the requesting user's id.
import type { Field, Model } from '../../codegen/types.ts';
import { query, type Db } from '../engine/db.ts';
import { ApiError, ValidationError } from '../engine/errors.ts';
import type { Actor } from '../engine/rules.ts';
import { walk } from '../engine/query/filters.ts';
import { registry } from '../engine/registry.ts';
import { ident, Statement } from '../engine/sql/builder.ts';
import type { TokenCache } from './token-cache.ts';

export type Action = 'view' | 'add' | 'change' | 'delete' | string;

/** What a user may reach: every object, the objects matching any of these constraint
 * objects, or nothing. */
export type Grant = { all: true } | { all: false; constraints: Array<Record<string, unknown>> };

export const PERMISSION_TABLE = 'users_object_permission';

const LOOKUPS = new Set(['exact', 'iexact', 'in', 'contains', 'icontains', 'startswith', 'istartswith', 'endswith', 'iendswith', 'lt', 'lte', 'gt', 'gte', 'isnull', 'n']);

export class ConstraintProblem extends Error {}

/** The constraint objects of a stored `constraints` value (null, an object or a list). */
export function constraintSets(value: unknown): Array<Record<string, unknown>> {
  if (value === null || value === undefined) return [{}];
  const list = Array.isArray(value) ? value : [value];
  return list.map((c) => {
    if (c === null || typeof c !== 'object' || Array.isArray(c)) throw new ConstraintProblem('Constraints are an object of field lookups, or a list of them.');
    return c as Record<string, unknown>;
  });
}

/** Grants read lately, by user, action and object type (TOKEN_CACHE_SECONDS): emptied when an
 * object permission, its users or groups, a user or a user's groups change (auth_changes.sql). */
export type GrantCache = TokenCache<Grant | null>;

/** Every enabled permission of `user` (directly or through a group) for this action and type.
 * Read through `cache` when given: only for reads on the pool, never in a transaction, which
 * may itself have changed a permission. */
export async function grantFor(db: Db, user: Actor, model: Model, action: Action, cache?: GrantCache): Promise<Grant | null> {
  const load = async () => (await grantsFor(db, user, [model], action)).get(model.key) ?? null;
  return cache ? ((await cache.through(`${user.id} ${action} ${model.content_type}`, load)) ?? null) : load();
}

/** `grantFor` for several models in one statement; a model without a permission is absent. */
export async function grantsFor(db: Db, user: Actor, models: Model[], action: Action): Promise<Map<string, Grant>> {
  const rows = await query<{ object_types: string[]; constraints: unknown }>(db,
    `SELECT p.object_types, p.constraints FROM ${PERMISSION_TABLE} p
      WHERE p.enabled AND p.object_types && $1::text[] AND $2 = ANY(p.actions)
        AND (EXISTS (SELECT 1 FROM users_object_permission_users pu WHERE pu.object_permission_id = p.id AND pu.user_id = $3)
          OR EXISTS (SELECT 1 FROM users_object_permission_groups pg JOIN users_user_groups ug ON ug.group_id = pg.group_id
                      WHERE pg.object_permission_id = p.id AND ug.user_id = $3))`,
    [models.map((m) => m.content_type), action, user.id]);
  const grants = new Map<string, Grant>();
  for (const model of models) {
    const mine = rows.filter((r) => r.object_types.includes(model.content_type));
    if (mine.length === 0) continue;
    const constraints: Array<Record<string, unknown>> = [];
    let all = false;
    for (const r of mine) {
      const sets = constraintSets(r.constraints);
      if (sets.some((c) => Object.keys(c).length === 0)) all = true;
      constraints.push(...sets);
    }
    grants.set(model.key, all ? { all: true } : { all: false, constraints });
  }
  return grants;
}

/** The SQL condition of a grant over the rows `alias` of `model`. A constraint naming a field
 * the model lacks (NetBox saves constraints unchecked, src/rules/users/object_permission.ts)
 * matches none of its rows. */
export function grantCondition(st: Statement, model: Model, alias: string, grant: Grant, userId: number): string {
  if (grant.all) return 'TRUE';
  const fitting = grant.constraints.filter((c) => {
    try {
      constraintCondition(new Statement(), model, alias, c, userId);
      return true;
    } catch (e) {
      if (e instanceof ConstraintProblem) return false;
      throw e;
    }
  });
  if (fitting.length === 0) return 'FALSE';
  return `(${fitting.map((c) => constraintCondition(st, model, alias, c, userId)).join(' OR ')})`;
}

/** One constraint object: every lookup must hold. Throws ConstraintProblem naming a bad key. */
export function constraintCondition(st: Statement, model: Model, alias: string, constraint: Record<string, unknown>, userId: number): string {
  const parts = Object.entries(constraint).map(([key, raw]) => {
    const segments = key.split('__');
    const lookup = segments.length > 1 && LOOKUPS.has(segments.at(-1)!) ? segments.pop()! : 'exact';
    const value = raw === '$user' ? userId : Array.isArray(raw) ? raw.map((v) => (v === '$user' ? userId : v)) : raw;
    const path = pathTo(model, segments, key);
    try {
      return walk(st, model, alias, path, leafOf(st, lookup, value, key), false);
    } catch (e) {
      if (e instanceof ConstraintProblem) throw e;
      throw new ConstraintProblem(`${key}: ${(e as Error).message}`);
    }
  });
  return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
}

/** The field path of a lookup key; a path ending at a relation compares its id, as Django. */
function pathTo(model: Model, segments: string[], key: string): string[] {
  let cur: Model | undefined = model;
  const path: string[] = [];
  for (const seg of segments) {
    if (!cur) throw new ConstraintProblem(`${key}: ${seg} follows a field that is not a relation`);
    if (seg === 'id') {
      path.push('id');
      cur = undefined;
      continue;
    }
    const f: Field | undefined = cur.fields.find((x) => x.name === seg);
    if (!f) throw new ConstraintProblem(`${key}: ${cur.key} has no field ${seg}`);
    if (f.write_only) throw new ConstraintProblem(`${key}: ${seg} cannot be filtered on`);
    path.push(seg);
    cur = f.kind === 'fk' || f.kind === 'm2m' ? registry.model(f.target) : undefined;
    if (!cur && f.kind !== 'scalar' && f.kind !== 'choice') throw new ConstraintProblem(`${key}: ${seg} cannot be filtered on`);
  }
  if (cur) path.push('id');
  return path;
}

function leafOf(st: Statement, lookup: string, value: unknown, key: string): (e: string) => string {
  const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  switch (lookup) {
    case 'isnull':
      return (e) => (value ? `${e} IS NULL` : `${e} IS NOT NULL`);
    case 'in':
    case 'n': {
      if (!Array.isArray(value)) throw new ConstraintProblem(`${key}: takes a list`);
      const p = st.param(value.map(text), 'text[]');
      return lookup === 'in' ? (e) => `${e}::text = ANY(${p})` : (e) => `NOT COALESCE(${e}::text = ANY(${p}), false)`;
    }
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      const op = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup];
      if (typeof value !== 'number') throw new ConstraintProblem(`${key}: takes a number`);
      return (e) => `${e} ${op} ${st.param(value, 'numeric')}`;
    }
    case 'iexact':
      return (e) => `lower(${e}::text) = lower(${st.param(text(value))})`;
    case 'contains':
    case 'icontains':
    case 'startswith':
    case 'istartswith':
    case 'endswith':
    case 'iendswith': {
      const escaped = text(value).replace(/[\\%_]/g, (c) => `\\${c}`);
      const pattern = lookup.endsWith('contains') ? `%${escaped}%` : lookup.endsWith('startswith') ? `${escaped}%` : `%${escaped}`;
      const like = lookup.startsWith('i') ? 'ILIKE' : 'LIKE';
      return (e) => `${e}::text ${like} ${st.param(pattern)}`;
    }
    default:
      if (value === null) return (e) => `${e} IS NULL`;
      if (Array.isArray(value) || typeof value === 'object') throw new ConstraintProblem(`${key}: takes a single value`);
      return (e) => `${e}::text = ${st.param(text(value))}`;
  }
}

/** Models whose rows belong to a user (a user's tokens, column user_id): a non-superuser
 * reaches their own rows only, with or without a permission, as NetBox's token views are
 * limited to the requesting user's tokens. A permission still decides the action where one is
 * needed (grant: a new token for someone else, the model's rules' check). */
const OWNED: Record<string, string> = { 'users.token': 'user_id' };

const DENIED = 'You do not have permission to perform this action.';

/** Matches nothing: an owned model's grant when the user has no permission beyond their own rows. */
const NOTHING: Grant = { all: false, constraints: [] };

/** What one request may do to one model for one action: unrestricted (no grant), or the rows
 * matching a grant (plus, for owned models, the user's own rows). Built by `permitted`. */
export class Permitted {
  constructor(
    private readonly model: Model,
    private readonly grant: Grant | null,
    private readonly userId: number,
    private readonly ownerColumn?: string,
  ) {}

  private condition(st: Statement, alias: string): string {
    if (this.ownerColumn) return `${alias}.${ident(this.ownerColumn)} = ${st.param(this.userId, 'int')}`;
    return this.grant!.all ? 'TRUE' : grantCondition(st, this.model, alias, this.grant!, this.userId);
  }

  private get unrestricted(): boolean {
    return !this.ownerColumn && (!this.grant || this.grant.all);
  }

  /** The rows this request may reach, for reads; undefined when every row. */
  scope(): ((st: Statement, alias: string) => string) | undefined {
    return this.unrestricted ? undefined : (st, alias) => this.condition(st, alias);
  }

  /** The ids of `ids` this request may reach. */
  async reachable(db: Db, ids: number[]): Promise<Set<number>> {
    const st = new Statement();
    const idsParam = st.param(ids, 'int[]');
    const rows = await query<{ id: number }>(db,
      `SELECT t.id FROM ${ident(this.model.table)} t WHERE t.id = ANY(${idsParam}) AND ${this.condition(st, 't')}`, st.values);
    return new Set(rows.map((r) => r.id));
  }

  /** Before a change or delete: rows outside the grant are, for this user, not there (and a
   * user with no permission at all, reaching only their own rows, is simply refused). */
  async requireReachable(db: Db, ids: number[], bulk: boolean): Promise<void> {
    if (this.unrestricted) return;
    const reachable = await this.reachable(db, ids);
    if (ids.every((id) => reachable.has(id))) return;
    if (this.grant === NOTHING) throw new ApiError(403, DENIED);
    if (!bulk) throw new ApiError(404, 'Not found.');
    throw new ValidationError(ids.map((id) => (reachable.has(id) ? {} : { id: [`Object with id ${id} does not exist.`] })));
  }

  /** After a create or change, in its transaction: every written row is still within the
   * grant, else 403 and the transaction (so nothing) is undone. */
  async verifyWritten(db: Db, ids: number[]): Promise<void> {
    if (this.unrestricted || ids.length === 0) return;
    const reachable = await this.reachable(db, ids);
    if (!ids.every((id) => reachable.has(id))) throw new ApiError(403, DENIED);
  }
}

/** The permission of `user` for `action` on `model`; 403 when they have none. Superusers and the
 * anonymous reads EXEMPT_VIEW_PERMISSIONS allows (`exemptRead`) are unrestricted; on owned
 * models a user always reaches their own rows. */
export async function permitted(db: Db, user: Actor | null, model: Model, action: Action, exemptRead: boolean, cache?: GrantCache): Promise<Permitted> {
  if (!user || user.is_superuser || (action === 'view' && exemptRead)) return new Permitted(model, null, 0);
  const owner = OWNED[model.key];
  // Whose row a new one is, is the model's rules' to decide (a token for another user takes
  // the grant action), not a constraint's.
  if (owner && action === 'add') return new Permitted(model, null, 0);
  const grant = await grantFor(db, user, model, action, cache);
  if (owner) return new Permitted(model, grant ?? NOTHING, user.id, owner);
  if (!grant) throw new ApiError(403, DENIED);
  return new Permitted(model, grant, user.id);
}

/** The rows of `model` a write by `user` may name as related objects: those the user may view
 * (none without a view permission), and always the user's own account, which a token or a
 * journal entry of theirs names. Undefined: every row (superusers, exempt reads, no user). */
export async function lookupScope(db: Db, user: Actor | null, model: Model, exemptRead: boolean): Promise<((st: Statement, alias: string) => string) | undefined> {
  let scope: ((st: Statement, alias: string) => string) | undefined;
  try {
    scope = (await permitted(db, user, model, 'view', exemptRead)).scope();
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 403) throw e;
    scope = () => 'FALSE';
  }
  if (!scope || model.key !== 'users.user') return scope;
  const own = scope;
  return (st, alias) => `(${alias}.id = ${st.param(user!.id, 'int')} OR ${own(st, alias)})`;
}

/** What `user` may view of each of `models`, from one statement: a Permitted per model, or
 * null where they may view nothing (no permission; for an anonymous request, a model that
 * EXEMPT_VIEW_PERMISSIONS does not name). */
export async function viewable(db: Db, user: Actor | null, models: Model[], exemptRead: (model: Model) => boolean): Promise<Map<string, Permitted | null>> {
  const out = new Map<string, Permitted | null>();
  const restricted = models.filter((m) => {
    if (user && !user.is_superuser && !exemptRead(m)) return true;
    out.set(m.key, user || exemptRead(m) ? new Permitted(m, null, 0) : null);
    return false;
  });
  if (restricted.length === 0) return out;
  const grants = await grantsFor(db, user!, restricted, 'view');
  for (const m of restricted) {
    const grant = grants.get(m.key) ?? null;
    const owner = OWNED[m.key];
    out.set(m.key, owner ? new Permitted(m, grant ?? NOTHING, user!.id, owner) : grant ? new Permitted(m, grant, user!.id) : null);
  }
  return out;
}

/** A NetBox permission codename, `<app>.<action>_<model>` (dcim.devlib_read_device is the
 * devlib_read action on dcim.device, users.grant_token the grant action on users.token), as
 * the model and action of this permission model, NetBox splitting it the same way. */
export function parseCodename(codename: string): { model: Model; action: Action } | null {
  const m = /^([a-z0-9_]+)\.([a-z0-9_]+)$/.exec(codename);
  if (!m) return null;
  const [, app, rest] = m as unknown as [string, string, string];
  // The longest model name that ends the codename wins: change_vlan_group is (change, vlan_group).
  const models = registry.modelsOf(app).sort((a, b) => b.name.length - a.name.length);
  for (const model of models) {
    const suffix = `_${model.name.replace(/_/g, '')}`;
    const plain = `_${model.name}`;
    for (const s of [plain, suffix])
      if (rest.endsWith(s) && rest.length > s.length) return { model, action: rest.slice(0, -s.length) };
  }
  return null;
}

/** Whether `user` holds `codename`, for one object when `id` is given (its constraints must
 * match it) or for any object of the model otherwise. */
export async function hasPermission(db: Db, user: Actor, codename: string, id?: number): Promise<boolean> {
  if (user.is_superuser) return true;
  const parsed = parseCodename(codename);
  if (!parsed) return false;
  const grant = await grantFor(db, user, parsed.model, parsed.action);
  if (!grant) return false;
  if (id === undefined || grant.all) return true;
  return (await new Permitted(parsed.model, grant, user.id).reachable(db, [id])).has(id);
}

/** Every action `user` may take on some object of each model, as `app.model` -> actions: what
 * a client (the web UI) offers them. Constraints are not weighed here: an action allowed on
 * some objects is listed, and the API still answers 403 or 404 for the others. Superusers may
 * do anything and get an empty map. */
export async function grantedActions(db: Db, user: Actor, exemptRead: (model: Model) => boolean): Promise<Record<string, string[]>> {
  if (user.is_superuser) return {};
  const rows = await query<{ object_type: string; action: string }>(db,
    `SELECT DISTINCT t AS object_type, a AS action FROM ${PERMISSION_TABLE} p, unnest(p.object_types) t, unnest(p.actions) a
      WHERE p.enabled
        AND (EXISTS (SELECT 1 FROM users_object_permission_users pu WHERE pu.object_permission_id = p.id AND pu.user_id = $1)
          OR EXISTS (SELECT 1 FROM users_object_permission_groups pg JOIN users_user_groups ug ON ug.group_id = pg.group_id
                      WHERE pg.object_permission_id = p.id AND ug.user_id = $1))`,
    [user.id]);
  const out: Record<string, Set<string>> = {};
  const grant = (model: Model, action: string) => (out[model.key] ??= new Set()).add(action);
  for (const model of registry.catalogue.models) {
    // Owned rows (a user's own tokens) are theirs to see, add, change and delete.
    if (OWNED[model.key]) for (const a of ['view', 'add', 'change', 'delete']) grant(model, a);
    if (exemptRead(model)) grant(model, 'view');
  }
  for (const r of rows) {
    const model = registry.catalogue.models.find((m) => m.content_type === r.object_type);
    if (model) grant(model, r.action);
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v].sort()]));
}
