import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, SETTINGS, loadConfig, parseByteSize } from '../../src/config.ts';
import { heartbeatRefreshSeconds, reclaimIntervalMs } from '../../src/events/queue.ts';

const SECRET = 'x'.repeat(50);

describe('ops/config', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'netinv-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** loadConfig over a clean environment (never the test process's own). */
  const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dir, SECRET_KEY: SECRET, ...env });

  function rejects(env: Record<string, string>, setting: string, pattern?: RegExp) {
    assert.throws(
      () => load(env),
      (e: unknown) => {
        assert.ok(e instanceof ConfigError, `expected a ConfigError, got ${e}`);
        assert.equal(e.setting, setting);
        assert.ok(e.message.startsWith(`${setting}: `), e.message);
        if (pattern) assert.match(e.message, pattern);
        return true;
      },
    );
  }

  it('has documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dir });
    assert.equal(c.port, 8000);
    assert.equal(c.host, '0.0.0.0');
    assert.equal(c.dataDir, dir);
    assert.equal(c.databaseUrl, undefined);
    assert.equal(c.embeddedPgPort, undefined);
    assert.equal(c.paginateCount, 50);
    assert.equal(c.maxPageSize, 1000);
    assert.equal(c.maxBodySize, 10 * 1024 * 1024);
    assert.equal(c.webConcurrency, 1);
    assert.equal(c.superuserName, undefined);
    assert.equal(c.allowTokenRetrieval, false);
    assert.equal(c.maintenanceMode, false);
    assert.deepEqual(c.exemptViewPermissions, []);
    assert.equal(c.graphqlEnabled, true);
    assert.equal(c.logLevel, 'info');
    assert.equal(c.shutdownTimeout, 30);
    assert.equal(c.dbPoolSize, 10);
    assert.deepEqual(c.webhooks.allowedNetworks, ['0.0.0.0/0', '::/0']);
  });

  it('defaults DATA_DIR to ./.netinv, made absolute', () => {
    assert.equal(loadConfig({ SECRET_KEY: SECRET }).dataDir, resolve('.netinv'));
  });

  it('lists every setting once, with a description', () => {
    const names = SETTINGS.map((s) => s.name);
    assert.equal(new Set(names).size, names.length);
    for (const s of SETTINGS) assert.ok(s.description.length > 10, s.name);
    for (const n of ['PORT', 'DATABASE_URL', 'MAX_PAGE_SIZE', 'SECRET_KEY', 'SHUTDOWN_TIMEOUT', 'DB_POOL_SIZE']) {
      assert.ok(names.includes(n), n);
    }
  });

  it('parses values', () => {
    const c = load({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://u:p@db:5432/netbox',
      PAGINATE_COUNT: '25',
      MAX_PAGE_SIZE: '0',
      MAX_BODY_SIZE: '512kb',
      WEB_CONCURRENCY: '4',
      ALLOW_TOKEN_RETRIEVAL: 'yes',
      MAINTENANCE_MODE: '1',
      GRAPHQL_ENABLED: 'False',
      EXEMPT_VIEW_PERMISSIONS: 'dcim.site, ipam.Prefix ,',
      LOG_LEVEL: 'DEBUG',
      SHUTDOWN_TIMEOUT: '2.5',
      DB_POOL_SIZE: '3',
      SUPERUSER_NAME: 'admin',
      SUPERUSER_EMAIL: 'admin@example.com',
      SUPERUSER_PASSWORD: 'secret',
      SUPERUSER_API_TOKEN: '0123456789ABCDEF0123456789abcdef01234567',
    });
    assert.equal(c.port, 9000);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.databaseUrl, 'postgresql://u:p@db:5432/netbox');
    assert.equal(c.paginateCount, 25);
    assert.equal(c.maxPageSize, null);
    assert.equal(c.maxBodySize, 512 * 1024);
    assert.equal(c.webConcurrency, 4);
    assert.equal(c.allowTokenRetrieval, true);
    assert.equal(c.maintenanceMode, true);
    assert.equal(c.graphqlEnabled, false);
    assert.deepEqual(c.exemptViewPermissions, ['dcim.site', 'ipam.prefix']);
    assert.equal(c.logLevel, 'debug');
    assert.equal(c.shutdownTimeout, 2.5);
    assert.equal(c.dbPoolSize, 3);
    assert.equal(c.superuserName, 'admin');
    assert.equal(c.superuserApiToken, '0123456789abcdef0123456789abcdef01234567');
    assert.equal(c.secretKey, SECRET);
  });

  it('treats blank values as unset, except MAX_PAGE_SIZE where blank means no maximum', () => {
    const c = load({ PORT: '', DATABASE_URL: ' ', MAX_PAGE_SIZE: '' });
    assert.equal(c.port, 8000);
    assert.equal(c.databaseUrl, undefined);
    assert.equal(c.maxPageSize, null);
    assert.deepEqual(load({ EXEMPT_VIEW_PERMISSIONS: 'dcim.site,*' }).exemptViewPermissions, ['*']);
    assert.deepEqual(load({ TRUSTED_PROXIES: ' 10.0.0.1, 192.0.2.0/24 ,' }).trustedProxies, ['10.0.0.1', '192.0.2.0/24']);
  });

  it('reads the devlib settings, checking every driver argument in DEVLIB_ARGS', () => {
    const d = load().devlib;
    assert.deepEqual(d, { username: '', password: '', timeout: 30, args: {}, headerArgs: ['port', 'timeout'], hostKeys: 'trust-on-first-use' });
    const c = load({ DEVLIB_USERNAME: 'netops', DEVLIB_PASSWORD: ' s3cret ', DEVLIB_TIMEOUT: '5', DEVLIB_ARGS: '{"port": 2222, "verify_tls": "false"}', DEVLIB_HOST_KEYS: 'known-only' }).devlib;
    assert.deepEqual(c, { username: 'netops', password: ' s3cret ', timeout: 5, args: { port: 2222, verify_tls: false }, headerArgs: ['port', 'timeout'], hostKeys: 'known-only' });
    assert.deepEqual(load({ DEVLIB_HEADER_ARGS: '' }).devlib.headerArgs, [], 'set empty: no header sets an argument');
    assert.deepEqual(load({ DEVLIB_HEADER_ARGS: 'Port, secret' }).devlib.headerArgs, ['port', 'secret']);
    const bad = (env: Record<string, string>, setting: string, message: RegExp) =>
      assert.throws(() => load(env), (e: unknown) => e instanceof ConfigError && e.setting === setting && message.test(e.message));
    bad({ DEVLIB_ARGS: '{"port": 70000}' }, 'DEVLIB_ARGS', /argument "port": expected a whole number from 1 to 65535/);
    bad({ DEVLIB_ARGS: '{"ssh_config": "/etc/passwd"}' }, 'DEVLIB_ARGS', /unknown argument "ssh_config"/);
    bad({ DEVLIB_ARGS: '[1]' }, 'DEVLIB_ARGS', /expected an object/);
    bad({ DEVLIB_ARGS: 'port=22' }, 'DEVLIB_ARGS', /expected a JSON object/);
    bad({ DEVLIB_TIMEOUT: '0' }, 'DEVLIB_TIMEOUT', /above 0 and at most 600 \(fractions allowed\), got 0$/);
    assert.equal(load({ DEVLIB_TIMEOUT: '0.5' }).devlib.timeout, 0.5);
    bad({ DEVLIB_HOST_KEYS: 'any' }, 'DEVLIB_HOST_KEYS', /trust-on-first-use or known-only/);
    bad({ DEVLIB_HEADER_ARGS: 'port,ssh_config' }, 'DEVLIB_HEADER_ARGS', /unknown driver argument "ssh_config"/);
    bad({ ALLOWED_HOSTS: 'good.example, bad host' }, 'ALLOWED_HOSTS', /expected host names/);
    bad({ MAX_BULK_ITEMS: '0' }, 'MAX_BULK_ITEMS', /from 1/);
    bad({ DB_POOL_SIZE: '4', CLIENT_CONNECTIONS: '5' }, 'CLIENT_CONNECTIONS', /from 0 to 4/);
    assert.equal(load({ DB_POOL_SIZE: '10' }).clientConnections, 5);
    assert.deepEqual(load({ ALLOWED_HOSTS: 'A.example, .corp.example' }).allowedHosts, ['a.example', '.corp.example']);
  });

  it('takes webhook timeouts as seconds above 0 and at most 600, fractions included, as its message says', () => {
    assert.equal(load({ WEBHOOK_TIMEOUT: '0.25' }).webhooks.timeout, 0.25);
    assert.equal(load({ WEBHOOK_TIMEOUT: '600' }).webhooks.timeout, 600);
    for (const value of ['0', '0.0', '600.5', '601']) rejects({ WEBHOOK_TIMEOUT: value }, 'WEBHOOK_TIMEOUT', /expected seconds above 0 and at most 600 \(fractions allowed\), got /);
    rejects({ WEBHOOK_TIMEOUT: '-1' }, 'WEBHOOK_TIMEOUT', /expected a number of seconds, got/);
    rejects({ WEBHOOK_TIMEOUT: '1e3' }, 'WEBHOOK_TIMEOUT', /expected a number of seconds, got/);
  });

  it('caps the wait between attempts at WEBHOOK_RETRY_DELAY_MAX, an hour unless set, never below WEBHOOK_RETRY_DELAY', () => {
    assert.deepEqual([load().webhooks.retryDelay, load().webhooks.retryDelayMax], [10, 3600]);
    assert.equal(load({ WEBHOOK_RETRY_DELAY: '1', WEBHOOK_RETRY_DELAY_MAX: '1' }).webhooks.retryDelayMax, 1);
    rejects({ WEBHOOK_RETRY_DELAY_MAX: '5' }, 'WEBHOOK_RETRY_DELAY_MAX', /^WEBHOOK_RETRY_DELAY_MAX: expected at least WEBHOOK_RETRY_DELAY \(10\), got 5$/);
    rejects({ WEBHOOK_RETRY_DELAY_MAX: '0' }, 'WEBHOOK_RETRY_DELAY_MAX', /expected a whole number from 1 to 86400, got 0/);
  });

  it('takes a worker\'s deliveries back after WEBHOOK_ABANDON_AFTER seconds without its marks, 10 unless set, marked every quarter of it', () => {
    assert.equal(load().webhooks.abandonAfter, 10);
    assert.equal(heartbeatRefreshSeconds(load()), 2.5);
    assert.equal(reclaimIntervalMs(load()), 2000);
    assert.equal(heartbeatRefreshSeconds(load({ WEBHOOK_ABANDON_AFTER: '4' })), 1);
    rejects({ WEBHOOK_ABANDON_AFTER: '1' }, 'WEBHOOK_ABANDON_AFTER', /expected a whole number from 2 to 3600, got 1/);
  });

  it('takes NETBOX_COMPAT_VERSION from the versions netinv answers as, 4.6 unless set', () => {
    assert.equal(load().netboxCompatVersion, '4.6');
    assert.equal(load({ NETBOX_COMPAT_VERSION: '3.7' }).netboxCompatVersion, '3.7');
    assert.equal(load({ NETBOX_COMPAT_VERSION: ' 4.6 ' }).netboxCompatVersion, '4.6');
    for (const value of ['4.5', '4.6.8', '3', 'v4.6', 'latest'])
      rejects({ NETBOX_COMPAT_VERSION: value }, 'NETBOX_COMPAT_VERSION', /expected one of 3\.7, 4\.6 \(the NetBox API versions netinv answers as\), got /);
  });

  it('takes DATABASE_REPLICA_URLS as comma-separated postgres URLs and REPLICA_MAX_LAG as a duration, 5 s unless set', () => {
    const none = load();
    assert.deepEqual([none.databaseReplicaUrls, none.replicaMaxLagMs], [[], 5000]);
    const c = load({ DATABASE_REPLICA_URLS: ' postgres://u:p@r1:5432/netinv , postgresql://u:p@r2/netinv', REPLICA_MAX_LAG: '500ms' });
    assert.deepEqual(c.databaseReplicaUrls, ['postgres://u:p@r1:5432/netinv', 'postgresql://u:p@r2/netinv']);
    assert.equal(c.replicaMaxLagMs, 500);
    assert.equal(load({ REPLICA_MAX_LAG: '2' }).replicaMaxLagMs, 2000);
    assert.equal(load({ REPLICA_MAX_LAG: '1.5s' }).replicaMaxLagMs, 1500);
    assert.equal(load({ REPLICA_MAX_LAG: '1m' }).replicaMaxLagMs, 60_000);
    rejects({ DATABASE_REPLICA_URLS: 'postgres://u:p@r1/netinv,mysql://r2/netinv' }, 'DATABASE_REPLICA_URLS', /URL 2: expected a postgres/);
    rejects({ DATABASE_REPLICA_URLS: 'replica-1' }, 'DATABASE_REPLICA_URLS', /URL 1 is not a URL/);
    rejects({ DATABASE_REPLICA_URLS: 'postgres://r1:5432' }, 'DATABASE_REPLICA_URLS', /names no database/);
    for (const bad of ['0', '0s', 'soon', '-1s', '5h', '2h'])
      rejects({ REPLICA_MAX_LAG: bad }, 'REPLICA_MAX_LAG', /expected a duration above 0 and at most 1 hour/);
  });

  it('parses byte sizes', () => {
    assert.equal(parseByteSize('1048576'), 1048576);
    assert.equal(parseByteSize('1kb'), 1024);
    assert.equal(parseByteSize('10MB'), 10485760);
    assert.equal(parseByteSize('1gb'), 1073741824);
    assert.equal(parseByteSize('ten'), null);
  });

  it('rejects bad values, naming the setting', () => {
    rejects({ PORT: 'eighty' }, 'PORT', /whole number/);
    rejects({ PORT: '70000' }, 'PORT', /0 to 65535/);
    rejects({ PORT: '-1' }, 'PORT');
    rejects({ EMBEDDED_PG_PORT: '0' }, 'EMBEDDED_PG_PORT');
    rejects({ PAGINATE_COUNT: '0' }, 'PAGINATE_COUNT');
    rejects({ PAGINATE_COUNT: '1.5' }, 'PAGINATE_COUNT');
    rejects({ MAX_PAGE_SIZE: 'lots' }, 'MAX_PAGE_SIZE');
    rejects({ MAX_BODY_SIZE: '10 parsecs' }, 'MAX_BODY_SIZE');
    rejects({ MAX_BODY_SIZE: '0' }, 'MAX_BODY_SIZE');
    rejects({ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY');
    rejects({ DB_POOL_SIZE: 'many' }, 'DB_POOL_SIZE');
    rejects({ SHUTDOWN_TIMEOUT: '-5' }, 'SHUTDOWN_TIMEOUT');
    rejects({ MAINTENANCE_MODE: 'maybe' }, 'MAINTENANCE_MODE', /true\/false/);
    rejects({ GRAPHQL_ENABLED: '2' }, 'GRAPHQL_ENABLED');
    rejects({ ALLOW_TOKEN_RETRIEVAL: 'y' }, 'ALLOW_TOKEN_RETRIEVAL');
    rejects({ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL', /debug, info, warn, error/);
    rejects({ DATABASE_URL: 'mysql://db/netinv' }, 'DATABASE_URL');
    rejects({ DATABASE_URL: 'not a url' }, 'DATABASE_URL');
    rejects({ DATABASE_URL: 'postgres://db:5432' }, 'DATABASE_URL', /database/);
    rejects({ EXEMPT_VIEW_PERMISSIONS: 'site' }, 'EXEMPT_VIEW_PERMISSIONS');
    rejects({ TRUSTED_PROXIES: 'proxy.example.com' }, 'TRUSTED_PROXIES', /addresses or prefixes/);
    rejects({ WEBHOOK_ALLOWED_NETWORKS: '10.0.0.0/8,hooks.example.com' }, 'WEBHOOK_ALLOWED_NETWORKS', /networks such as/);
    rejects({ WEBHOOK_ALLOWED_NETWORKS: '!10.0.0.0/33' }, 'WEBHOOK_ALLOWED_NETWORKS');
    assert.deepEqual(load({ WEBHOOK_ALLOWED_NETWORKS: '10.0.0.0/8, !10.9.0.0/16' }).webhooks.allowedNetworks, ['10.0.0.0/8', '!10.9.0.0/16']);
    rejects({ SECRET_KEY: 'short' }, 'SECRET_KEY', /50 characters/);
    rejects({ SUPERUSER_NAME: 'admin', SUPERUSER_API_TOKEN: 'abc' }, 'SUPERUSER_API_TOKEN', /40 hexadecimal/);
    rejects({ SUPERUSER_NAME: 'admin', SUPERUSER_API_TOKEN: 'g'.repeat(40) }, 'SUPERUSER_API_TOKEN');
    rejects({ SUPERUSER_PASSWORD: 'pw' }, 'SUPERUSER_NAME', /SUPERUSER_PASSWORD/);
    rejects({ SUPERUSER_NAME: 'admin', SUPERUSER_EMAIL: 'nobody' }, 'SUPERUSER_EMAIL');
  });

  it('generates SECRET_KEY once into DATA_DIR/secret_key (mode 0600) and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dir }).secretKey;
    assert.ok(first.length >= 50);
    const file = join(dir, 'secret_key');
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(readFileSync(file, 'utf8').trim(), first);
    assert.equal(loadConfig({ DATA_DIR: dir }).secretKey, first);
    assert.equal(loadConfig({ DATA_DIR: dir, SECRET_KEY: SECRET }).secretKey, SECRET);
  });

  it('refuses a secret_key file that is too short', () => {
    writeFileSync(join(dir, 'secret_key'), 'abc\n', { mode: 0o600 });
    assert.throws(() => loadConfig({ DATA_DIR: dir }), /SECRET_KEY: .*secret_key/);
  });

  it('writes nothing to DATA_DIR when another setting is bad', () => {
    const nested = join(dir, 'nested');
    assert.throws(() => loadConfig({ DATA_DIR: nested, PORT: 'x' }), /PORT/);
    assert.throws(() => statSync(nested), /ENOENT/);
  });
});
