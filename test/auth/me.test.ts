// GET /api/users/users/me/: the requesting user and the actions they hold per model, what the
// web UI reads to offer only what the API allows.
import assert from 'node:assert/strict';
import { auth, grant, startApi, uid, type TestApi } from '../support/api.ts';

describe('auth: who am I', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ EXEMPT_VIEW_PERMISSIONS: 'dcim.region' });
  });
  after(() => api.close());

  it('answers 403 to an anonymous request', async () => {
    const r = await api.request.get('/api/users/users/me/');
    assert.deepEqual([r.status, r.body], [403, { detail: 'Authentication credentials were not provided.' }]);
  });

  it('tells a superuser they may do anything', async () => {
    const r = await api.request.get('/api/users/users/me/').set(auth);
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { id: r.body.id, username: 'admin', is_superuser: true, write_enabled: true, permissions: {} });
  });

  it('lists the actions a user holds through their own and their groups\' enabled permissions, exempt views and own tokens', async () => {
    const username = `me-${uid()}`;
    const user = (await api.request.post('/api/users/users/').set(auth).send({ username, password: 'me-password-123' })).body;
    await grant(api, user.id, ['dcim.site', 'dcim.rack'], ['view', 'change']);
    const group = (await api.request.post('/api/users/groups/').set(auth).send({ name: `g-${uid()}` })).body;
    await api.request.patch(`/api/users/users/${user.id}/`).set(auth).send({ groups: [group.id] }).expect(200);
    await api.request.post('/api/users/permissions/').set(auth).send({ name: `p-${uid()}`, object_types: ['dcim.device'], actions: ['delete'], groups: [group.id] }).expect(201);
    await api.request.post('/api/users/permissions/').set(auth).send({ name: `p-${uid()}`, object_types: ['ipam.prefix'], actions: ['view'], users: [user.id], enabled: false }).expect(201);
    const login = await api.request.post('/login/').send({ username, password: 'me-password-123' });
    const cookie = ((login.headers['set-cookie'] as unknown as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
    const r = await api.request.get('/api/users/users/me/').set('Cookie', cookie);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.username, username);
    assert.equal(r.body.is_superuser, false);
    assert.deepEqual(r.body.permissions, {
      'dcim.device': ['delete'],
      'dcim.rack': ['change', 'view'],
      'dcim.region': ['view'],
      'dcim.site': ['change', 'view'],
      'users.token': ['add', 'change', 'delete', 'view'],
    });
  });
});
