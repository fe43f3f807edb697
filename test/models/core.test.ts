// NetBox's core application at /api/core/: data sources (what the Ansible collection 3.22's
// netbox_data_source sends, tests/integration/targets/v4.3/tasks/netbox_data_source.yml), their
// sync (recorded as a failed job: netinv fetches no files), data files and jobs (read only),
// and the change log and object types at NetBox 4.x's places beside 3.7's.
import assert from 'node:assert/strict';
import { auth, grant, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { SYNC_UNAVAILABLE } from '../../src/actions/core/data_source_sync.ts';

describe('models: core (data sources, data files, jobs, object changes, object types)', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, post, patch, del, get, created, refused, ids, url } = modelHelpers(() => api);
  const PATH = 'core/data-sources';
  const source = (u: string, extra: object = {}) => created(PATH, { name: `ds-${u}`, type: 'local', source_url: `/srv/data/${u}`, ...extra });

  /** A non-superuser and a request maker with a token of theirs. */
  const plainUser = async () => {
    const username = `core-${uid()}`;
    const user = await created('users/users', { username, password: 'a-long-password' });
    const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    assert.equal(t.status, 201, JSON.stringify(t.body));
    const as = (method: 'post' | 'get', path: string) => api.request[method](`/api/${path}`).set({ Authorization: `Token ${t.body.key}` }).set('Host', host);
    return { id: user.id as number, as };
  };

  it('the API root /api/core/ lists its endpoints, and /api/ lists core', async () => {
    const root = await get('core/');
    assert.deepEqual(Object.keys(root).sort(), ['data-files', 'data-sources', 'jobs', 'object-changes', 'object-types']);
    assert.equal(root['data-sources'], `http://${host}/api/core/data-sources/`);
    assert.equal((await get('')).core, `http://${host}/api/core/`);
  });

  it('the Ansible collection: create a local source, find it by name, update every field, delete', async () => {
    const u = uid();
    assert.equal((await get(`${PATH}/?name=${encodeURIComponent(`Data Source ${u}`)}`)).count, 0);
    const ds = await created(PATH, { name: `Data Source ${u}`, type: 'local', source_url: '/tmp/data-source.txt', enabled: true });
    assert.deepEqual(Object.keys(ds), ['id', 'url', 'display_url', 'display', 'name', 'type', 'source_url', 'enabled', 'status', 'description', 'sync_interval', 'parameters',
      'ignore_rules', 'comments', 'last_synced', 'file_count', 'owner', 'tags', 'custom_fields', 'created', 'last_updated']);
    assert.deepEqual({ url: ds.url, display: ds.display, type: ds.type, source_url: ds.source_url, enabled: ds.enabled, status: ds.status, sync_interval: ds.sync_interval, parameters: ds.parameters, last_synced: ds.last_synced, file_count: ds.file_count }, {
      url: url(PATH, ds.id), display: `Data Source ${u}`, type: { value: 'local', label: 'Local' }, source_url: '/tmp/data-source.txt', enabled: true,
      status: { value: 'new', label: 'New' }, sync_interval: null, parameters: null, last_synced: null, file_count: 0,
    });
    assert.deepEqual((await get(`${PATH}/?name=${encodeURIComponent(`Data Source ${u}`)}`)).results.map((x: Obj) => x.id), [ds.id]);
    const changed = await patch(PATH, ds.id, {
      type: 'amazon-s3', source_url: 'path/to/bucket', enabled: false, description: 'My first data source',
      ignore_rules: '.*\nfoo.txt\n*.yml', sync_interval: 1440, comments: 'Some commentary on this data source',
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const b = changed.body;
    assert.deepEqual([b.type.value, b.source_url, b.enabled, b.description, b.ignore_rules, b.sync_interval, b.comments],
      ['amazon-s3', 'path/to/bucket', false, 'My first data source', '.*\nfoo.txt\n*.yml', 1440, 'Some commentary on this data source']);
    assert.equal((await del(PATH, ds.id)).status, 204);
    assert.equal((await get(`${PATH}/?id=${ds.id}`)).count, 0);
  });

  it('brief form: NetBox 4.6\'s', async () => {
    const ds = await source(uid(), { description: 'brief' });
    assert.deepEqual((await get(`${PATH}/?id=${ds.id}&brief=1`)).results[0], { id: ds.id, url: ds.url, display: ds.display, name: ds.name, description: 'brief' });
  });

  it('refuses what NetBox refuses, and writes nothing', async () => {
    const u = uid();
    await refused(post(PATH, { name: `bad-${u}`, type: 'local', source_url: 'https://example.com/repo.git' }), 'source_url', /^URLs for local sources must start with file:\/\/ \(or specify no scheme\)$/);
    await refused(post(PATH, { name: `bad-${u}`, type: 'ftp', source_url: 'ftp://example.com/' }), 'type');
    await refused(post(PATH, { name: `bad-${u}`, type: 'git', source_url: 'https://example.com/repo.git', sync_interval: 5 }), 'sync_interval', /^"5" is not a valid choice\.$/);
    await refused(post(PATH, { name: `bad-${u}`, type: 'git' }), 'source_url', /required/);
    await refused(post(PATH, { name: `bad-${u}`, source_url: '/srv' }), 'type', /required/);
    await refused(post(PATH, { name: `bad-${u}`, type: 'git', source_url: 'x'.repeat(201) }), 'source_url');
    assert.equal((await get(`${PATH}/?name=bad-${u}`)).count, 0);
    const ok = await created(PATH, { name: `ok-${u}`, type: 'local', source_url: 'file:///srv/data' });
    await refused(post(PATH, { name: `ok-${u}`, type: 'local', source_url: '/srv' }), 'name', /already exists/);
    // A change to a local type checks the URL it keeps.
    const git = await created(PATH, { name: `git-${u}`, type: 'git', source_url: 'https://example.com/r.git' });
    await refused(patch(PATH, git.id, { type: 'local' }), 'source_url');
    // The status is the service's: a written one is ignored and named.
    const r = await patch(PATH, ok.id, { status: 'completed' });
    assert.equal(r.status, 200);
    assert.equal(r.body.status.value, 'new');
    assert.match(String(r.headers['x-ignored-fields']), /status/);
  });

  it('sync: recorded as an errored job, the source failed; needs the sync permission', async () => {
    const u = uid();
    const ds = await source(u);
    const r = await post(`${PATH}/${ds.id}/sync`, {});
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.id, ds.id);
    assert.deepEqual(r.body.status, { value: 'failed', label: 'Failed' });
    const jobs = await get(`core/jobs/?object_type=core.datasource&object_id=${ds.id}`);
    assert.equal(jobs.count, 1);
    const job = jobs.results[0];
    assert.deepEqual([job.name, job.status, job.error, job.object_type, job.object_id, job.user.username], ['Synchronization', { value: 'errored', label: 'Errored' }, SYNC_UNAVAILABLE, 'core.datasource', ds.id, 'admin']);
    assert.match(job.job_id, /^[0-9a-f-]{36}$/);
    assert.ok(job.created && job.started && job.completed);
    assert.deepEqual(job.log_entries, []);
    // NetBox 4.x's object: the data source, nested as its brief form; null once it is gone.
    assert.deepEqual(job.object, (await get(`${PATH}/?id=${ds.id}&brief=1`)).results[0]);
    assert.deepEqual((await get(`core/jobs/?id=${job.id}&brief=1`)).results[0], { url: job.url, created: job.created, completed: job.completed, user: job.user, status: job.status });
    // Someone who may view the source but not sync it.
    const viewer = await plainUser();
    await grant(api, viewer.id, ['core.datasource'], ['view']);
    const refusedSync = await viewer.as('post', `${PATH}/${ds.id}/sync/`);
    assert.equal(refusedSync.status, 403);
    assert.deepEqual(refusedSync.body, { detail: 'This user does not have permission to synchronize this data source.' });
    await grant(api, viewer.id, ['core.datasource'], ['sync']);
    assert.equal((await viewer.as('post', `${PATH}/${ds.id}/sync/`)).status, 200);
    assert.equal((await get(`core/jobs/?object_type=core.datasource&object_id=${ds.id}`)).count, 2);
    // Missing: 404; GET: 405.
    assert.equal((await post(`${PATH}/2147483000/sync`, {})).status, 404);
    assert.equal((await api.request.get(`/api/${PATH}/${ds.id}/sync/`).set(auth)).status, 405);
  });

  it('data files and jobs are read only; data files list by source', async () => {
    const ds = await source(uid());
    assert.deepEqual(await get(`core/data-files/?source_id=${ds.id}`), { count: 0, next: null, previous: null, results: [] });
    assert.equal((await get(`core/data-files/?source=${encodeURIComponent(ds.name)}`)).count, 0);
    assert.equal((await post('core/data-files', { source: ds.id, path: 'a.txt', last_updated: '2024-01-01T00:00:00Z', size: 1, hash: '0'.repeat(64) })).status, 405);
    assert.equal((await post('core/jobs', { name: 'x', job_id: '0', created: '2024-01-01T00:00:00Z' })).status, 405);
  });

  it('the change log at /api/core/object-changes/ (4.x) as at /api/extras/object-changes/; backend secrets masked', async () => {
    const u = uid();
    const ds = await source(u, { type: 'git', source_url: 'https://example.com/r.git', parameters: { username: 'bot', password: 'hunter2' } });
    await patch(PATH, ds.id, { description: 'changed' });
    const q = `?changed_object_type=core.datasource&changed_object_id=${ds.id}`;
    const core = await get(`core/object-changes/${q}`);
    const extras = await get(`extras/object-changes/${q}`);
    assert.equal(core.count, 2);
    assert.deepEqual(core.results.map((c: Obj) => c.id), extras.results.map((c: Obj) => c.id));
    assert.deepEqual(core.results.map((c: Obj) => c.action.value), ['update', 'create']);
    const created_ = core.results[1];
    assert.deepEqual(created_.postchange_data.parameters, { username: 'bot', password: '********' });
    // NetBox 3.7's clients read the url of its place then; NetBox 4.x's that of /api/core/ (4.1+).
    assert.match(created_.url, /\/api\/extras\/object-changes\/\d+\/$/);
    assert.equal((await get(`core/object-changes/${created_.id}/`)).id, created_.id);
    for (const path of ['core/object-changes', 'extras/object-changes']) {
      const at46 = await api.request.get(`/v4.6/api/${path}/${created_.id}/`).set(auth).set('Host', host);
      assert.equal(at46.status, 200, JSON.stringify(at46.body));
      assert.equal(at46.body.url, `http://${host}/v4.6/api/core/object-changes/${created_.id}/`, path);
      assert.deepEqual(Object.keys(at46.body).filter((k) => !k.startsWith('related_object')),
        ['id', 'url', 'display_url', 'display', 'time', 'user', 'user_name', 'request_id', 'action', 'changed_object_type', 'changed_object_id', 'changed_object', 'object_repr', 'message', 'prechange_data', 'postchange_data']);
    }
  });

  it('object types at /api/core/object-types/ (4.4+) and /api/extras/object-types/ (4.0-4.3) as /api/extras/content-types/', async () => {
    for (const path of ['core/object-types', 'extras/object-types', 'extras/content-types']) {
      const found = await get(`${path}/?app_label=core&model=datasource`);
      assert.equal(found.count, 1, path);
      assert.deepEqual([found.results[0].app_label, found.results[0].model], ['core', 'datasource']);
    }
    assert.deepEqual(await ids('core/object-types/?app_label=core'), await ids('extras/content-types/?app_label=core'));
    // NetBox 4.x's ObjectType fields.
    const site = (await get('core/object-types/?app_label=dcim&model=site')).results[0];
    assert.deepEqual(Object.keys(site), ['id', 'url', 'display_url', 'display', 'app_label', 'model', 'app_name', 'model_name', 'model_name_plural', 'public', 'features', 'is_plugin_model', 'rest_api_endpoint', 'description']);
    assert.deepEqual({ ...site, id: 0, url: '', display_url: '' }, {
      id: 0, url: '', display_url: '', display: 'DCIM | site', app_label: 'dcim', model: 'site', app_name: 'DCIM', model_name: 'site', model_name_plural: 'sites',
      public: true, features: ['change_logging', 'custom_fields', 'tags'], is_plugin_model: false, rest_api_endpoint: '/api/dcim/sites/', description: null,
    });
    const changes = (await get('core/object-types/?app_label=extras&model=objectchange')).results[0];
    assert.deepEqual([changes.features, changes.rest_api_endpoint], [[], '/api/core/object-changes/'], 'NetBox 4.1+\'s endpoint');
    // An object type's url: NetBox 4.4+'s place for 4.x clients, the content type's for 3.7's.
    for (const path of ['core/object-types', 'extras/object-types', 'extras/content-types']) {
      const at46 = await api.request.get(`/v4.6/api/${path}/${site.id}/`).set(auth).set('Host', host);
      assert.equal(at46.body.url, `http://${host}/v4.6/api/core/object-types/${site.id}/`, path);
      assert.equal((await get(`${path}/${site.id}/`)).url, `http://${host}/api/extras/content-types/${site.id}/`, path);
    }
    assert.deepEqual((await get('core/object-types/?features=custom_fields&app_label=core&model=datasource')).count, 1);
    assert.deepEqual((await get('core/object-types/?features=custom_fields&app_label=core&model=job')).count, 0);
    assert.equal((await get('core/object-types/?app_label=core')).count, 3);
  });
});
