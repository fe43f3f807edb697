// What a start installs (src/db/migrate.ts): everything on a database that lacks it or has
// another version's, nothing on one that has this version's SQL already.
import assert from 'node:assert/strict';
import postgres from 'postgres';
import { migrate } from '../../src/db/migrate.ts';
import { migratedDatabase } from '../setup.ts';

describe('ops/migrate', function () {
  this.timeout(60_000);
  let url: string;
  let sql: postgres.Sql;
  before(async () => {
    url = await migratedDatabase('migrate');
    sql = postgres(url, { max: 1, onnotice: () => {} });
  });
  after(() => sql?.end());

  const functionExists = async (name: string) => (await sql`SELECT count(*)::int AS n FROM pg_proc WHERE proname = ${name}`)[0]!.n === 1;
  const digest = async () => (await sql`SELECT digest FROM netinv_installed_sql`).map((r) => r.digest as string);

  it('leaves the SQL of the same version as it is, and installs it again for another version', async () => {
    const [recorded] = await digest();
    assert.match(recorded!, /^[0-9a-f]{64}$/);
    // A hand-written function dropped: a start of the same version does not look again...
    await sql`DROP FUNCTION netinv_cable_trace`;
    await migrate(url);
    assert.equal(await functionExists('netinv_cable_trace'), false);
    assert.deepEqual(await digest(), [recorded]);
    // ...a start of another version (its digest differs) installs everything.
    await sql`UPDATE netinv_installed_sql SET digest = 'older'`;
    await migrate(url);
    assert.equal(await functionExists('netinv_cable_trace'), true);
    assert.deepEqual(await digest(), [recorded]);
  });

  it('installs everything on a database migrated before the digest was kept', async () => {
    await sql`DROP TABLE netinv_installed_sql`;
    await sql`DROP FUNCTION netinv_cable_trace`;
    await migrate(url);
    assert.equal(await functionExists('netinv_cable_trace'), true);
    assert.equal((await digest()).length, 1);
  });
});
