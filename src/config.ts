// Every setting, read once from the environment, typed and validated. A bad value is a
// ConfigError naming the setting; main prints it and exits with status 2.
//
// SETTINGS is the table of record (name, default, description): the settings table of
// docs/configuration.md is checked against it, so add a setting here first.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SizingError, parseSettings } from './db/sizing.ts';
import { ARGUMENT_NAMES, ArgumentError, parseArgs, type DevlibArgs } from './devlib/arguments.ts';
import { parseIp } from './ipam/address.ts';
import { LOG_LEVELS, isLogLevel, type LogLevel } from './log.ts';
import { API_VERSIONS, isApiVersion, type ApiVersion } from './netbox-versions.ts';

export interface Setting {
  name: string;
  /** The default as it would be written in the environment; null when there is none. */
  default: string | null;
  description: string;
}

export const SETTINGS: readonly Setting[] = [
  { name: 'PORT', default: '8000', description: 'TCP port the API listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Address the API listens on.' },
  {
    name: 'DATA_DIR',
    default: './.netinv',
    description: 'Directory for the embedded PostgreSQL data and generated secrets.',
  },
  {
    name: 'DATABASE_URL',
    default: null,
    description: 'PostgreSQL URL (postgres://user:pass@host:port/db). Unset: an embedded PostgreSQL is started in DATA_DIR.',
  },
  {
    name: 'DATABASE_REPLICA_URLS',
    default: '',
    description: 'Comma-separated postgres:// URLs of streaming replicas of the database: list and detail reads (GET, HEAD) and GraphQL queries go to one of them, except a client\'s reads after its own write, until the replica has replayed it (docs/production.md, "Read replicas"); empty: every statement goes to the primary.',
  },
  {
    name: 'REPLICA_MAX_LAG',
    default: '5s',
    description: 'How far behind the primary a replica may be and still serve reads (a duration: 5s, 500ms, 1m; a plain number is seconds); a replica further behind, or unreachable, is skipped and its reads go to the primary.',
  },
  {
    name: 'EMBEDDED_PG_PORT',
    default: null,
    description: 'Port of the embedded PostgreSQL (listens on 127.0.0.1 only). Unset: a free port, recorded in DATA_DIR/pg_port and used again while it is free.',
  },
  {
    name: 'EMBEDDED_PG_SETTINGS',
    default: '',
    description: 'Comma-separated PostgreSQL settings for the embedded server (e.g. shared_buffers=2GB,work_mem=16MB), each replacing what the sizing rule chose from the machine\'s memory and cores (docs/production.md, "PostgreSQL sizing").',
  },
  { name: 'PAGINATE_COUNT', default: '50', description: 'Default page size of list responses.' },
  {
    name: 'MAX_PAGE_SIZE',
    default: '1000',
    description: 'Largest page size a client may ask for with `limit`; 0 or empty means no maximum.',
  },
  {
    name: 'MAX_BODY_SIZE',
    default: '10mb',
    description: 'Largest accepted request body, in bytes or with a kb/mb/gb suffix.',
  },
  {
    name: 'MAX_IMPORT_SIZE',
    default: '256mb',
    description: 'Largest body of a streamed import (POST /api/netinv/import/<app>/<model>/, NDJSON or CSV), in bytes or with a kb/mb/gb suffix; a larger one is a 413. The import is read and written a chunk at a time, so this bounds its time, not its memory; each record is at most MAX_BODY_SIZE.',
  },
  {
    name: 'MAX_IMAGE_SIZE',
    default: '10mb',
    description: 'Largest accepted uploaded image (a device type\'s front or rear image, an image attachment), in bytes or with a kb/mb/gb suffix.',
  },
  { name: 'WEB_CONCURRENCY', default: '1', description: 'Number of API processes (1 serves in the main process).' },
  {
    name: 'SECRET_KEY',
    default: null,
    description: 'Secret for signing sessions and hashing tokens, at least 50 characters. Unset: generated once into DATA_DIR/secret_key (mode 0600) and reused.',
  },
  { name: 'SUPERUSER_NAME', default: null, description: 'Username of a superuser created at start when missing.' },
  { name: 'SUPERUSER_EMAIL', default: null, description: 'Email of that superuser.' },
  { name: 'SUPERUSER_PASSWORD', default: null, description: 'Password of that superuser.' },
  {
    name: 'SUPERUSER_API_TOKEN',
    default: null,
    description: 'API token (40 hexadecimal characters) created for that superuser.',
  },
  {
    name: 'ALLOW_TOKEN_RETRIEVAL',
    default: 'false',
    description: 'Whether a token key can be read back after creation.',
  },
  {
    name: 'NETBOX_COMPAT_VERSION',
    default: '4.6',
    description: `The NetBox API version netinv answers as when a request names none (${API_VERSIONS.join(' or ')}): announced by /api/status/ (\`netbox-version\`) and the API-Version header, and followed where the versions differ (docs/netbox-clients.md, "Versions"). A request chooses another with \`Accept: application/json; version=X\` or a pinned root /vX.Y/api/.`,
  },
  { name: 'MAINTENANCE_MODE', default: 'false', description: 'Reject writes with 503 while true.' },
  { name: 'ENFORCE_GLOBAL_UNIQUE', default: 'true', description: 'Refuse duplicate prefixes and IP addresses in the global table (no VRF), as VRFs with enforce_unique do.' },
  {
    name: 'EXEMPT_VIEW_PERMISSIONS',
    default: '',
    description: 'Comma-separated app.model names (or *) anyone may view without a permission.',
  },
  {
    name: 'TRUSTED_PROXIES',
    default: '',
    description: 'Comma-separated addresses or prefixes of reverse proxies whose X-Forwarded-For names the client (for allowed_ips, login limits and logs) and whose X-Forwarded-Proto: https makes links https and cookies Secure; empty: both headers are ignored.',
  },
  {
    name: 'ALLOWED_HOSTS',
    default: '*',
    description: 'Comma-separated host names the API answers for (NetBox\'s setting): a name, or .example.com for the domain and its subdomains; * answers any Host. Another Host gets 400. Set it in production: links are built from the Host header.',
  },
  {
    name: 'STRICT_FILTERING',
    default: 'true',
    description: 'A list request with a query parameter that is neither a filter of that model (with a lookup it supports) nor a list parameter (limit, offset, ordering, brief, exclude, q, format, fields, omit, include) is a 400 naming it; false ignores it, as NetBox does, and the list then holds every object the other parameters match.',
  },
  {
    name: 'MAX_BULK_ITEMS',
    default: '10000',
    description: 'Most objects one bulk request (POST, PUT, PATCH or DELETE of a list) may carry; more is a 400 naming the limit.',
  },
  {
    name: 'STATEMENT_TIMEOUT',
    default: '60',
    description: 'Seconds one SQL statement of a request may run before PostgreSQL cancels it (the request then gets 503); 0: no limit.',
  },
  {
    name: 'REQUEST_TIMEOUT',
    default: '90',
    description: 'Seconds a request may go unanswered: one still waiting then (a database call stuck, as in a failover) is answered 503 with Retry-After, and anything it sends later is dropped; more than STATEMENT_TIMEOUT, so that a statement is cancelled, and answered so, first; 0: no limit.',
  },
  {
    name: 'TOKEN_CACHE_SECONDS',
    default: '10',
    description: 'Seconds an API process may reuse a token it checked, and the object permissions it read for a user, without reading them again; any change to a token, a user, an object permission or the groups a user is in ends that at once in every process (PostgreSQL NOTIFY); 0: every request reads its token and permissions.',
  },
  {
    name: 'CLIENT_CONNECTIONS',
    default: '0',
    description: 'Most requests of one client (its user, else its address) in progress at once, each using at most one database connection at a time; the others wait their turn; 0: half of DB_POOL_SIZE (at least 1), so one client cannot hold the whole pool.',
  },
  {
    name: 'COMPRESS_RESPONSES',
    default: 'true',
    description: 'Compress JSON answers (REST, GraphQL, the OpenAPI document) of 14 KiB or more in brotli or gzip when the request\'s Accept-Encoding allows (docs/rest-api.md, "Compressed answers"); false sends every answer as it is, for a proxy in front that compresses. The web UI\'s files are sent compressed either way.',
  },
  { name: 'GRAPHQL_ENABLED', default: 'true', description: 'Serve the read-only GraphQL API at /graphql/.' },
  { name: 'GRAPHQL_MAX_DEPTH', default: '10', description: 'Deepest nesting of fields a GraphQL query may have (introspection excepted).' },
  { name: 'GRAPHQL_MAX_ALIASES', default: '30', description: 'Most aliased fields a GraphQL query may have.' },
  { name: 'GRAPHQL_MAX_FIELDS', default: '2000', description: 'Most fields a GraphQL query may select once its fragments are expanded (introspection excepted).' },
  { name: 'GRAPHQL_MAX_QUERY_SIZE', default: '100kb', description: 'Largest GraphQL request body (query and variables), in bytes or with a kb/mb suffix; larger ones get 413.' },
  { name: 'GRAPHQL_MAX_TOKENS', default: '10000', description: 'Most tokens (names, punctuation, values) a GraphQL query may have; the parser stops at the next one.' },
  {
    name: 'GRAPHQL_MAX_COST',
    default: '100000',
    description: 'Most rows a GraphQL query may read: refused before it runs when the estimate from its lists, their limits and the tables\' sizes is larger, stopped when the rows its lists return add up to more.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: `Least severe level logged: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'SHUTDOWN_TIMEOUT',
    default: '30',
    description: 'Seconds in-flight requests may take to finish after SIGTERM before connections are closed.',
  },
  { name: 'DB_POOL_SIZE', default: '10', description: 'Database connections per API process.' },
  { name: 'DEVLIB_USERNAME', default: '', description: 'Username for live device data (overridden per call by X-DEVLIB-Username).' },
  { name: 'DEVLIB_PASSWORD', default: '', description: 'Password for live device data (overridden per call by X-DEVLIB-Password). Never logged.' },
  { name: 'DEVLIB_TIMEOUT', default: '30', description: 'Seconds to reach and log in to a device, and for each of its answers.' },
  {
    name: 'DEVLIB_ARGS',
    default: '{}',
    description: 'JSON object of optional driver arguments for every device (port, timeout, secret, transport, verify_tls); a platform\'s devlib_args and X-DEVLIB-<argument> headers override it.',
  },
  {
    name: 'DEVLIB_HEADER_ARGS',
    default: 'port,timeout',
    description: 'Comma-separated driver arguments a call may set with X-DEVLIB-<argument> headers (besides username and password); a header timeout is capped at DEVLIB_TIMEOUT, and no header may weaken the transport, TLS verification or credentials the platform or DEVLIB_ARGS fix.',
  },
  {
    name: 'DEVLIB_HOST_KEYS',
    default: 'trust-on-first-use',
    description: 'SSH host keys of devices: trust-on-first-use stores the first key seen per device and refuses a changed one; known-only also refuses a device with no stored key.',
  },
  { name: 'CHANGELOG_RETENTION', default: '90', description: 'Days change log entries are kept (pruned daily by a worker); 0 keeps them forever.' },
  { name: 'WEBHOOK_WORKERS', default: '4', description: 'Concurrent webhook deliveries of the workers running in each API process; 0 runs none there (run `make workers` elsewhere).' },
  { name: 'WEBHOOK_TIMEOUT', default: '10', description: 'Seconds a webhook delivery may take (connection, request and answer).' },
  {
    name: 'WEBHOOK_RETRY_HORIZON',
    default: '86400',
    description: 'Seconds after its first attempt during which a failed webhook delivery is retried (no retry is scheduled later); then it stays failed, and the later deliveries of its object proceed.',
  },
  {
    name: 'WEBHOOK_RETRIES',
    default: '',
    description: 'Most retries of a failed webhook delivery within WEBHOOK_RETRY_HORIZON; empty: as many as the horizon allows; 0: one attempt only.',
  },
  { name: 'WEBHOOK_RETRY_DELAY', default: '10', description: 'Seconds before the first retry of a failed delivery; each further retry waits about twice as long (with jitter), at most WEBHOOK_RETRY_DELAY_MAX, and never past WEBHOOK_RETRY_HORIZON.' },
  { name: 'WEBHOOK_RETRY_DELAY_MAX', default: '3600', description: 'Longest wait in seconds between two attempts of a failed delivery, however many came before; at least WEBHOOK_RETRY_DELAY.' },
  {
    name: 'WEBHOOK_ABANDON_AFTER',
    default: '10',
    description: 'Seconds after which the deliveries of a worker that stopped marking them alive (killed, its host lost) are taken by another worker; a worker marks its deliveries every quarter of this. The same on every worker.',
  },
  {
    name: 'WEBHOOK_ALLOWED_NETWORKS',
    default: '0.0.0.0/0,::/0',
    description: 'Comma-separated networks (address/length) webhook deliveries may connect to, checked on the address connected to; `!` before a network refuses it. In production refuse loopback and link-local: 0.0.0.0/0,::/0,!127.0.0.0/8,!::1/128,!0.0.0.0/8,!169.254.0.0/16,!fe80::/10.',
  },
];

export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** External PostgreSQL; undefined means the embedded server. */
  databaseUrl: string | undefined;
  /** Streaming replicas for reads that tolerate lag (src/db/replicas.ts); empty: none. */
  databaseReplicaUrls: string[];
  /** REPLICA_MAX_LAG in milliseconds. */
  replicaMaxLagMs: number;
  /** undefined: a free port (embedded.ts). */
  embeddedPgPort: number | undefined;
  /** EMBEDDED_PG_SETTINGS: PostgreSQL settings that win over the sizing rule's (db/sizing.ts). */
  embeddedPgSettings: Record<string, string>;
  paginateCount: number;
  /** null: no maximum. */
  maxPageSize: number | null;
  /** Bytes. */
  maxBodySize: number;
  /** Bytes: the largest image a multipart/form-data write may upload. */
  maxImageSize: number;
  /** Bytes: the largest body of a streamed import (routes/import.ts). */
  maxImportSize: number;
  webConcurrency: number;
  secretKey: string;
  superuserName: string | undefined;
  superuserEmail: string | undefined;
  superuserPassword: string | undefined;
  superuserApiToken: string | undefined;
  allowTokenRetrieval: boolean;
  /** The NetBox API version of requests that name none. */
  netboxCompatVersion: ApiVersion;
  maintenanceMode: boolean;
  enforceGlobalUnique: boolean;
  /** app.model names, or ['*'] for every model. */
  exemptViewPermissions: string[];
  /** Addresses or prefixes of proxies whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustedProxies: string[];
  /** Host names answered: exact names, `.domain` for a domain and its subdomains; ['*'] any. */
  allowedHosts: string[];
  /** A parameter that is no filter is a 400 rather than ignored. */
  strictFiltering: boolean;
  maxBulkItems: number;
  /** Seconds; 0 for no limit. */
  statementTimeout: number;
  /** Seconds a request may go unanswered before it is answered 503; 0 for no limit. */
  requestTimeout: number;
  tokenCacheSeconds: number;
  /** Connections the writes of one client may hold at once. */
  clientConnections: number;
  /** COMPRESS_RESPONSES */
  compressResponses: boolean;
  graphqlEnabled: boolean;
  graphqlMaxDepth: number;
  graphqlMaxAliases: number;
  graphqlMaxCost: number;
  graphqlMaxFields: number;
  /** Bytes. */
  graphqlMaxQuerySize: number;
  graphqlMaxTokens: number;
  logLevel: LogLevel;
  /** Seconds. */
  shutdownTimeout: number;
  dbPoolSize: number;
  /** Days; 0: forever. */
  changelogRetention: number;
  webhooks: {
    /** Concurrent deliveries in this process; 0: none. */
    workers: number;
    /** Seconds. */
    timeout: number;
    /** null: no limit but the horizon. */
    retries: number | null;
    /** Seconds. */
    retryDelay: number;
    /** Seconds: the longest wait between two attempts. */
    retryDelayMax: number;
    /** Seconds without a mark of its worker after which a delivery is taken back. */
    abandonAfter: number;
    /** Seconds after the first attempt. */
    retryHorizon: number;
    /** Networks deliveries may connect to; `!network` refuses one (events/networks.ts). */
    allowedNetworks: string[];
  };
  devlib: {
    username: string;
    password: string;
    /** Seconds. */
    timeout: number;
    args: DevlibArgs;
    /** Driver arguments X-DEVLIB-<argument> headers may set. */
    headerArgs: string[];
    hostKeys: 'trust-on-first-use' | 'known-only';
  };
}

export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(`${setting}: ${message}`);
    this.name = 'ConfigError';
  }
}

export const SECRET_KEY_MIN_LENGTH = 50;

type Env = Record<string, string | undefined>;

/** The raw value: undefined when unset or blank. */
function raw(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function defaultOf(name: string): string {
  const setting = SETTINGS.find((s) => s.name === name);
  if (!setting || setting.default === null) throw new Error(`setting ${name} has no default`);
  return setting.default;
}

function shown(value: string): string {
  return JSON.stringify(value.length > 60 ? value.slice(0, 60) + '…' : value);
}

function integer(env: Env, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = raw(env, name) ?? defaultOf(name);
  if (!/^\d+$/.test(value)) throw new ConfigError(name, `expected a whole number, got ${shown(value)}`);
  const n = Number(value);
  if (n < min || n > max) {
    throw new ConfigError(name, `expected a whole number from ${min} to ${max}, got ${value}`);
  }
  return n;
}

function seconds(env: Env, name: string): number {
  const value = raw(env, name) ?? defaultOf(name);
  if (!/^\d+(\.\d+)?$/.test(value)) {
    throw new ConfigError(name, `expected a number of seconds, got ${shown(value)}`);
  }
  return Number(value);
}

/** Seconds above 0 and at most `max`; fractions allowed (0.5 is half a second). */
function positiveSeconds(env: Env, name: string, max: number): number {
  const n = seconds(env, name);
  if (n <= 0 || n > max) throw new ConfigError(name, `expected seconds above 0 and at most ${max} (fractions allowed), got ${n}`);
  return n;
}

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

function boolean(env: Env, name: string): boolean {
  const value = (raw(env, name) ?? defaultOf(name)).toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new ConfigError(name, `expected true/false, 1/0 or yes/no, got ${shown(value)}`);
}

const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A size setting in bytes (1048576, 512kb, 10mb ...), at least one byte. */
function byteSize(env: Env, name: string): number {
  const value = raw(env, name) ?? defaultOf(name);
  const bytes = parseByteSize(value);
  if (bytes === null || bytes < 1) throw new ConfigError(name, `expected a size such as 1048576, 512kb or 10mb, got ${shown(value)}`);
  return bytes;
}

/** '10mb' -> 10485760; '512' -> 512; units are powers of 1024, as in Express's body parsers. */
export function parseByteSize(value: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value.trim());
  if (!m) return null;
  const bytes = Math.floor(Number(m[1]) * SIZE_UNITS[(m[2] ?? '').toLowerCase()]!);
  return Number.isSafeInteger(bytes) ? bytes : null;
}

function databaseUrl(env: Env): string | undefined {
  const value = raw(env, 'DATABASE_URL');
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL', 'not a URL; expected postgres://user:password@host:port/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `expected a postgres:// or postgresql:// URL, got ${url.protocol}//…`);
  }
  if (url.pathname.replace(/^\//, '') === '') {
    throw new ConfigError('DATABASE_URL', 'names no database; expected postgres://user:password@host:port/database');
  }
  return value;
}

function databaseReplicaUrls(env: Env): string[] {
  const items = (raw(env, 'DATABASE_REPLICA_URLS') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  items.forEach((value, i) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError('DATABASE_REPLICA_URLS', `URL ${i + 1} is not a URL; expected postgres://user:password@host:port/database, comma-separated`);
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new ConfigError('DATABASE_REPLICA_URLS', `URL ${i + 1}: expected a postgres:// or postgresql:// URL, got ${url.protocol}//…`);
    }
    if (url.pathname.replace(/^\//, '') === '') {
      throw new ConfigError('DATABASE_REPLICA_URLS', `URL ${i + 1} names no database; expected postgres://user:password@host:port/database`);
    }
  });
  return items;
}

const DURATION_UNITS: Record<string, number> = { '': 1000, ms: 1, s: 1000, m: 60_000 };

/** A duration setting in milliseconds: 5s, 500ms, 1m, or a plain number of seconds; above 0, at most an hour. */
function duration(env: Env, name: string): number {
  const value = raw(env, name) ?? defaultOf(name);
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m)?$/i.exec(value);
  const ms = m ? Number(m[1]) * DURATION_UNITS[(m[2] ?? '').toLowerCase()]! : NaN;
  if (!(ms > 0) || ms > 3_600_000) throw new ConfigError(name, `expected a duration above 0 and at most 1 hour, such as 5s, 500ms or 1m (a plain number is seconds), got ${shown(value)}`);
  return ms;
}

function embeddedPgSettings(env: Env): Record<string, string> {
  try {
    return parseSettings(raw(env, 'EMBEDDED_PG_SETTINGS') ?? '');
  } catch (e) {
    if (e instanceof SizingError) throw new ConfigError('EMBEDDED_PG_SETTINGS', e.message);
    throw e;
  }
}

const MODEL_NAME = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

function exemptViewPermissions(env: Env): string[] {
  const value = raw(env, 'EXEMPT_VIEW_PERMISSIONS');
  if (value === undefined) return [];
  const items = value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
  if (items.includes('*')) return ['*'];
  for (const item of items) {
    if (!MODEL_NAME.test(item)) {
      throw new ConfigError('EXEMPT_VIEW_PERMISSIONS', `expected app.model names or *, got ${shown(item)}`);
    }
  }
  return [...new Set(items)];
}

function trustedProxies(env: Env): string[] {
  const value = raw(env, 'TRUSTED_PROXIES');
  if (value === undefined) return [];
  const items = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const item of items) if (!parseIp(item)) throw new ConfigError('TRUSTED_PROXIES', `expected addresses or prefixes, got ${shown(item)}`);
  return items;
}

function allowedNetworks(env: Env): string[] {
  const items = (raw(env, 'WEBHOOK_ALLOWED_NETWORKS') ?? defaultOf('WEBHOOK_ALLOWED_NETWORKS')).split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const item of items) {
    const network = item.replace(/^!/, '');
    if (!parseIp(network)) throw new ConfigError('WEBHOOK_ALLOWED_NETWORKS', `expected networks such as 10.0.0.0/8 or !127.0.0.0/8, got ${shown(item)}`);
  }
  return items;
}

function netboxCompatVersion(env: Env): ApiVersion {
  const value = raw(env, 'NETBOX_COMPAT_VERSION') ?? defaultOf('NETBOX_COMPAT_VERSION');
  if (!isApiVersion(value)) throw new ConfigError('NETBOX_COMPAT_VERSION', `expected one of ${API_VERSIONS.join(', ')} (the NetBox API versions netinv answers as), got ${shown(value)}`);
  return value;
}

function allowedHosts(env: Env): string[] {
  const items = (raw(env, 'ALLOWED_HOSTS') ?? defaultOf('ALLOWED_HOSTS')).split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  if (items.includes('*')) return ['*'];
  for (const item of items)
    if (!/^\.?[a-z0-9_]([a-z0-9_.-]*[a-z0-9_])?$|^\[[0-9a-f:.]+\]$/.test(item)) throw new ConfigError('ALLOWED_HOSTS', `expected host names, .domain names or *, got ${shown(item)}`);
  if (items.length === 0) throw new ConfigError('ALLOWED_HOSTS', 'names no host; * answers any');
  return items;
}

/** The secret from SECRET_KEY, or else the one generated once into DATA_DIR/secret_key. */
function secretKey(env: Env, dataDir: string): string {
  const given = raw(env, 'SECRET_KEY');
  if (given !== undefined) {
    if (given.length < SECRET_KEY_MIN_LENGTH) {
      throw new ConfigError('SECRET_KEY', `must be at least ${SECRET_KEY_MIN_LENGTH} characters long, got ${given.length}`);
    }
    return given;
  }
  const file = join(dataDir, 'secret_key');
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (e) {
    throw new ConfigError('DATA_DIR', `cannot create ${dataDir} (${(e as Error).message}): choose a DATA_DIR this user can write to, or create it for them`);
  }
  const candidate = randomBytes(48).toString('base64url'); // 64 characters
  try {
    // 'wx' fails when the file exists, so concurrent first starts agree on one key.
    writeFileSync(file, candidate + '\n', { mode: 0o600, flag: 'wx' });
    return candidate;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError('SECRET_KEY', `unset, and cannot write ${file}: ${(e as Error).message}`);
    }
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < SECRET_KEY_MIN_LENGTH) {
    throw new ConfigError(
      'SECRET_KEY',
      `unset, and ${file} holds fewer than ${SECRET_KEY_MIN_LENGTH} characters; delete it to generate a new one`,
    );
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return stored;
}

function superuser(env: Env) {
  const name = raw(env, 'SUPERUSER_NAME');
  const email = raw(env, 'SUPERUSER_EMAIL');
  const password = raw(env, 'SUPERUSER_PASSWORD');
  const token = raw(env, 'SUPERUSER_API_TOKEN');
  if (name === undefined) {
    const orphan = (['SUPERUSER_EMAIL', 'SUPERUSER_PASSWORD', 'SUPERUSER_API_TOKEN'] as const).find(
      (n) => raw(env, n) !== undefined,
    );
    if (orphan) throw new ConfigError('SUPERUSER_NAME', `required when ${orphan} is set`);
  }
  if (token !== undefined && !/^[0-9a-f]{40}$/i.test(token)) {
    throw new ConfigError('SUPERUSER_API_TOKEN', 'expected 40 hexadecimal characters');
  }
  if (email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(email)) {
    throw new ConfigError('SUPERUSER_EMAIL', `not an email address: ${shown(email)}`);
  }
  return {
    superuserName: name,
    superuserEmail: email,
    superuserPassword: password,
    superuserApiToken: token?.toLowerCase(),
  };
}

function devlibSettings(env: Env): Config['devlib'] {
  const timeout = positiveSeconds(env, 'DEVLIB_TIMEOUT', 600);
  const argsText = raw(env, 'DEVLIB_ARGS') ?? defaultOf('DEVLIB_ARGS');
  let args: DevlibArgs;
  try {
    args = parseArgs(JSON.parse(argsText), 'DEVLIB_ARGS');
  } catch (e) {
    if (e instanceof SyntaxError) throw new ConfigError('DEVLIB_ARGS', `expected a JSON object, got ${shown(argsText)}`);
    if (e instanceof ArgumentError) throw new ConfigError('DEVLIB_ARGS', e.message.replace(/^DEVLIB_ARGS: /, ''));
    throw e;
  }
  // Set but empty: no header may set an argument.
  const headerArgs = (env.DEVLIB_HEADER_ARGS ?? defaultOf('DEVLIB_HEADER_ARGS')).split(',').map((a) => a.trim().toLowerCase()).filter(Boolean);
  for (const name of headerArgs)
    if (!(ARGUMENT_NAMES as string[]).includes(name)) throw new ConfigError('DEVLIB_HEADER_ARGS', `unknown driver argument ${shown(name)} (known: ${ARGUMENT_NAMES.join(', ')})`);
  const hostKeys = raw(env, 'DEVLIB_HOST_KEYS') ?? defaultOf('DEVLIB_HOST_KEYS');
  if (hostKeys !== 'trust-on-first-use' && hostKeys !== 'known-only')
    throw new ConfigError('DEVLIB_HOST_KEYS', `expected trust-on-first-use or known-only, got ${shown(hostKeys)}`);
  // Not trimmed: a password may begin or end with a space.
  return { username: env.DEVLIB_USERNAME ?? '', password: env.DEVLIB_PASSWORD ?? '', timeout, args, headerArgs, hostKeys };
}

/**
 * Read and validate every setting. Throws ConfigError naming the first bad setting. When
 * SECRET_KEY is unset this creates DATA_DIR and DATA_DIR/secret_key on first use.
 */
export function loadConfig(env: Env = process.env): Config {
  const host = raw(env, 'HOST') ?? defaultOf('HOST');
  const dataDir = resolve(raw(env, 'DATA_DIR') ?? defaultOf('DATA_DIR'));

  const maxPageRaw = env.MAX_PAGE_SIZE === undefined ? defaultOf('MAX_PAGE_SIZE') : env.MAX_PAGE_SIZE.trim();
  let maxPageSize: number | null = null;
  if (maxPageRaw !== '') {
    if (!/^\d+$/.test(maxPageRaw)) {
      throw new ConfigError('MAX_PAGE_SIZE', `expected a whole number (0 or empty: no maximum), got ${shown(maxPageRaw)}`);
    }
    maxPageSize = Number(maxPageRaw) === 0 ? null : Number(maxPageRaw);
  }

  const maxBodySize = byteSize(env, 'MAX_BODY_SIZE');
  const maxImageSize = byteSize(env, 'MAX_IMAGE_SIZE');
  const maxImportSize = byteSize(env, 'MAX_IMPORT_SIZE');

  const level = (raw(env, 'LOG_LEVEL') ?? defaultOf('LOG_LEVEL')).toLowerCase();
  if (!isLogLevel(level)) {
    throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}, got ${shown(level)}`);
  }

  const config: Config = {
    port: integer(env, 'PORT', 0, 65535),
    host,
    dataDir,
    databaseUrl: databaseUrl(env),
    databaseReplicaUrls: databaseReplicaUrls(env),
    replicaMaxLagMs: duration(env, 'REPLICA_MAX_LAG'),
    embeddedPgPort: raw(env, 'EMBEDDED_PG_PORT') === undefined ? undefined : integer(env, 'EMBEDDED_PG_PORT', 1, 65535),
    embeddedPgSettings: embeddedPgSettings(env),
    paginateCount: integer(env, 'PAGINATE_COUNT', 1),
    maxPageSize,
    maxBodySize,
    maxImageSize,
    maxImportSize,
    webConcurrency: integer(env, 'WEB_CONCURRENCY', 1, 1024),
    secretKey: '',
    ...superuser(env),
    allowTokenRetrieval: boolean(env, 'ALLOW_TOKEN_RETRIEVAL'),
    netboxCompatVersion: netboxCompatVersion(env),
    maintenanceMode: boolean(env, 'MAINTENANCE_MODE'),
    enforceGlobalUnique: boolean(env, 'ENFORCE_GLOBAL_UNIQUE'),
    exemptViewPermissions: exemptViewPermissions(env),
    trustedProxies: trustedProxies(env),
    allowedHosts: allowedHosts(env),
    strictFiltering: boolean(env, 'STRICT_FILTERING'),
    maxBulkItems: integer(env, 'MAX_BULK_ITEMS', 1),
    statementTimeout: seconds(env, 'STATEMENT_TIMEOUT'),
    requestTimeout: seconds(env, 'REQUEST_TIMEOUT'),
    tokenCacheSeconds: seconds(env, 'TOKEN_CACHE_SECONDS'),
    clientConnections: 0,
    compressResponses: boolean(env, 'COMPRESS_RESPONSES'),
    graphqlEnabled: boolean(env, 'GRAPHQL_ENABLED'),
    graphqlMaxDepth: integer(env, 'GRAPHQL_MAX_DEPTH', 1),
    graphqlMaxAliases: integer(env, 'GRAPHQL_MAX_ALIASES', 0),
    graphqlMaxCost: integer(env, 'GRAPHQL_MAX_COST', 1),
    graphqlMaxFields: integer(env, 'GRAPHQL_MAX_FIELDS', 1),
    graphqlMaxQuerySize: byteSize(env, 'GRAPHQL_MAX_QUERY_SIZE'),
    graphqlMaxTokens: integer(env, 'GRAPHQL_MAX_TOKENS', 1),
    logLevel: level,
    shutdownTimeout: seconds(env, 'SHUTDOWN_TIMEOUT'),
    changelogRetention: integer(env, 'CHANGELOG_RETENTION', 0, 36500),
    webhooks: {
      workers: integer(env, 'WEBHOOK_WORKERS', 0, 1000),
      timeout: positiveSeconds(env, 'WEBHOOK_TIMEOUT', 600),
      retries: (raw(env, 'WEBHOOK_RETRIES') ?? defaultOf('WEBHOOK_RETRIES')) === '' ? null : integer(env, 'WEBHOOK_RETRIES', 0, 10000),
      retryDelay: integer(env, 'WEBHOOK_RETRY_DELAY', 1, 3600),
      retryDelayMax: integer(env, 'WEBHOOK_RETRY_DELAY_MAX', 1, 86400),
      abandonAfter: integer(env, 'WEBHOOK_ABANDON_AFTER', 2, 3600),
      retryHorizon: positiveSeconds(env, 'WEBHOOK_RETRY_HORIZON', 365 * 86400),
      allowedNetworks: allowedNetworks(env),
    },
    dbPoolSize: integer(env, 'DB_POOL_SIZE', 1, 10000),
    devlib: devlibSettings(env),
  };
  config.clientConnections = integer(env, 'CLIENT_CONNECTIONS', 0, config.dbPoolSize) || Math.max(1, Math.floor(config.dbPoolSize / 2));
  if (config.webhooks.retryDelayMax < config.webhooks.retryDelay)
    throw new ConfigError('WEBHOOK_RETRY_DELAY_MAX', `expected at least WEBHOOK_RETRY_DELAY (${config.webhooks.retryDelay}), got ${config.webhooks.retryDelayMax}`);
  // Last, so that a bad value elsewhere is reported before anything is written to disk.
  config.secretKey = secretKey(env, dataDir);
  return config;
}
