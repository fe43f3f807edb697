// The bookkeeping of read replicas without a database: LSN arithmetic, and a client's floor
// (src/http/middleware/read-your-writes.ts). test/ops/replicas.test.ts runs it on a real replica.
import assert from 'node:assert/strict';
import { lsnValue, type Replicas } from '../../src/db/replicas.ts';
import type { Pool } from '../../src/engine/db.ts';
import { WriteMarks } from '../../src/http/middleware/read-your-writes.ts';

describe('ops/replicas: LSNs and read-your-writes floors', () => {
  it('reads a pg_lsn as bytes, the part before the slash the high 32 bits', () => {
    assert.equal(lsnValue('0/0'), 0n);
    assert.equal(lsnValue('0/16B3748'), 0x16b3748n);
    assert.equal(lsnValue('16/B374D848'), (0x16n << 32n) + 0xb374d848n);
    assert.ok(lsnValue('1/0') > lsnValue('0/FFFFFFFF'));
  });

  const marksWith = (position: () => Promise<bigint>, maxLagMs = 60_000) =>
    new WriteMarks({ writePosition: position } as unknown as Replicas<Pool>, maxLagMs);

  it('sends a client to the primary while its write is under way, then to a replica that has replayed it', async () => {
    let position = 100n;
    const marks = marksWith(async () => position);
    assert.equal(marks.floor('user:1'), undefined, 'a client that never wrote reads any replica');
    marks.begin('user:1');
    assert.equal(marks.floor('user:1'), null, 'under way: the primary');
    assert.equal(marks.floor('user:2'), undefined, 'another client is not held');
    await marks.end('user:1');
    assert.equal(marks.floor('user:1'), 100n);
    // A later write raises the floor; an earlier position never lowers it.
    position = 250n;
    marks.begin('user:1');
    await marks.end('user:1');
    assert.equal(marks.floor('user:1'), 250n);
    position = 200n;
    marks.begin('user:1');
    await marks.end('user:1');
    assert.equal(marks.floor('user:1'), 250n);
  });

  it('holds a client on the primary while any of its writes is under way', async () => {
    const marks = marksWith(async () => 7n);
    marks.begin('user:1');
    marks.begin('user:1');
    await marks.end('user:1');
    assert.equal(marks.floor('user:1'), null);
    await marks.end('user:1');
    assert.equal(marks.floor('user:1'), 7n);
  });

  it('keeps the primary for a write whose position could not be read, and forgets a floor after REPLICA_MAX_LAG', async () => {
    const failing = marksWith(async () => { throw new Error('primary away'); }, 50);
    failing.begin('user:1');
    await failing.end('user:1');
    assert.equal(failing.floor('user:1'), null);
    await new Promise((r) => setTimeout(r, 80));
    assert.equal(failing.floor('user:1'), undefined);
  });
});
