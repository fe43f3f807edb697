// `make cluster` / `make cluster-stop`: netinv on a highly available PostgreSQL, on one machine,
// from Debian's packages (docs/production.md, "A local cluster"): etcd (one member), Patroni
// running PostgreSQL 15 nodes (the first the primary, the others streaming replicas), HAProxy
// with a write port (the node whose Patroni answers 200 on /primary) and a read port (those
// answering /replica, else the write port), two API processes (`make run`'s bundle, DATABASE_URL
// at the write port, DATABASE_REPLICA_URLS at the read port), two `make workers` processes and a
// webhook receiver. Ports are CLUSTER_BASE_PORT plus the offsets of `layout`; everything lives in
// CLUSTER_DIR (configs, data, logs, state.json, which `cluster-stop` reads). The last line printed
// is one JSON object describing the cluster (ClusterInfo). The failover test and bench/cluster.ts
// start and stop clusters with the same functions.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { isRoot, postgresUser, type ServerUser } from '../src/db/embedded-place.ts';
import { portIsFree } from '../src/net/free-port.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

export const DEFAULT_BASE_PORT = 15400;
export const DEFAULT_DIR = join(root, '.cluster');
const PG_BIN = process.env.PG15_BIN || '/usr/lib/postgresql/15/bin';
const APT_LINE = 'apt-get install -y patroni etcd-server haproxy postgresql-15';

/** The ports of a cluster whose base is `base` (documented in docs/production.md). */
export function layout(base: number, nodes: number) {
  return {
    write: base, // HAProxy, to the primary
    read: base + 1, // HAProxy, to the replicas, else the primary
    api: [base + 10, base + 11],
    receiver: base + 19, // the webhook receiver the dataset's webhook posts to
    etcd: base + 20,
    etcdPeer: base + 21,
    postgres: Array.from({ length: nodes }, (_, i) => base + 30 + i),
    patroni: Array.from({ length: nodes }, (_, i) => base + 40 + i),
  };
}

export interface ClusterOptions {
  basePort: number;
  dir: string;
  /** PostgreSQL nodes (2 by default; 3 gives two replicas). */
  nodes: number;
  /** Patroni's synchronous_mode: a commit waits for the synchronous standby's flush. */
  synchronous: boolean;
  /** API processes (2 by default). */
  apis: number;
  /** Worker processes (2 by default). */
  workers: number;
  /** Settings for the API and worker processes beyond the cluster's own. */
  env: Record<string, string>;
  /** Loads the small dataset (sites, devices, interfaces, prefixes, a webhook). */
  dataset: boolean;
  say: (line: string) => void;
}

export interface PostgresNode {
  name: string;
  port: number;
  patroni_api: string;
  pid: number;
}

/** The JSON object `make cluster` prints last. */
export interface ClusterInfo {
  api: string[];
  workers: number[];
  postgres: PostgresNode[];
  haproxy: { write: string; read: string };
  superuser_token: string;
}

interface State {
  dir: string;
  pids: Array<{ name: string; pid: number }>;
  info?: ClusterInfo;
  database_url?: string;
  admin_url?: string;
}

/** A setting of the script that stops it: exit 2 with the line. */
export class ClusterError extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(what: string, fn: () => Promise<T | undefined | false>, ms: number, logs?: string): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) {
      throw new Error(`cluster: not within ${ms / 1000} s: ${what}${last ? ` (${(last as Error).message})` : ''}${logs ? `; see ${logs}` : ''}`);
    }
    await sleep(200);
  }
}

/** GET `url` with a short timeout: its status, or 0 when nothing answers. */
export async function httpStatus(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

function missingPackages(): string[] {
  const missing: string[] = [];
  const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
  if (!has('patroni')) missing.push('patroni');
  if (!has('etcd')) missing.push('etcd-server');
  if (!has('haproxy')) missing.push('haproxy');
  if (!existsSync(join(PG_BIN, 'postgres'))) missing.push(`postgresql-15 (no ${PG_BIN}/postgres; PG15_BIN names another)`);
  return missing;
}

const statePath = (dir: string) => join(dir, 'state.json');

function readState(dir: string): State | undefined {
  try {
    return JSON.parse(readFileSync(statePath(dir), 'utf8')) as State;
  } catch {
    return undefined;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A running cluster's description, from its CLUSTER_DIR (undefined: none there). */
export function runningCluster(dir: string): (ClusterInfo & { database_url: string; admin_url: string }) | undefined {
  const state = readState(dir);
  if (!state?.info || !state.pids.some((p) => alive(p.pid))) return undefined;
  return { ...state.info, database_url: state.database_url!, admin_url: state.admin_url! };
}

export function defaults(env: NodeJS.ProcessEnv = process.env): ClusterOptions {
  const basePort = env.CLUSTER_BASE_PORT ? Number(env.CLUSTER_BASE_PORT) : DEFAULT_BASE_PORT;
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65535 - 50) {
    throw new ClusterError(`CLUSTER_BASE_PORT must be a port from 1024 to 65485 (the cluster uses it and the 49 above), got ${env.CLUSTER_BASE_PORT}`);
  }
  const synchronous = (env.CLUSTER_SYNCHRONOUS ?? 'true').toLowerCase();
  if (!['true', 'false'].includes(synchronous)) throw new ClusterError(`CLUSTER_SYNCHRONOUS must be true or false, got ${env.CLUSTER_SYNCHRONOUS}`);
  const nodes = env.CLUSTER_NODES ? Number(env.CLUSTER_NODES) : 2;
  if (!Number.isInteger(nodes) || nodes < 2 || nodes > 9) throw new ClusterError(`CLUSTER_NODES must be 2 to 9, got ${env.CLUSTER_NODES}`);
  return {
    basePort, dir: resolve(env.CLUSTER_DIR || DEFAULT_DIR), nodes, synchronous: synchronous === 'true',
    apis: 2, workers: 2, env: {}, dataset: true, say: (line) => process.stderr.write(`${line}\n`),
  };
}

/** Starts a cluster as the options say; on failure stops what it started and throws. */
export async function startCluster(options: ClusterOptions): Promise<ClusterInfo & { database_url: string; admin_url: string }> {
  const missing = missingPackages();
  if (missing.length) throw new ClusterError(`cluster: missing ${missing.join(', ')}: ${APT_LINE}`);
  const { dir, say } = options;
  if (runningCluster(dir)) throw new ClusterError(`cluster: one is running in ${dir} already: make cluster-stop (CLUSTER_DIR=${dir})`);
  await stopCluster(dir, () => undefined); // leftovers of a start that failed
  const ports = layout(options.basePort, options.nodes);
  const taken: number[] = [];
  for (const port of [ports.write, ports.read, ...ports.api, ports.receiver, ports.etcd, ports.etcdPeer, ...ports.postgres, ...ports.patroni]) {
    if (!(await portIsFree(port))) taken.push(port);
  }
  if (taken.length) throw new ClusterError(`cluster: ports ${taken.join(', ')} are in use: set CLUSTER_BASE_PORT to another base (the cluster uses it and the 49 above)`);

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'logs'), { recursive: true, mode: 0o755 });
  const state: State = { dir, pids: [] };
  const save = () => writeFileSync(statePath(dir), `${JSON.stringify(state, null, 2)}\n`);
  save();
  const user: ServerUser | undefined = isRoot ? await postgresUser() : undefined;
  const secret = (n: number) => randomBytes(n).toString('hex');
  const passwords = { superuser: secret(12), replication: secret(12), rewind: secret(12), netinv: secret(12) };

  /** Starts a detached process whose output goes to logs/<name>.log; its pid goes to state.json. */
  const start = (name: string, command: string, args: string[], env: Record<string, string> = {}, as?: ServerUser) => {
    const out = openSync(join(dir, 'logs', `${name}.log`), 'a');
    const child = spawn(command, args, {
      cwd: root, detached: true, stdio: ['ignore', out, out],
      env: { ...process.env, ...env }, ...(as ? { uid: as.uid, gid: as.gid } : {}),
    });
    closeSync(out);
    child.unref();
    if (!child.pid) throw new Error(`cluster: ${command} did not start`);
    state.pids.push({ name, pid: child.pid });
    save();
    return child.pid;
  };
  const logOf = (name: string) => join(dir, 'logs', `${name}.log`);

  try {
    say(`cluster: etcd on 127.0.0.1:${ports.etcd}`);
    const etcdUrl = `http://127.0.0.1:${ports.etcd}`;
    start('etcd', 'etcd', ['--name', 'etcd0', '--data-dir', join(dir, 'etcd'),
      '--listen-client-urls', etcdUrl, '--advertise-client-urls', etcdUrl,
      '--listen-peer-urls', `http://127.0.0.1:${ports.etcdPeer}`, '--initial-advertise-peer-urls', `http://127.0.0.1:${ports.etcdPeer}`,
      '--initial-cluster', `etcd0=http://127.0.0.1:${ports.etcdPeer}`, '--initial-cluster-state', 'new', '--log-level', 'warn']);
    await until('etcd is healthy', async () => (await httpStatus(`${etcdUrl}/health`)) === 200, 30_000, logOf('etcd'));

    const nodes = ports.postgres.map((port, i) => ({ name: `pg${i}`, port, patroni: ports.patroni[i]! }));
    for (const [i, node] of nodes.entries()) {
      const nodeDir = join(dir, node.name);
      mkdirSync(nodeDir, { mode: 0o700 });
      writeFileSync(join(nodeDir, 'patroni.yml'), patroniConfig({ ...node, dir: nodeDir, etcd: ports.etcd, synchronous: options.synchronous, passwords }));
      if (user) chownSync(nodeDir, user.uid, user.gid), chownSync(join(nodeDir, 'patroni.yml'), user.uid, user.gid);
      say(`cluster: Patroni ${node.name}, PostgreSQL on 127.0.0.1:${node.port}, REST API on 127.0.0.1:${node.patroni}`);
      start(`patroni-${node.name}`, 'patroni', [join(nodeDir, 'patroni.yml')], {}, user);
      // The first node bootstraps the cluster and is its primary; the others clone it.
      const role = i === 0 ? 'primary' : 'replica';
      await until(`Patroni ${node.name} runs a ${role}`, async () => (await httpStatus(`http://127.0.0.1:${node.patroni}/${role}`)) === 200, 120_000, logOf(`patroni-${node.name}`));
    }
    if (options.synchronous) {
      await until('Patroni names a synchronous standby', async () => {
        for (const node of nodes.slice(1)) if ((await httpStatus(`http://127.0.0.1:${node.patroni}/sync`)) === 200) return true;
        return false;
      }, 60_000, logOf('patroni-pg0'));
    }

    writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig(dir, ports.write, ports.read, nodes));
    say(`cluster: HAProxy, write port 127.0.0.1:${ports.write}, read port 127.0.0.1:${ports.read}`);
    start('haproxy', 'haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')]);
    const adminUrl = `postgres://postgres:${passwords.superuser}@127.0.0.1:${ports.write}/postgres`;
    const admin = postgres(adminUrl, { max: 1, connect_timeout: 2, onnotice: () => undefined });
    try {
      await until('the write port reaches the primary', async () => (await admin`SELECT NOT pg_is_in_recovery() AS primary`)[0]!.primary as boolean, 30_000, logOf('haproxy'));
      await admin.unsafe(`CREATE ROLE netinv LOGIN PASSWORD '${passwords.netinv}'`);
      await admin.unsafe(`CREATE DATABASE netinv OWNER netinv LOCALE 'C.UTF-8' TEMPLATE template0`);
    } finally {
      await admin.end({ timeout: 1 });
    }
    const databaseUrl = `postgres://netinv:${passwords.netinv}@127.0.0.1:${ports.write}/netinv`;
    const readUrl = `postgres://netinv:${passwords.netinv}@127.0.0.1:${ports.read}/netinv`;
    state.database_url = databaseUrl;
    state.admin_url = adminUrl;
    save();

    const token = secret(20);
    const superuserPassword = secret(12);
    const shared = { DATABASE_URL: databaseUrl, SECRET_KEY: secret(32), LOG_LEVEL: 'info', ...options.env };
    const apiUrls: string[] = [];
    for (let i = 0; i < options.apis; i++) {
      const port = ports.api[i] ?? options.basePort + 12 + i;
      const apiUrl = `http://127.0.0.1:${port}`;
      say(`cluster: API process ${i} on ${apiUrl}`);
      start(`api${i}`, process.execPath, [join(root, 'dist/server/main.js')], {
        ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, `api${i}`), DATABASE_REPLICA_URLS: readUrl,
        WEBHOOK_WORKERS: '0', SUPERUSER_NAME: 'admin', SUPERUSER_EMAIL: 'admin@example.com', SUPERUSER_PASSWORD: superuserPassword, SUPERUSER_API_TOKEN: token,
        ...options.env,
      });
      // One at a time: the first migrates the database and creates the superuser.
      await until(`API process ${i} answers`, async () => (await httpStatus(`${apiUrl}/api/status/`)) === 200, 120_000, logOf(`api${i}`));
      apiUrls.push(apiUrl);
    }
    const workerPids: number[] = [];
    for (let i = 0; i < options.workers; i++) {
      workerPids.push(start(`workers${i}`, process.execPath, [join(root, 'dist/server/workers.js')], { ...shared, DATA_DIR: join(dir, `workers${i}`) }));
    }
    await until('the workers have started', async () => {
      for (let i = 0; i < options.workers; i++) if (!readFileSync(logOf(`workers${i}`), 'utf8').includes('"workers started"')) return false;
      return true;
    }, 60_000, join(dir, 'logs'));
    start('receiver', process.execPath, ['--import', 'tsx', join(root, 'scripts/webhook_receiver.ts'), '--port', String(ports.receiver)]);

    const info: ClusterInfo = {
      api: apiUrls,
      workers: workerPids,
      postgres: nodes.map((n) => ({ name: n.name, port: n.port, patroni_api: `http://127.0.0.1:${n.patroni}`, pid: postgresPid(join(dir, n.name)) })),
      haproxy: { write: `127.0.0.1:${ports.write}`, read: `127.0.0.1:${ports.read}` },
      superuser_token: token,
    };
    if (options.dataset) {
      say('cluster: loading the small dataset');
      await loadDataset(apiUrls[0]!, token, `http://127.0.0.1:${ports.receiver}/`);
    }
    state.info = info;
    save();
    return { ...info, database_url: databaseUrl, admin_url: adminUrl };
  } catch (e) {
    say(`cluster: start failed, stopping what was started (logs in ${join(dir, 'logs')})`);
    await stopCluster(dir, say, false);
    throw e;
  }
}

/** The pid of the postmaster Patroni runs in a node's directory (its postmaster.pid). */
export function postgresPid(nodeDir: string): number {
  try {
    return Number(readFileSync(join(nodeDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return 0;
  }
}

/** Ends every process of the cluster in `dir` (Patroni first, which stops its PostgreSQL), then
 * removes its data (`removeData`; its logs stay). Idempotent. */
export async function stopCluster(dir: string, say: (line: string) => void, removeData = true): Promise<void> {
  const state = readState(dir);
  if (!state) return;
  const order = (name: string) => (name.startsWith('patroni') ? 2 : name === 'etcd' ? 3 : 1);
  for (const rank of [1, 2, 3]) {
    const group = state.pids.filter((p) => order(p.name) === rank && alive(p.pid));
    for (const p of group) {
      say(`cluster: stopping ${p.name} (pid ${p.pid})`);
      try {
        process.kill(p.pid, 'SIGTERM');
      } catch {
        // gone meanwhile
      }
    }
    const deadline = Date.now() + 30_000;
    while (group.some((p) => alive(p.pid)) && Date.now() < deadline) await sleep(100);
    for (const p of group.filter((g) => alive(g.pid))) {
      try {
        process.kill(-p.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }
  // A PostgreSQL left behind by a Patroni that was killed.
  for (const name of state.pids.filter((p) => p.name.startsWith('patroni-')).map((p) => p.name.slice('patroni-'.length))) {
    const pid = postgresPid(join(dir, name));
    if (pid && alive(pid)) {
      process.kill(pid, 'SIGQUIT');
      const deadline = Date.now() + 10_000;
      while (alive(pid) && Date.now() < deadline) await sleep(100);
    }
  }
  if (removeData) {
    for (const entry of ['etcd', ...state.pids.map((p) => p.name.replace(/^patroni-/, '')), 'haproxy.cfg']) {
      if (entry !== 'receiver' && entry !== 'haproxy') rmSync(join(dir, entry), { recursive: true, force: true });
    }
    rmSync(statePath(dir), { force: true });
  } else {
    state.pids = state.pids.filter((p) => alive(p.pid));
    writeFileSync(statePath(dir), `${JSON.stringify(state, null, 2)}\n`);
  }
}

interface NodeConfig {
  name: string;
  port: number;
  patroni: number;
  dir: string;
  etcd: number;
  synchronous: boolean;
  passwords: { superuser: string; replication: string; rewind: string };
}

/** A Patroni node's configuration (YAML is a superset of JSON). */
function patroniConfig(n: NodeConfig): string {
  return `${JSON.stringify({
    scope: 'netinv',
    namespace: '/netinv/',
    name: n.name,
    log: { level: 'INFO' },
    restapi: { listen: `127.0.0.1:${n.patroni}`, connect_address: `127.0.0.1:${n.patroni}` },
    etcd3: { hosts: [`127.0.0.1:${n.etcd}`] },
    bootstrap: {
      dcs: {
        // A dead primary's leader key expires after ttl; Patroni looks every loop_wait.
        ttl: 10, loop_wait: 1, retry_timeout: 4,
        // A primary whose PostgreSQL crashes is not restarted in place: a replica takes over.
        primary_start_timeout: 0,
        maximum_lag_on_failover: 16 * 1024 * 1024,
        synchronous_mode: n.synchronous,
        postgresql: {
          use_pg_rewind: true,
          use_slots: true,
          parameters: {
            wal_level: 'replica', hot_standby: 'on', wal_log_hints: 'on', max_wal_senders: 10, max_replication_slots: 10,
            max_connections: 200, wal_keep_size: '256MB', jit: 'off',
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }],
    },
    postgresql: {
      listen: `127.0.0.1:${n.port}`,
      connect_address: `127.0.0.1:${n.port}`,
      data_dir: join(n.dir, 'data'),
      bin_dir: PG_BIN,
      pgpass: join(n.dir, 'pgpass'),
      authentication: {
        superuser: { username: 'postgres', password: n.passwords.superuser },
        replication: { username: 'replicator', password: n.passwords.replication },
        rewind: { username: 'rewinder', password: n.passwords.rewind },
      },
      parameters: { unix_socket_directories: n.dir },
      pg_hba: [
        'local all all trust',
        'host replication replicator 127.0.0.1/32 scram-sha-256',
        'host all all 127.0.0.1/32 scram-sha-256',
      ],
    },
    tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
  }, null, 2)}\n`;
}

/** HAProxy: the write port to the node whose Patroni says it is the primary, the read port to
 * those that say they are replicas, in turn, else (no replica up) through the write port. A
 * node that stops being what its port wants has its connections cut, so clients reconnect to
 * the new one. Its admin socket is CLUSTER_DIR/haproxy.sock (`disable server read/pg1`). */
function haproxyConfig(dir: string, write: number, read: number, nodes: Array<{ name: string; port: number; patroni: number }>): string {
  const servers = nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check port ${n.patroni}`).join('\n');
  return `global
  maxconn 2000
  stats socket ${join(dir, 'haproxy.sock')} mode 600 level admin

defaults
  mode tcp
  timeout connect 2s
  timeout client 30m
  timeout server 30m
  timeout check 1s
  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions

listen write
  bind 127.0.0.1:${write}
  option httpchk
  http-check send meth GET uri /primary
  http-check expect status 200
${servers}

listen read
  bind 127.0.0.1:${read}
  balance roundrobin
  option httpchk
  http-check send meth GET uri /replica
  http-check expect status 200
${servers}
  server primary 127.0.0.1:${write} backup
`;
}

/** A few sites, devices with interfaces, prefixes and a webhook on sites and devices. */
async function loadDataset(api: string, token: string, receiver: string): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${api}/api/${path}/`, {
      method: 'POST', headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body), signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`cluster dataset: POST ${path} answered ${res.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as Array<{ id: number }> & { id: number };
  };
  await post('extras/webhooks', {
    name: 'cluster receiver', content_types: ['dcim.site', 'dcim.device'], type_create: true, type_update: true, type_delete: true,
    payload_url: receiver, http_method: 'POST', http_content_type: 'application/json',
  });
  const sites = await post('dcim/sites', [1, 2, 3].map((i) => ({ name: `site-${i}`, slug: `site-${i}` })));
  const maker = await post('dcim/manufacturers', { name: 'Acme', slug: 'acme' });
  const type = await post('dcim/device-types', { manufacturer: maker.id, model: 'Switch 48', slug: 'switch-48' });
  const role = await post('dcim/device-roles', { name: 'Access', slug: 'access', color: '2196f3' });
  for (const [s, site] of sites.entries()) {
    const devices = await post('dcim/devices', [1, 2].map((d) => ({ name: `sw-${s + 1}-${d}`, device_type: type.id, role: role.id, site: site.id, status: 'active' })));
    await post('dcim/interfaces', devices.flatMap((d) => [0, 1, 2, 3].map((i) => ({ device: d.id, name: `ge-0/0/${i}`, type: '1000base-t' }))));
    await post('ipam/prefixes', { prefix: `10.${s + 1}.0.0/16`, site: site.id, status: 'active' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2] ?? 'start';
  try {
    const options = defaults();
    if (command === 'stop') {
      await stopCluster(options.dir, options.say);
      options.say(`cluster: stopped (logs kept in ${join(options.dir, 'logs')})`);
    } else if (command === 'start') {
      const { database_url: _d, admin_url: _a, ...info } = await startCluster(options);
      process.stdout.write(`${JSON.stringify(info)}\n`);
    } else {
      throw new ClusterError(`cluster: unknown command ${command} (start, stop)`);
    }
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(e instanceof ClusterError ? 2 : 1);
  }
}
