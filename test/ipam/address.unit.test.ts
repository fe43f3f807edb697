import assert from 'node:assert/strict';
import { formatIp, hostBits, parseIp } from '../../src/ipam/address.ts';

describe('ipam/address', () => {
  it('parses and normalises IPv4 and IPv6 values', () => {
    assert.equal(formatIp(parseIp('10.0.0.1/24')!), '10.0.0.1/24');
    assert.equal(formatIp(parseIp('2001:DB8:0:0:0:0:0:1/64')!), '2001:db8::1/64');
    assert.equal(formatIp(parseIp('::ffff:192.0.2.1/128')!), '::ffff:c000:201/128');
    assert.equal(formatIp(parseIp('::/0')!), '::/0');
    assert.equal(parseIp('10.0.0.1')!.hasLength, false);
    assert.equal(parseIp('fe80::1')!.family, 6);
  });
  it('rejects what is not an address', () => {
    for (const bad of ['', '10.0.0', '10.0.0.256/24', '10.0.0.1/33', '10.0.0.1/24/1', '1::2::3', 'abc', '01.2.3.4', "1.2.3.4'; drop table x;--", '1:2:3:4:5:6:7:8:9', '2001:db8::/129'])
      assert.equal(parseIp(bad), null, bad);
  });
  it('finds host bits under a prefix length', () => {
    assert.equal(hostBits(parseIp('10.0.0.0/8')!), 0n);
    assert.equal(hostBits(parseIp('10.0.0.1/8')!), 1n);
  });
});
