// Mocha fixture of the fast tier (.mocharc.unit.json, `make test-fast`): the files named
// `*.unit.test.ts` need no database, so this run starts no PostgreSQL. It is marked so that a
// test reaching for the database (startApi, testDatabaseUrl, migratedDatabase ...) fails at once
// with the reason (test/setup.ts reads the mark) instead of waiting for a server nobody started.
process.env.NETINV_TEST_TIER = 'unit';
