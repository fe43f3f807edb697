// The generic REST endpoints of every catalogue model: list and detail reads, single and
// bulk writes, OPTIONS, and the model's extra actions. Nothing here names a model.
import { Router, type Request, type Response } from 'express';
import type { Action, Model } from '../../../codegen/types.ts';
import { actionHandlers } from '../../../generated/rules/index.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { columnScope, listObjects, readObjectVersioned, readOptions, readVersioned, type Scope, type Versioned } from '../../engine/read/read.ts';
import { requireVersion } from '../../engine/read/version.ts';
import { ifMatchTags, notModified, setEntityTag } from '../conditional.ts';
import { registry } from '../../engine/registry.ts';
import { asVersion } from '../../engine/versions.ts';
import { netboxShapesOf, versionOf } from '../middleware/api-version.ts';
import { deleteObjects } from '../../engine/write/delete.ts';
import type { WriteContext, WriteResult } from '../../engine/write/context.ts';
import { saveObjects } from '../../engine/write/write.ts';
import type { Db } from '../../engine/db.ts';
import type { ActionHandler } from '../actions.ts';
import { readOn, withRetrievedKeys, write as writeObjects, writeShown, type Services } from '../services.ts';
import { optionsMetadata } from '../options.ts';
import { pageSettings } from '../list-page.ts';
import { jsonList, noteIgnored, pageText, sendJson, sendJsonText } from '../respond.ts';
import { apiBase, originOf, queryOf, withinBulkLimit, type RequestAuth } from '../request.ts';
import { readExempt } from '../../auth/read-exempt.ts';
import { permitted } from '../../auth/permissions.ts';
import { tokenKeyDigest } from '../../auth/secrets.ts';
import { recordChangeMessages } from '../../events/changelog.ts';
import { takeChangeMessages } from '../changelog-message.ts';
import { alignedRefusal, chunksOf, createInChunks } from '../bulk-create.ts';

const LIST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const DETAIL_METHODS = ['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

function methodNotAllowed(method: string): ApiError {
  return new ApiError(405, `Method "${method}" not allowed.`);
}

function loadAction(action: Action): ActionHandler {
  const handler = actionHandlers[action.handler];
  if (!handler) throw new Error(`no handler ${action.handler} for action ${action.name}`);
  return handler;
}

/** A path id: digits within PostgreSQL's integer range, else the object cannot exist. */
function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2147483647 || Number(raw) < 1) throw new ApiError(404, 'Not found.');
  return Number(raw);
}

/** Allow, OPTIONS and 405 of an extra endpoint, which answers only its own methods; true
 * when the request is answered here. */
function answeredAsAction(req: Request, res: Response, action: Model['actions'][number]): boolean {
  res.setHeader('Allow', [...action.methods, 'OPTIONS'].join(', '));
  if (req.method === 'OPTIONS') {
    const name = action.name.replace(/[-_]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    sendJson(req, res, 200, { name, description: '', renders: ['application/json', 'text/html'], parses: ['application/json'] });
    return true;
  }
  if (!action.methods.includes(req.method)) throw methodNotAllowed(req.method);
  return false;
}

function bulkIds(body: unknown[]): number[] {
  const errors = body.map((item) => {
    const id = (item as { id?: unknown } | null)?.id;
    return typeof item === 'object' && item !== null && Number.isInteger(id) && (id as number) > 0 && (id as number) <= 2147483647
      ? {}
      : { id: ['This field is required and must be an object id.'] };
  });
  if (errors.some((e) => 'id' in e)) throw new ValidationError(errors);
  const ids = body.map((item) => (item as { id: number }).id);
  const seen = new Set<number>();
  const dupes = ids.map((id) => {
    const dup = seen.has(id);
    seen.add(id);
    return dup ? { id: ['This object appears more than once in the request.'] } : {};
  });
  if (dupes.some((e) => 'id' in e)) throw new ValidationError(dupes);
  return ids;
}

function stripIds(items: unknown[]): unknown[] {
  return items.map((item) => {
    const { id: _id, ...rest } = item as Record<string, unknown>;
    return rest;
  });
}

/** Adds values shown only once (a new token's key) to the created objects' JSON. */
function withRevealed(texts: string[], reveal: Array<Record<string, string>>): string[] {
  return texts.map((t, i) => {
    const extra = reveal[i];
    if (!extra || Object.keys(extra).length === 0) return t;
    return JSON.stringify({ ...JSON.parse(t), ...extra });
  });
}

export function modelRouter(services: Services): Router {
  const router = Router({ mergeParams: true });
  const { pool, config } = services;

  /** A model as the request's API version shows it (its unit of a field, its filters), in
   * NetBox's shape or the spec's. */
  const shownTo = (req: Request, model: Model): Model => asVersion(model, versionOf(req.res!), netboxShapesOf(req.res!));
  const modelOf = (req: Request): Model => {
    const model = registry.modelAt(String(req.params.app), String(req.params.model));
    if (!model) throw new ApiError(404, 'Not found.');
    return shownTo(req, model);
  };
  const answering = (req: Request) => (key: string): Model => shownTo(req, registry.model(key));

  const write = <T>(req: Request, fn: (ctx: WriteContext) => Promise<T>): Promise<T> => writeObjects(services, originOf(req), fn);

  const res_auth = (req: Request): RequestAuth => (req.res!.locals.auth as RequestAuth) ?? null;

  /** The rows the model's rules let this request's user read (a user's own tokens). */
  const rulesScope = async (req: Request, model: Model): Promise<Scope | undefined> => {
    const visible = (await services.rules(model))?.visibleTo?.(res_auth(req)?.user ?? null);
    return visible ? columnScope(visible) : undefined;
  };

  /** The user's object permission for `action` on the model (403 without one). */
  const permission = (req: Request, model: Model, action: 'view' | 'add' | 'change' | 'delete') =>
    permitted(pool, res_auth(req)?.user ?? null, model, action, readExempt(model, services), services.grants);

  /** The rows this request may read: the rules' and the view permission's, both. */
  const scopeOf = async (req: Request, model: Model): Promise<Scope | undefined> => {
    const scopes = [await rulesScope(req, model), (await permission(req, model, 'view')).scope()].filter((s): s is Scope => s !== undefined);
    if (scopes.length < 2) return scopes[0];
    return (st, alias) => scopes.map((s) => `(${s(st, alias)})`).join(' AND ');
  };

  /** What a write's answer shows: the written objects, read in the transaction with its COMMIT
   * (one round trip). Shown whatever the view permission says, as NetBox does. */
  const showWritten = async (req: Request, model: Model) => {
    const base = apiBase(req);
    const options = readOptions(queryOf(req));
    const scope = await rulesScope(req, model);
    return (db: Db, saved: WriteResult) => readVersioned(db, model, saved.ids, base, options, scope);
  };

  /** Changes within the change permission: the rows must be reachable before and stay so after. */
  const change = async (req: Request, model: Model, given: unknown[], ids: number[], bulk: boolean, partial: boolean) => {
    const allowed = await permission(req, model, 'change');
    const { items, messages } = takeChangeMessages(given, { bulk, deleting: false });
    return writeShown(services, originOf(req), async (ctx) => {
      await allowed.requireReachable(ctx.db, ids, bulk);
      if (!bulk) await requireVersion(ctx.db, model, ids[0]!, ifMatchTags(req));
      const saved = await saveObjects(ctx, model, items, { bulk, ids, partial });
      await allowed.verifyWritten(ctx.db, saved.ids);
      await recordChangeMessages(ctx.db, model, saved.ids, messages);
      return saved;
    }, await showWritten(req, model));
  };

  /** Deletes `ids`; `bodies` are the request's items (a bulk delete's list, a single delete's
   * body), which may each carry a changelog_message. */
  const remove = async (req: Request, model: Model, ids: number[], bulk: boolean, bodies: unknown[]) => {
    const allowed = await permission(req, model, 'delete');
    const { messages } = takeChangeMessages(bodies, { bulk, deleting: true });
    await write(req, async (ctx) => {
      await allowed.requireReachable(ctx.db, ids, bulk);
      if (!bulk) await requireVersion(ctx.db, model, ids[0]!, ifMatchTags(req));
      await deleteObjects(ctx, model, ids, bulk);
      await recordChangeMessages(ctx.db, model, ids, messages);
    });
  };

  const answer = async (req: Request, res: Response, model: Model, shown: Versioned[], status: number, single: boolean, reveal?: Array<Record<string, string>>) => {
    // One object's answer carries its tag, as NetBox's; a list has no single tag.
    if (single) setEntityTag(res, shown[0]?.version);
    let texts = await withRetrievedKeys(services, model, shown.map((o) => o.text), res_auth(req)?.user ?? null);
    if (reveal) texts = withRevealed(texts, reveal);
    sendJsonText(req, res, status, single ? texts[0]! : jsonList(texts));
  };

  router.all('/', async (req, res) => {
    const model = modelOf(req);
    res.setHeader('Allow', (model.read_only ? READ_METHODS : LIST_METHODS).join(', '));
    const method = req.method;
    if (model.read_only && !READ_METHODS.includes(method)) throw methodNotAllowed(method);
    if (method === 'OPTIONS') return sendJson(req, res, 200, optionsMetadata(model, res.locals.auth as RequestAuth, false));
    if (method === 'GET' || method === 'HEAD') {
      const scope = await scopeOf(req, model);
      const page = await readOn(services, res.locals, (db) => listObjects(db, model, queryOf(req), apiBase(req), new URL(req.originalUrl, apiBase(req)), {
        ...pageSettings(config),
        strictFiltering: config.strictFiltering,
        digest: (value) => tokenKeyDigest(value, services.pepper),
      }, scope));
      return sendJsonText(req, res, 200, pageText({ ...page, results: await withRetrievedKeys(services, model, page.results, res_auth(req)?.user ?? null) }));
    }
    const body: unknown = req.body;
    if (method === 'POST') {
      const bulk = Array.isArray(body);
      const items = bulk ? body : [body];
      if (items.length === 0) throw new ValidationError({ non_field_errors: ['Expected a list with at least one item.'] });
      withinBulkLimit(items, config.maxBulkItems);
      const allowed = await permission(req, model, 'add');
      const { items: objects, messages } = bulk ? { items, messages: [] } : takeChangeMessages(items, { bulk, deleting: false });
      const { result, shown } = await writeShown(services, originOf(req), async (ctx) => {
        if (bulk) {
          // A list is created a chunk at a time (bulk-create.ts), however long it is.
          const created = await createInChunks(ctx, model, chunksOf(items), allowed);
          if (created.refused.length) throw alignedRefusal(items.length, created.refused);
          return created;
        }
        const saved = await saveObjects(ctx, model, objects, { bulk, partial: false });
        await allowed.verifyWritten(ctx.db, saved.ids);
        await recordChangeMessages(ctx.db, model, saved.ids, messages);
        return saved;
      }, await showWritten(req, model));
      noteIgnored(res, result.ignored);
      return answer(req, res, model, shown!, 201, !bulk, result.reveal);
    }
    if (method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
      if (!Array.isArray(body) || body.length === 0)
        throw new ValidationError({ non_field_errors: ['Expected a list of objects, each with an "id".'] });
      withinBulkLimit(body, config.maxBulkItems);
      const ids = bulkIds(body);
      if (method === 'DELETE') {
        await remove(req, model, ids, true, body);
        return sendJsonText(req, res, 204, null);
      }
      const { result, shown } = await change(req, model, stripIds(body), ids, true, method === 'PATCH');
      noteIgnored(res, result.ignored);
      return answer(req, res, model, shown!, 200, false);
    }
    throw methodNotAllowed(method);
  });

  router.all('/:id/', async (req, res) => {
    const model = modelOf(req);
    // /<model>/<action>/ on the list endpoint (token provisioning) shares this route shape.
    const listAction = model.actions.find((a) => !a.detail && a.name === req.params.id);
    if (listAction) {
      if (answeredAsAction(req, res, listAction)) return;
      return loadAction(listAction)(req, res, { model, services, id: null, answering: answering(req) });
    }
    res.setHeader('Allow', (model.read_only ? READ_METHODS : DETAIL_METHODS).join(', '));
    if (model.read_only && !READ_METHODS.includes(req.method)) throw methodNotAllowed(req.method);
    if (req.method === 'OPTIONS') return sendJson(req, res, 200, optionsMetadata(model, res.locals.auth as RequestAuth, true));
    const id = parseId(String(req.params.id));
    switch (req.method) {
      case 'GET':
      case 'HEAD': {
        const scope = await scopeOf(req, model);
        const one = await readOn(services, res.locals, (db) => readObjectVersioned(db, model, id, apiBase(req), readOptions(queryOf(req)), scope));
        setEntityTag(res, one.version);
        if (notModified(req, one.version)) return sendJsonText(req, res, 304, null);
        return sendJsonText(req, res, 200, (await withRetrievedKeys(services, model, [one.text], res_auth(req)?.user ?? null))[0]!);
      }
      case 'PUT':
      case 'PATCH': {
        const body: unknown = req.body;
        if (body === undefined || body === null) throw new ValidationError({ non_field_errors: ['No data provided'] }); // DRF's words
        if (typeof body !== 'object' || Array.isArray(body))
          throw new ValidationError({ non_field_errors: ['Invalid data. Expected a dictionary, but got ' + (Array.isArray(body) ? 'list' : typeof body) + '.'] });
        const { result, shown } = await change(req, model, stripIds([body]), [id], false, req.method === 'PATCH');
        noteIgnored(res, result.ignored);
        return answer(req, res, model, shown!, 200, true);
      }
      case 'DELETE':
        await remove(req, model, [id], false, [req.body ?? {}]);
        return sendJsonText(req, res, 204, null);
      default:
        throw methodNotAllowed(req.method);
    }
  });

  /** An object's action: `/<id>/<name>/`, or `/<id>/<name>/<sub>/` for a nested one. */
  const detailAction = async (req: Request, res: Response, name: string) => {
    const model = modelOf(req);
    const action = model.actions.find((a) => a.detail && a.name === name);
    if (!action) throw new ApiError(404, 'Not found.');
    if (answeredAsAction(req, res, action)) return;
    const id = parseId(String(req.params.id));
    // An object's actions are for those who may see it.
    await (await permission(req, model, 'view')).requireReachable(pool, [id], false);
    return loadAction(action)(req, res, { model, services, id, answering: answering(req) });
  };
  router.all('/:id/:action/', (req, res) => detailAction(req, res, String(req.params.action)));
  router.all('/:id/:action/:sub/', (req, res) => detailAction(req, res, `${String(req.params.action)}/${String(req.params.sub)}`));

  return router;
}
