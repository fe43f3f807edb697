// scripts/webhook_receiver: listens on port 9000 unless told --port, prints each request's
// method, path, headers and body, and answers 200.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort } from '../setup.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('webhook_receiver', function () {
  this.timeout(30_000);
  it('prints method, path, headers and body of each request and answers 200, on the --port given', async () => {
    const port = await freePort();
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const child = spawn(process.execPath, ['--import', tsx, `${root}scripts/webhook_receiver.ts`, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    try {
      const until = Date.now() + 20_000;
      while (!out.includes('Listening') && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      assert.match(out, new RegExp(`Listening on http://127\\.0\\.0\\.1:${port}/`));
      const res = await fetch(`http://127.0.0.1:${port}/some/path?x=1`, { method: 'PATCH', headers: { 'X-Hook-Signature': 'abc', 'Content-Type': 'application/json' }, body: '{"event":"updated"}' });
      assert.equal(res.status, 200);
      while (!out.includes('"event"') && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      assert.match(out, /PATCH \/some\/path\?x=1/);
      assert.match(out, /x-hook-signature: abc/);
      assert.match(out, /"event": "updated"/);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('refuses a --port that is no port', async () => {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const child = spawn(process.execPath, ['--import', tsx, `${root}scripts/webhook_receiver.ts`, '--port', 'x'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise((r) => child.once('exit', r));
    assert.equal(code, 2);
    assert.match(err, /--port takes a port number/);
  });
});
