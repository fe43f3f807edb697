// A steady load of writes on a cluster of scripts/cluster.ts, and a primary killed under it: what
// the failover test (test/cluster/) asserts on and what bench/cluster.ts times. Each client
// creates a tenant and then PATCHes its description ('v1', 'v2', ...) one request after the
// other, through one API host, recording every answer: the writes a 2XX acknowledged, the
// 503s and whether they carried Retry-After, anything else, and requests cut by the timeout.
import { join } from 'node:path';
import postgres from 'postgres';
import { httpStatus, postgresPid, type ClusterInfo } from './cluster.ts';

/** Longest a request may take before the client gives up on it (and counts it as a hang). */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface Answer {
  client: number;
  method: 'POST' | 'PATCH';
  status: number; // 0: no answer (network error or timeout)
  retryAfter: string | null;
  started: number;
  ended: number;
  error?: string;
}

/** One acknowledged write: the object, and the description it set ('' for the create). */
export interface Acknowledged {
  id: number;
  name: string;
  description: string;
  started: number;
  ended: number;
}

export interface Load {
  answers: Answer[];
  acknowledged: Acknowledged[];
  /** Stops the clients and waits for their requests in flight. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `clients` clients writing tenants through the API hosts in turn, named from `prefix`. */
export function startLoad(info: ClusterInfo, clients: number, prefix: string): Load {
  const answers: Answer[] = [];
  const acknowledged: Acknowledged[] = [];
  let running = true;
  const send = async (client: number, method: 'POST' | 'PATCH', url: string, body: unknown) => {
    const started = Date.now();
    try {
      const res = await fetch(url, {
        method, body: JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: { Authorization: `Token ${info.superuser_token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      });
      const text = await res.text();
      answers.push({ client, method, status: res.status, retryAfter: res.headers.get('retry-after'), started, ended: Date.now(), ...(res.status >= 300 ? { error: text.slice(0, 300) } : {}) });
      return res.status < 300 ? JSON.parse(text) as { id: number; name: string } : undefined;
    } catch (e) {
      answers.push({ client, method, status: 0, retryAfter: null, started, ended: Date.now(), error: (e as Error).message });
      return undefined;
    }
  };
  const loop = async (client: number) => {
    const api = info.api[client % info.api.length]!;
    let object: { id: number; name: string } | undefined;
    let version = 0;
    for (let n = 0; running; n++) {
      if (!object || version >= 20) {
        const name = `${prefix}-${client}-${n}`;
        const started = Date.now();
        object = await send(client, 'POST', `${api}/api/tenancy/tenants/`, { name, slug: name });
        version = 0;
        if (object) acknowledged.push({ id: object.id, name: object.name, description: '', started, ended: Date.now() });
      } else {
        const description = `v${++version}`;
        const started = Date.now();
        const done = await send(client, 'PATCH', `${api}/api/tenancy/tenants/${object.id}/`, { description });
        if (done) acknowledged.push({ id: object.id, name: object.name, description, started, ended: Date.now() });
        else version--; // tried again with the same value
      }
      // A refused request is tried again after a moment, as a client honouring Retry-After
      // would (sooner: the test wants to see the switch).
      const last = answers[answers.length - 1]!;
      if (last.status >= 300 || last.status === 0) await sleep(200);
    }
  };
  const loops = Array.from({ length: clients }, (_, i) => loop(i));
  return {
    answers, acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The node whose Patroni answers 200 on /primary (undefined: none now). */
export async function primaryNode(info: ClusterInfo): Promise<ClusterInfo['postgres'][number] | undefined> {
  for (const node of info.postgres) if ((await httpStatus(`${node.patroni_api}/primary`)) === 200) return node;
  return undefined;
}

export interface Failover {
  killed: string;
  promoted: string;
  /** When the primary's postmaster was sent SIGKILL. */
  killedAt: number;
  /** Milliseconds from the kill to the first write acknowledged after it by the new primary. */
  resumedMs: number;
}

/** kill -9 of the primary's postmaster (its pid from the data directory Patroni runs), then
 * waits until another node is the primary and `load` has a write acknowledged after that. */
export async function killPrimary(info: ClusterInfo, dir: string, load: Load, limitMs = 60_000): Promise<Failover> {
  const old = await primaryNode(info);
  if (!old) throw new Error('failover: no node is the primary');
  const pid = postgresPid(join(dir, old.name));
  if (!pid) throw new Error(`failover: no postmaster.pid for ${old.name}`);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  const deadline = killedAt + limitMs;
  let promoted: string | undefined;
  while (Date.now() < deadline) {
    if (!promoted) {
      const now = await primaryNode(info);
      if (now && now.name !== old.name) promoted = now.name;
    }
    if (promoted) {
      const after = load.acknowledged.find((a) => a.started > killedAt);
      if (after) return { killed: old.name, promoted, killedAt, resumedMs: after.ended - killedAt };
    }
    await sleep(100);
  }
  const since = load.answers.filter((a) => a.started > killedAt);
  const counts = Object.entries(Object.groupBy(since, (a) => String(a.status))).map(([s, xs]) => `${s}: ${xs!.length}`).join(', ');
  const last = since.slice(-3).map((a) => `${a.method} ${a.status} ${a.error ?? ''}`).join('; ');
  throw new Error(`failover: no write acknowledged within ${limitMs} ms of killing ${old.name} (promoted: ${promoted ?? 'none'}; answers since: ${counts || 'none'}; last: ${last})`);
}

/** Waits until every node runs again (the killed one back as a replica) and, when synchronous,
 * one of them is the synchronous standby again: the state a next kill must start from. */
export async function rejoined(info: ClusterInfo, synchronous: boolean, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const primaries = (await Promise.all(info.postgres.map((n) => httpStatus(`${n.patroni_api}/primary`)))).filter((s) => s === 200).length;
    const replicas = (await Promise.all(info.postgres.map((n) => httpStatus(`${n.patroni_api}/replica`)))).filter((s) => s === 200).length;
    const sync = !synchronous || (await Promise.all(info.postgres.map((n) => httpStatus(`${n.patroni_api}/sync`)))).some((s) => s === 200);
    if (primaries === 1 && replicas === info.postgres.length - 1 && sync) return;
    await sleep(250);
  }
  throw new Error(`failover: the nodes did not all run again within ${limitMs} ms`);
}

/** The acknowledged writes the database does not hold (an object missing, or a description older
 * than the one acknowledged), and those missing from the change log, read through `databaseUrl`. */
export async function lostWrites(databaseUrl: string, acknowledged: Acknowledged[]): Promise<{ lost: Acknowledged[]; unlogged: Acknowledged[] }> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const ids = [...new Set(acknowledged.map((a) => a.id))];
    const rows = await sql<Array<{ id: number; description: string }>>`SELECT id, description FROM tenancy_tenant WHERE id = ANY(${ids})`;
    const stored = new Map(rows.map((r) => [r.id, r.description]));
    const lost = acknowledged.filter((a) => !stored.has(a.id) || versionOf(stored.get(a.id)!) < versionOf(a.description));
    const changes = await sql<Array<{ id: number; action: string; description: string | null }>>`
      SELECT changed_object_id::int AS id, action, postchange_data->>'description' AS description
      FROM extras_object_change WHERE changed_object_type = 'tenancy.tenant' AND changed_object_id = ANY(${ids})`;
    const logged = new Set(changes.map((c) => `${c.id}:${c.action === 'create' ? '' : c.description}`));
    return { lost, unlogged: acknowledged.filter((a) => !logged.has(`${a.id}:${a.description}`)) };
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** A write's place in its object's sequence: 0 for the create, n for the PATCH to 'vn'. */
export const versionOf = (description: string) => (description === '' ? 0 : Number(description.slice(1)));
