// The web UI's free-space and diff arithmetic (src/ui/ipam/, src/ui/components/diff.ts): the
// "show available" rows NetBox lists between used prefixes, addresses and VIDs, addresses as
// numbers both ways, and a change's keys marked added, removed or changed.
import assert from 'node:assert/strict';
import { diffKeys } from '../../src/ui/components/diff.ts';
import { mergeAddresses, mergePrefixes, mergeVlans } from '../../src/ui/ipam/free-space.ts';
import { countText, formatAddress, parseCidr, usable } from '../../src/ui/ipam/ip.ts';

const obj = (fields: Record<string, unknown>, id = 1) => ({ id, url: '', display: '', ...fields });
const text = (family: 4 | 6, v: bigint) => formatAddress(family, v);

describe('web UI: free space and diffs', () => {
  it('reads and writes IPv4 and IPv6 addresses, IPv6 in its shortest form', () => {
    assert.deepEqual(parseCidr('10.0.0.1/24'), { family: 4, value: 0x0a000001n, length: 24 });
    assert.equal(parseCidr('10.0.0.256/24'), null);
    assert.equal(parseCidr('10.0.0.1/33'), null);
    assert.equal(parseCidr('2001:db8::1::2/64'), null);
    for (const [input, shortest] of [
      ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
      ['2001:db8:0:1:0:0:0:1', '2001:db8:0:1::1'],
      ['::', '::'],
      ['::1', '::1'],
      ['fe80::', 'fe80::'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2:3:4:5:6'],
      ['::ffff:192.0.2.1', '::ffff:c000:201'],
      ['2001:0:0:1:0:0:0:0', '2001:0:0:1::'],
    ]) assert.equal(text(6, parseCidr(input!)!.value), shortest, input);
    assert.equal(text(4, parseCidr('192.0.2.255')!.value), '192.0.2.255');
  });

  it('hands out a prefix\'s addresses as the available-ips endpoint does', () => {
    const span = (p: string, pool = false) => {
      const c = parseCidr(p)!;
      const u = usable(c, pool);
      return [text(c.family, u.first), text(c.family, u.last)];
    };
    assert.deepEqual(span('10.0.0.0/24'), ['10.0.0.1', '10.0.0.254']);
    assert.deepEqual(span('10.0.0.0/24', true), ['10.0.0.0', '10.0.0.255']);
    assert.deepEqual(span('10.0.0.0/31'), ['10.0.0.0', '10.0.0.1']);
    assert.deepEqual(span('2001:db8::/64'), ['2001:db8::1', '2001:db8::ffff:ffff:ffff:ffff']);
    assert.deepEqual(span('2001:db8::/127'), ['2001:db8::', '2001:db8::1']);
  });

  it('lists the runs of free addresses between the used ones, and after the last only when all were read', () => {
    const prefix = parseCidr('10.0.0.0/24')!;
    const ips = ['10.0.0.10/24', '10.0.0.1/24', '10.0.0.2/24', '10.0.0.2/25'].map((address, i) => obj({ address }, i));
    const rows = (complete: boolean) => mergeAddresses(prefix, false, ips, complete).map((r) => ('used' in r ? String(r.used.address) : `${text(4, r.first)} x${r.count}`));
    assert.deepEqual(rows(true), ['10.0.0.1/24', '10.0.0.2/24', '10.0.0.2/25', '10.0.0.3 x7', '10.0.0.10/24', '10.0.0.11 x244']);
    assert.deepEqual(rows(false), ['10.0.0.1/24', '10.0.0.2/24', '10.0.0.2/25', '10.0.0.3 x7', '10.0.0.10/24']);
    // The network address in use does not make a run before the first usable one.
    const zero = mergeAddresses(prefix, false, [obj({ address: '10.0.0.0/24' })], true).map((r) => ('used' in r ? 'used' : `${text(4, r.first)} x${r.count}`));
    assert.deepEqual(zero, ['used', '10.0.0.1 x254']);
    assert.deepEqual(mergeAddresses(prefix, false, [], true).map((r) => ('first' in r ? r.count : -1n)), [254n]);
  });

  it('puts the free prefixes among the children in address order, before those starting where they start', () => {
    const children = ['10.0.0.128/25', '10.0.0.0/28', '10.0.0.0/26'].map((prefix, i) => obj({ prefix }, i));
    const rows = mergePrefixes(children, [{ prefix: '10.0.0.64/26' }]).map((r) => ('used' in r ? String(r.used.prefix) : `free ${r.free}`));
    assert.deepEqual(rows, ['10.0.0.0/26', '10.0.0.0/28', 'free 10.0.0.64/26', '10.0.0.128/25']);
  });

  it('lists the free VIDs of every range between the VLANs', () => {
    const vlans = [103, 100, 205].map((vid, i) => obj({ vid }, i));
    const rows = mergeVlans([[200, 205], [100, 104]], vlans).map((r) => ('vlan' in r ? String(r.vlan.vid) : `${r.first}-${r.last}`));
    assert.deepEqual(rows, ['100', '101-102', '103', '104-104', '200-204', '205']);
  });

  it('marks each key of a change added, removed, changed or unchanged, comparing content', () => {
    const marks = (pre: Record<string, unknown> | null, post: Record<string, unknown> | null) => Object.fromEntries(diffKeys(pre, post).map((d) => [d.key, d.change]));
    assert.deepEqual(marks({ a: 1, b: { x: 1, y: 2 }, c: [1], gone: 0 }, { a: 2, b: { y: 2, x: 1 }, c: [1], new: null }), { a: 'changed', b: 'unchanged', c: 'unchanged', new: 'added', gone: 'removed' });
    assert.deepEqual(marks(null, { a: 1 }), { a: 'added' });
    assert.deepEqual(marks({ a: 1 }, null), { a: 'removed' });
    assert.deepEqual(marks({ a: null }, { a: undefined as unknown as null }), { a: 'unchanged' });
  });

  it('writes counts as NetBox does, in words past a million', () => {
    assert.equal(countText(244n), '244');
    assert.equal(countText(1_000_000n), '1,000,000');
    assert.equal(countText(4_294_967_296n), '4.2 billion');
    assert.equal(countText(2n ** 64n), '18.4 quintillion');
  });
});
