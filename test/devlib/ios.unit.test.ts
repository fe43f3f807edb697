// The ios driver against the recorded NAPALM fixtures, plus the parser details the fixtures
// do not exercise (alternate commands, rejected commands, truncated output).
import assert from 'node:assert/strict';
import ios, { run } from '../../src/devlib/drivers/ios/index.ts';
import { parseInterfaceCounters } from '../../src/devlib/drivers/ios/counters.ts';
import { parseLldpDetail } from '../../src/devlib/drivers/ios/lldp.ts';
import { compactDurationSeconds, uptimeSeconds } from '../../src/devlib/parse/duration.ts';
import { canonicalInterfaceName } from '../../src/devlib/parse/interface_name.ts';
import { ipAddress } from '../../src/devlib/parse/ip_address.ts';
import { speedMbps } from '../../src/devlib/parse/speed.ts';
import type { Recording } from '../../src/devlib/fixtures.ts';
import { DeviceCommandError, type CliSession, type GetterName } from '../../src/devlib/types.ts';
import { assertMatches, cliReplay, driverCases } from './replay.ts';

const cases = driverCases('ios');
const getter = (name: string) => ios.getters[name as GetterName] as unknown as (s: CliSession) => Promise<unknown>;
const caseOf = (name: string) => cases.find((c) => c.getter === name)!;

/** A replay session that also records the commands sent. */
function recordingReplay(recordings: Recording[]): { session: CliSession; sent: string[] } {
  const replay = cliReplay(recordings);
  const sent: string[] = [];
  return { sent, session: { run: (command) => (sent.push(command), replay.run(command)) } };
}

describe('ios driver', () => {
  it('declares the cli transport and all 15 getters', () => {
    assert.equal(ios.name, 'ios');
    assert.equal(ios.transport, 'cli');
    assert.equal(ios.defaultPort, 22);
    assert.equal(Object.keys(ios.getters).length, 15);
    assert.equal(cases.length, 15);
  });

  for (const c of cases) {
    it(`${c.getter} (${c.dir.split('/').pop()}) sends the recorded commands and returns the expected result`, async () => {
      const { session, sent } = recordingReplay(c.recordings);
      const result = await getter(c.getter)(ios.session(session));
      assertMatches(result, c.expected);
      assert.deepEqual(sent, c.recordings.map((r) => (r.kind === 'cli' ? r.command : '')));
    });
  }

  it('truncated output never fails with a TypeError or RangeError', async () => {
    for (const c of cases) {
      for (const fraction of [0, 0.07, 0.3, 0.5, 0.71, 0.93]) {
        const cut = c.recordings.map((r) => (r.kind === 'cli' ? { ...r, answer: r.answer.slice(0, Math.floor(r.answer.length * fraction)) } : r));
        try {
          await getter(c.getter)(cliReplay(cut));
        } catch (e) {
          assert.ok(!(e instanceof TypeError) && !(e instanceof RangeError), `${c.getter} at ${fraction}: ${String(e)}`);
          assert.ok(e instanceof Error && e.message, `${c.getter} at ${fraction}: error without a message`);
        }
      }
    }
  });
});

describe('ios commands', () => {
  it('falls back to `show mac address-table` when `show mac-address-table` is rejected', async () => {
    const c = caseOf('get_mac_address_table');
    const renamed = c.recordings.map((r) => (r.kind === 'cli' ? { ...r, command: 'show mac address-table' } : r));
    const { session, sent } = recordingReplay(renamed);
    assertMatches(await getter('get_mac_address_table')(session), c.expected);
    assert.deepEqual(sent, ['show mac-address-table', 'show mac address-table']);
  });

  it('reports the rejected command when no spelling of it is accepted', async () => {
    await assert.rejects(getter('get_mac_address_table')(cliReplay([])), (e: unknown) =>
      e instanceof DeviceCommandError && e.request === 'show mac address-table' && /Invalid input/.test(e.message));
    await assert.rejects(getter('get_facts')(cliReplay([])), (e: unknown) => e instanceof DeviceCommandError && e.request === 'show version');
  });

  it('raises an IOS rejection printed as text as a DeviceCommandError', async () => {
    const session: CliSession = { run: async () => "                ^\n% Invalid input detected at '^' marker.\n" };
    await assert.rejects(run(session, 'show bogus'), (e: unknown) =>
      e instanceof DeviceCommandError && e.request === 'show bogus' && e.message === "% Invalid input detected at '^' marker.");
    const banner: CliSession = { run: async () => 'Load for five secs: 1%/0%; one minute: 2%\nTime source is NTP, 10:00:00 UTC\nhostname R1\n' };
    assert.equal(await run(banner, 'show run | include hostname'), 'hostname R1');
  });

  it('returns no BGP neighbors when BGP is not running', async () => {
    assert.deepEqual(await getter('get_bgp_neighbors')(cliReplay([])), {});
  });

  it('reads the local interface from the LLDP detail when present, without the table', async () => {
    const c = caseOf('get_lldp_neighbors_detail');
    const withLocal = c.recordings.flatMap((r) => (r.kind === 'cli' && r.command === 'show lldp neighbors detail'
      ? [{ ...r, answer: r.answer.replace('Chassis id:', 'Local Intf: Gi1/0/3\nChassis id:') }] : []));
    const { session, sent } = recordingReplay(withLocal);
    const result = await getter('get_lldp_neighbors_detail')(session) as Record<string, unknown[]>;
    assert.deepEqual(Object.keys(result), ['GigabitEthernet1/0/3']);
    assert.deepEqual(sent, ['show lldp neighbors detail']);
  });
});

describe('ios parsers', () => {
  it('parses long uptimes', () => {
    assert.equal(uptimeSeconds('1 year, 2 weeks, 3 days, 4 hours, 5 minutes'), 365 * 86400 + 14 * 86400 + 3 * 86400 + 4 * 3600 + 5 * 60);
    assert.equal(uptimeSeconds('27 weeks, 4 days, 16 minutes'), 16676160);
    assert.equal(uptimeSeconds('2 years, 1 week'), 2 * 365 * 86400 + 7 * 86400);
    assert.equal(uptimeSeconds('unknown'), undefined);
  });

  it('parses compact BGP durations', () => {
    assert.equal(compactDurationSeconds('00:14:23'), 14 * 60 + 23);
    assert.equal(compactDurationSeconds('1d17h'), 86400 + 17 * 3600);
    assert.equal(compactDurationSeconds('8w5d'), 8 * 7 * 86400 + 5 * 86400);
    assert.equal(compactDurationSeconds('1y28w'), 365 * 86400 + 28 * 7 * 86400);
    assert.equal(compactDurationSeconds('never'), -1);
    assert.throws(() => compactDurationSeconds('soon'), /unrecognised duration: "soon"/);
  });

  it('normalises IP addresses as NAPALM does', () => {
    assert.equal(ipAddress('FE80::C009:24FF:FEAC:0'), 'fe80::c009:24ff:feac:0');
    assert.equal(ipAddress('2001:0DB8:0:0:8:800:200C:417A'), '2001:db8::8:800:200c:417a');
    assert.equal(ipAddress('2001:db8:0:1:1:1:1:1'), '2001:db8:0:1:1:1:1:1');
    assert.equal(ipAddress('2001:0:0:1:0:0:0:1'), '2001:0:0:1::1');
    assert.equal(ipAddress('::ffff:10.0.0.1'), '::ffff:10.0.0.1');
    assert.equal(ipAddress('fe80::1%Gi1'), 'fe80::1%Gi1');
    assert.throws(() => ipAddress('10.0.0.1', 6), /not an IPv6 address/);
    assert.throws(() => ipAddress('1.2.3'), /not an IPv4 or IPv6 address/);
    assert.throws(() => ipAddress('1::2::3'));
  });

  it('expands abbreviated interface names and speeds', () => {
    assert.equal(canonicalInterfaceName('Fa4'), 'FastEthernet4');
    assert.equal(canonicalInterfaceName('Te1/2/15'), 'TenGigabitEthernet1/2/15');
    assert.equal(canonicalInterfaceName('Po21'), 'Port-channel21');
    assert.equal(canonicalInterfaceName('Vl100'), 'Vlan100');
    assert.equal(canonicalInterfaceName('Wlan-GigabitEthernet0'), 'Wlan-GigabitEthernet0');
    assert.equal(canonicalInterfaceName('Xyz9'), 'Xyz9');
    assert.equal(speedMbps(2500, 'Kbit'), 2.5);
    assert.equal(speedMbps(10, 'Gb'), 10000);
  });

  it('reads received multicasts from the parenthesis, not its last digit', () => {
    const text = 'Gi1 is up, line protocol is up\n     Received 264071 broadcasts (39327 IP multicasts)\n';
    const c = parseInterfaceCounters(text, '')['Gi1']!;
    assert.equal(c.rx_broadcast_packets, 264071);
    assert.equal(c.rx_multicast_packets, 39327);
    assert.equal(c.rx_discards, -1);
  });

  it('splits LLDP neighbours without an Enabled Capabilities line', () => {
    const entries = parseLldpDetail('Local Intf: Gi0/1\nChassis id: 0018.fe1e.b020\nSystem Name: a\nLocal Intf: Gi0/2\nChassis id: host-b\nSystem Name: b\n');
    assert.deepEqual(entries.map((e) => [e.local_interface, e.detail.remote_chassis_id, e.detail.remote_system_name]),
      [['Gi0/1', '00:18:FE:1E:B0:20', 'a'], ['Gi0/2', 'host-b', 'b']]);
  });
});
