import assert from 'node:assert/strict';
import { createClient } from '../../generated/client/client/index.ts';
import * as sdk from '../../generated/client/sdk.gen.ts';
import { migrate } from '../../src/db/migrate.ts';
import { ensureSuperuser } from '../../src/auth/superuser.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { ADMIN_TOKEN, testConfig, uid } from '../support/api.ts';
import { testDatabaseUrl } from '../setup.ts';

// The generated SDK against a real listening server: the contract the OpenAPI document states
// is the one the service keeps.
describe('generated client SDK', () => {
  let server: RunningServer;
  let client: ReturnType<typeof createClient>;
  before(async () => {
    const config = testConfig({ PORT: '0', HOST: '127.0.0.1' });
    await migrate(testDatabaseUrl());
    await ensureSuperuser(config, testDatabaseUrl());
    server = await startServer(config, testDatabaseUrl());
    client = createClient({ baseUrl: `http://127.0.0.1:${server.port}`, auth: () => `Token ${ADMIN_TOKEN}` });
  });
  after(() => server.close());

  it('creates, filters, updates and deletes through the typed operations', async () => {
    const slug = `sdk-${uid()}`;
    const created = await sdk.dcimSitesCreate({ client, body: { name: slug, slug, status: 'planned' } });
    assert.equal(created.response?.status, 201);
    const site = created.data as { id: number; status: { value: string } };
    assert.equal(site.status.value, 'planned');

    const listed = await sdk.dcimSitesList({ client, query: { slug: [slug] } });
    assert.equal(listed.response?.status, 200);
    assert.equal(listed.data?.count, 1);

    const patched = await sdk.dcimSitesPartialUpdate({ client, path: { id: site.id }, body: { description: 'via the SDK' } });
    assert.equal(patched.response?.status, 200);
    assert.equal((patched.data as { description: string }).description, 'via the SDK');

    const bad = await sdk.dcimSitesCreate({ client, body: { name: slug, slug } });
    assert.equal(bad.response?.status, 400);
    assert.ok((bad.error as Record<string, unknown>).name || (bad.error as Record<string, unknown>).slug);

    const deleted = await sdk.dcimSitesDestroy({ client, path: { id: site.id } });
    assert.equal(deleted.response?.status, 204);
  });

  it('provisions a token without one', async () => {
    const anonymous = createClient({ baseUrl: `http://127.0.0.1:${server.port}` });
    const r = await sdk.usersTokensProvisionCreate({ client: anonymous, body: { username: 'admin', password: 'admin-password' } });
    assert.equal(r.response?.status, 201);
    assert.match((r.data as { key: string }).key, /^[0-9a-f]{40}$/);
  });
});
