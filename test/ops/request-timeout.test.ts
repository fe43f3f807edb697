// REQUEST_TIMEOUT (src/http/middleware/deadline.ts): a request whose database connection has
// gone silent (the proxy in front of PostgreSQL stalls it: no answer, no close) is answered
// 503 with Retry-After, not left waiting; the service then serves again once the connection
// is gone.
import assert from 'node:assert/strict';
import { auth, startApi, type TestApi } from '../support/api.ts';
import { testDatabaseUrl } from '../setup.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';

describe('http: REQUEST_TIMEOUT answers a request stuck on the database', () => {
  let proxy: TcpProxy;
  let api: TestApi;

  before(async () => {
    const url = new URL(testDatabaseUrl());
    proxy = await startTcpProxy(url.hostname, Number(url.port));
    url.port = String(proxy.port);
    api = await startApi({ REQUEST_TIMEOUT: '1', DB_POOL_SIZE: '1' }, url.toString());
  });

  after(async () => {
    await api.close();
    await proxy.close();
  });

  it('answers 503 with Retry-After, then serves once the stuck connection is gone', async () => {
    await api.request.get('/api/tenancy/tenants/').set(auth).expect(200);
    proxy.stall();
    const stuck = await api.request.get('/api/tenancy/tenants/').set(auth);
    assert.equal(stuck.status, 503);
    assert.equal(stuck.headers['retry-after'], '5');
    assert.match((stuck.body as { detail: string }).detail, /REQUEST_TIMEOUT/);
    proxy.cut();
    let status = 0;
    // The cut connection's first statement may meet it closed (503); the next reconnects.
    for (let i = 0; i < 3 && status !== 200; i++) status = (await api.request.get('/api/tenancy/tenants/').set(auth)).status;
    assert.equal(status, 200);
  });
});
