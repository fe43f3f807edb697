// The eos driver against the recorded NAPALM fixtures, plus what they do not exercise: other
// EOS releases' layouts, vEOS, rejected commands, NAPALM's other recorded eos cases (condensed
// to the fields that matter) and answers that are truncated or garbled.
import assert from 'node:assert/strict';
import eos from '../../src/devlib/drivers/eos/index.ts';
import { EapiAnswerError } from '../../src/devlib/drivers/eos/answer.ts';
import { roundToTenth, parseTop } from '../../src/devlib/drivers/eos/environment.ts';
import { compareNicely } from '../../src/devlib/drivers/eos/facts.ts';
import { eosMac } from '../../src/devlib/drivers/eos/mac.ts';
import type { Recording } from '../../src/devlib/fixtures.ts';
import { DeviceCommandError, type EapiSession, type GetterName } from '../../src/devlib/types.ts';
import { assertMatches, driverCases, eapiReplay } from './replay.ts';

const cases = driverCases('eos');
const getter = (name: string) => eos.getters[name as GetterName] as unknown as (s: EapiSession) => Promise<unknown>;
const caseOf = (name: string) => cases.find((c) => c.getter === name)!;
const answerOf = (name: string, command: string): unknown => {
  const r = caseOf(name).recordings.find((x) => x.kind === 'eapi' && x.command === command);
  return r?.kind === 'eapi' ? structuredClone(r.answer) : undefined;
};

type Call = { commands: string[]; format: 'json' | 'text' };

/** A replay session that also records each runCmds call. */
function recordingReplay(recordings: Recording[]): { session: EapiSession; calls: Call[] } {
  const replay = eapiReplay(recordings);
  const calls: Call[] = [];
  return { calls, session: { run: (commands, format) => (calls.push({ commands, format }), replay.run(commands, format)) } };
}

/** A device answering from a table (JSON result objects, or text for text commands); anything
 * else is refused as eAPI refuses an unknown command. */
function device(answers: Record<string, unknown>, calls: Call[] = []): EapiSession {
  return {
    async run(commands, format) {
      calls.push({ commands, format });
      return commands.map((c, i) => {
        if (!Object.hasOwn(answers, c)) throw new DeviceCommandError(c, `CLI command ${i + 1} of ${commands.length} '${c}' failed: invalid command`);
        return answers[c];
      });
    },
  };
}

/** The answer a JSON document cut after its first `keep` values parses to once closed. */
function truncated(value: unknown, budget: { left: number }): unknown {
  if (budget.left-- <= 0) return undefined;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const v of value) {
      const t = truncated(v, budget);
      if (t === undefined) break;
      out.push(t);
    }
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const t = truncated(v, budget);
      if (t === undefined) break;
      Object.defineProperty(out, k, { value: t, enumerable: true });
    }
    return out;
  }
  return value;
}

function countValues(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  return 1 + Object.values(value).reduce<number>((n, v) => n + countValues(v), 0);
}

/** `value` with its `index`-th value (document order) replaced by `by`. */
function replaced(value: unknown, index: number, by: unknown, at = { n: 0 }): unknown {
  if (at.n++ === index) return by;
  if (Array.isArray(value)) return value.map((v) => replaced(v, index, by, at));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: replaced(v, index, by, at), enumerable: true });
    return out;
  }
  return value;
}

/** What a getter returns is NAPALM's shape: no NaN, no Infinity, no null or undefined inside. */
function assertClean(value: unknown, path: string): void {
  assert.ok(value !== null && value !== undefined, `${path} is ${String(value)}`);
  if (typeof value === 'number') assert.ok(Number.isFinite(value), `${path} is ${value}`);
  if (typeof value === 'object') for (const [k, v] of Object.entries(value)) assertClean(v, `${path}.${k}`);
}

/** Runs the getter on garbled recordings: it returns a clean result or fails with an Error
 * that has a message, never a TypeError or RangeError. */
async function survives(name: string, recordings: Recording[], what: string): Promise<void> {
  try {
    assertClean(await getter(name)(eapiReplay(recordings)), `${name} (${what})`);
  } catch (e) {
    if (e instanceof assert.AssertionError) throw e;
    assert.ok(!(e instanceof TypeError) && !(e instanceof RangeError), `${name} (${what}): ${String(e)}`);
    assert.ok(e instanceof Error && e.message, `${name} (${what}): error without a message`);
  }
}

describe('eos driver', () => {
  it('declares the eapi transport and all 15 getters', () => {
    assert.equal(eos.name, 'eos');
    assert.equal(eos.transport, 'eapi');
    assert.equal(eos.defaultPort, 443);
    assert.equal(Object.keys(eos.getters).length, 15);
    assert.equal(cases.length, 15);
  });

  for (const c of cases) {
    it(`${c.getter} (${c.dir.split('/').pop()}) sends the recorded commands and returns the expected result`, async () => {
      const { session, calls } = recordingReplay(c.recordings);
      const result = await getter(c.getter)(eos.session(session));
      assertMatches(result, c.expected);
      const sent = calls.flatMap((call) => call.commands.map((command) => `${call.format} ${command}`));
      assert.deepEqual(sent, c.recordings.map((r) => (r.kind === 'eapi' ? `${r.format} ${r.command}` : '')));
    });
  }

  it('batches the commands as NAPALM does', async () => {
    const batches: Record<string, number[]> = {
      get_bgp_neighbors: [4], get_config: [2], get_environment: [1, 3, 1], get_facts: [3], get_interfaces_ip: [1, 1], get_snmp_information: [3, 1],
    };
    for (const [name, sizes] of Object.entries(batches)) {
      const { session, calls } = recordingReplay(caseOf(name).recordings);
      await getter(name)(session);
      assert.deepEqual(calls.map((c) => c.commands.length), sizes, name);
    }
  });

  it('computes the uptime from the boot time', async () => {
    const facts = await getter('get_facts')(eapiReplay(caseOf('get_facts').recordings)) as { uptime: number };
    assert.ok(Math.abs(facts.uptime - (Date.now() / 1000 - 1466586790.4)) < 60);
  });

  it('truncated answers never fail with a TypeError or RangeError', async () => {
    for (const c of cases) {
      for (const fraction of [0, 0.07, 0.3, 0.5, 0.71, 0.93]) {
        const cut = c.recordings.map((r): Recording => {
          if (r.kind !== 'eapi') return r;
          if (typeof r.answer === 'string') return { ...r, answer: r.answer.slice(0, Math.floor(r.answer.length * fraction)) };
          return { ...r, answer: truncated(r.answer, { left: Math.floor(countValues(r.answer) * fraction) }) };
        });
        await survives(c.getter, cut, `cut at ${fraction}`);
      }
    }
  });

  it('garbled answers never fail with a TypeError or RangeError, nor return NaN or null', async () => {
    const garbage: unknown[] = [null, 'garbled', -1, 1.5, true, [], {}, [{}], { interfaces: 7 }];
    for (const c of cases) {
      for (const [i, r] of c.recordings.entries()) {
        if (r.kind !== 'eapi') continue;
        const count = countValues(r.answer);
        // Every value of a small answer, some 60 spread over a large one.
        for (let at = 0; at < count; at += Math.max(1, Math.floor(count / 60))) {
          for (const by of garbage) {
            const garbled = c.recordings.map((x, j) => (j === i && x.kind === 'eapi' ? { ...x, answer: replaced(x.answer, at, by) } : x));
            await survives(c.getter, garbled, `${r.command} value ${at} as ${JSON.stringify(by)}`);
          }
        }
      }
    }
  });

  it('a batch answered with fewer results than commands is an EapiAnswerError', async () => {
    const short: EapiSession = { run: async (commands) => commands.slice(1).map(() => ({})) };
    await assert.rejects(getter('get_facts')(short), (e: unknown) =>
      e instanceof EapiAnswerError && /eAPI answered 2 results to 3 commands \(`show version`, `show hostname`, `show interfaces`\)/.test(e.message));
    const text: EapiSession = { run: async (commands) => commands.map(() => ({ output: 'x' })) };
    await assert.rejects(getter('get_config')(text), /`show startup-config`: the text answer is not text/);
  });

  it('names the command and the field an answer lacks or garbles', async () => {
    const interfaces = answerOf('get_interfaces', 'show interfaces') as { interfaces: Record<string, Record<string, unknown>> };
    delete interfaces.interfaces['Ethernet2']!['mtu'];
    await assert.rejects(getter('get_interfaces')(device({ 'show interfaces': interfaces })),
      (e: unknown) => e instanceof EapiAnswerError && e.message === '`show interfaces`: interfaces.Ethernet2.mtu is missing');
    interfaces.interfaces['Ethernet2']!['mtu'] = '9214';
    await assert.rejects(getter('get_interfaces')(device({ 'show interfaces': interfaces })),
      /^EapiAnswerError: `show interfaces`: interfaces.Ethernet2.mtu is not a number: "9214"$/);
    await assert.rejects(getter('get_interfaces')(device({ 'show interfaces': { interfaces: 7 } })),
      /^EapiAnswerError: `show interfaces`: interfaces is not an object: 7$/);
    await assert.rejects(getter('get_interfaces')(device({ 'show interfaces': { interfaces: { 'Ethernet1/1': 'up' } } })),
      /^EapiAnswerError: `show interfaces`: interfaces\["Ethernet1\/1"\] is not an object: "up"$/);
    await assert.rejects(getter('get_vlans')(device({ 'show vlan': null })), /^EapiAnswerError: `show vlan`: vlans is missing$/);
    const arp = { vrfs: { default: { ipV4Neighbors: [{ hwAddress: 'dc38.e111', address: '10.0.0.1', interface: 'Ethernet1' }] } } };
    await assert.rejects(getter('get_arp_table')(device({ 'show arp vrf all': arp })),
      /`show arp vrf all`: vrfs.default.ipV4Neighbors\[0\].hwAddress is not valid: not a MAC address: dc38.e111/);
  });

  it('passes a rejected command on as the DeviceCommandError', async () => {
    await assert.rejects(getter('get_facts')(device({})), (e: unknown) => e instanceof DeviceCommandError && e.request === 'show version');
    await assert.rejects(getter('get_vlans')(device({})), (e: unknown) => e instanceof DeviceCommandError && e.request === 'show vlan');
  });

  it('does not let device names reach Object.prototype', async () => {
    const users = await getter('get_users')(device({
      'show users accounts': JSON.parse('{"users": {"__proto__": {"privLevel": 15}, "constructor": {}}}'),
    })) as Record<string, { level: number }>;
    assert.deepEqual(Object.keys(users).sort(), ['__proto__', 'constructor']);
    assert.equal(Object.getPrototypeOf(users), Object.prototype);
    assert.equal(users['constructor']!.level, 0);
    const vlans = await getter('get_vlans')(device({ 'show vlan': JSON.parse('{"vlans": {"__proto__": {"name": "x", "interfaces": {"toString": {}}}}}') }));
    assert.deepEqual(Object.entries(vlans as object), [['__proto__', { name: 'x', interfaces: ['toString'] }]]);
  });
});

describe('eos getters beyond the fixtures', () => {
  it('get_arp_table: no table when the device refuses, -1 for static entries, every VRF', async () => {
    assert.deepEqual(await getter('get_arp_table')(device({})), []);
    const arp = {
      vrfs: {
        default: { ipV4Neighbors: [{ hwAddress: 'dc38.e111.97cf', address: '172.17.17.1', interface: 'Ethernet45' }] },
        mgmt: { ipV4Neighbors: [{ hwAddress: '90:e2:ba:5c:25:fd', address: '10.0.0.2', interface: 'Management1', age: 30 }] },
        empty: {},
      },
    };
    assert.deepEqual(await getter('get_arp_table')(device({ 'show arp vrf all': arp })), [
      { interface: 'Ethernet45', mac: 'DC:38:E1:11:97:CF', ip: '172.17.17.1', age: -1 },
      { interface: 'Management1', mac: '90:E2:BA:5C:25:FD', ip: '10.0.0.2', age: 30 },
    ]);
  });

  const bgp = (ipv4Summary: unknown, ipv6Summary: unknown, ipv4Neighbors: unknown, ipv6Peers: unknown) => device({
    'show ip bgp summary vrf all': ipv4Summary, 'show ipv6 bgp summary vrf all': ipv6Summary,
    'show ip bgp neighbors vrf all': ipv4Neighbors, 'show ipv6 bgp peers vrf all': ipv6Peers,
  });

  it('get_bgp_neighbors: nothing without BGP, a VRF without peers keeps its router id (NAPALM nobgp, nopeers)', async () => {
    assert.deepEqual(await getter('get_bgp_neighbors')(bgp({ vrfs: {} }, { vrfs: {} }, { vrfs: {} }, { vrfs: {} })), {});
    const summary = { vrfs: { default: { routerId: '192.168.0.0', asn: '65001', peers: {} } } };
    const none = { vrfs: { default: { peerList: [] } } };
    assert.deepEqual(await getter('get_bgp_neighbors')(bgp(summary, summary, none, none)), { global: { router_id: '192.168.0.0', peers: {} } });
  });

  it('get_bgp_neighbors: link-local peers with their scope, asdot AS numbers, VRFs and shut down peers (NAPALM issue1759)', async () => {
    const summary = (accepted: number) => ({
      vrfs: {
        default: { routerId: '172.18.8.0', peers: { 'fe80::a8c1:abff:fe94:4171%Et3': { prefixAccepted: accepted, peerState: 'Established' } } },
        blue: { routerId: '10.9.9.9', peers: { '10.1.1.1': { prefixAccepted: 0 } } },
      },
    });
    const ipv6Peers = {
      vrfs: {
        default: {
          peerList: [{
            peerAddress: 'FE80::A8C1:ABFF:FE94:4171%Et3', asn: '65001.1028', localAsn: '65002.2048', routerId: '172.18.4.4', state: 'Established',
            establishedTime: 9.7, prefixesReceived: 3, prefixesSent: 9, v6PrefixesReceived: 4, v6PrefixesSent: 8, description: 'leaf',
          }],
        },
      },
    };
    const ipv4Neighbors = {
      vrfs: {
        blue: {
          peerList: [{
            peerAddress: '10.1.1.1', asn: 65010, localAsn: 65001, routerId: '0.0.0.0', state: 'Idle', idleReason: 'Administratively shut down',
            prefixesReceived: 0, prefixesSent: 0,
          }],
        },
      },
    };
    assert.deepEqual(await getter('get_bgp_neighbors')(bgp(summary(3), summary(2), ipv4Neighbors, ipv6Peers)), {
      global: {
        router_id: '172.18.8.0',
        peers: {
          'fe80::a8c1:abff:fe94:4171%Et3': {
            local_as: 4259973120, remote_as: 4259906564, remote_id: '172.18.4.4', is_up: true, is_enabled: true, description: 'leaf', uptime: 9,
            address_family: { ipv4: { received_prefixes: 3, accepted_prefixes: 3, sent_prefixes: 9 }, ipv6: { received_prefixes: 4, accepted_prefixes: 2, sent_prefixes: 8 } },
          },
        },
      },
      blue: {
        router_id: '10.9.9.9',
        peers: {
          '10.1.1.1': {
            local_as: 65001, remote_as: 65010, remote_id: '0.0.0.0', is_up: false, is_enabled: false, description: '', uptime: -1,
            // EOS before the v6 counters: unknown, not zero.
            address_family: { ipv4: { received_prefixes: 0, accepted_prefixes: 0, sent_prefixes: 0 }, ipv6: { received_prefixes: -1, accepted_prefixes: 0, sent_prefixes: -1 } },
          },
        },
      },
    });
  });

  it('get_bgp_neighbors: an AS number that is none is an error naming it', async () => {
    const summary = { vrfs: {} };
    const peers = { vrfs: { default: { peerList: [{ peerAddress: '10.0.0.1', asn: '65001.70000', localAsn: '1', routerId: '1.1.1.1', state: 'Active' }] } } };
    await assert.rejects(getter('get_bgp_neighbors')(bgp(summary, summary, peers, { vrfs: {} })),
      /`show ip bgp neighbors vrf all`: vrfs.default.peerList\[0\].asn is not valid: not an AS number: "65001.70000"/);
  });

  const environment = (version: unknown, top: string, power?: unknown) => {
    const answers: Record<string, unknown> = {
      'show version': version,
      'show system environment cooling': answerOf('get_environment', 'show system environment cooling'),
      'show system environment temperature': answerOf('get_environment', 'show system environment temperature'),
      'show processes top once': top,
    };
    if (power !== undefined) answers['show system environment power'] = power;
    return answers;
  };

  it('get_environment: vEOS and cEOS-lab are not asked for power supplies (NAPALM issue90_veos, ceos430)', async () => {
    const top = answerOf('get_environment', 'show processes top once') as string;
    for (const modelName of ['vEOS', 'cEOSLab']) {
      const calls: Call[] = [];
      const env = await getter('get_environment')(device(environment({ modelName }, top), calls)) as { power: object; fans: object };
      assert.deepEqual(env.power, {});
      assert.equal(Object.keys(env.fans).length, 6);
      assert.deepEqual(calls.map((c) => c.commands), [['show version'], ['show system environment cooling', 'show system environment temperature'], ['show processes top once']]);
    }
  });

  it('get_environment: the top header of EOS 4.16 and 4.27, and a power supply that lost power (NAPALM issue1671, issue810)', async () => {
    const top427 = 'top - 14:03:41 up 131 days\nTasks: 383 total\n%Cpu(s):  8.5 us,  1.4 sy,  0.0 ni, 89.7 id,  0.0 wa\nMiB Mem :   3889.2 total,    150.3 free,   1104.5 used,   2634.4 buff/cache\n';
    const power = { powerSupplies: { 1: { capacity: 65.0, state: 'ok' }, 2: { capacity: 65.0, state: 'powerLoss', outputPower: 0 } } };
    const env = await getter('get_environment')(device(environment({ modelName: 'DCS-7010T-48' }, top427, power))) as Record<string, unknown>;
    assert.deepEqual(env['cpu'], { 0: { '%usage': 10.3 } });
    assert.deepEqual(env['memory'], { available_ram: 3982540, used_ram: 1131008 });
    assert.deepEqual(env['power'], { 1: { status: true, capacity: 65, output: -1 }, 2: { status: false, capacity: 65, output: 0 } });
    assert.deepEqual(parseTop('top\nTasks\n%Cpu(s):  4.2 us,  0.9 sy,  0.0 ni, 94.6 id\nKiB Mem:  32472080 total,  5696652 used, 26775428 free,   372092 buffers\n'),
      { cpu: 5.4, memory: { available_ram: 32472080, used_ram: 5696652 } });
    assert.throws(() => parseTop('top - 14:03:41\nTasks: 1 total\n'), /`show processes top once`: no CPU idle share in/);
    assert.throws(() => parseTop('Cpu(s): 0.0%ni, 95.7%id\nTiB Mem : 1.0 total, 0.5 free, 0.5 used,\n'), /no known memory unit \(TiB\)/);
  });

  it('get_environment: alerts above the overheat threshold, critical above the critical one', async () => {
    const sensor = (name: string, t: number | undefined) => ({ name, currentTemperature: t, overheatThreshold: 80, criticalThreshold: 90 });
    const answers = environment({ modelName: 'vEOS' }, answerOf('get_environment', 'show processes top once') as string);
    answers['show system environment temperature'] = {
      tempSensors: [sensor('a', 80), sensor('b', 85), sensor('c', 95), sensor('unread', undefined), { name: 'nothresholds', currentTemperature: 99 }],
      cardSlots: [{ tempSensors: [sensor('card', 70)] }],
    };
    const env = await getter('get_environment')(device(answers)) as { temperature: object };
    assert.deepEqual(env.temperature, {
      card: { temperature: 70, is_alert: false, is_critical: false },
      a: { temperature: 80, is_alert: false, is_critical: false },
      b: { temperature: 85, is_alert: true, is_critical: false },
      c: { temperature: 95, is_alert: true, is_critical: true },
      unread: { temperature: 0, is_alert: false, is_critical: false },
      nothresholds: { temperature: 99, is_alert: false, is_critical: false },
    });
  });

  it('get_facts: subinterfaces left out, names in natural order', async () => {
    const iface = {};
    const answers = {
      'show version': answerOf('get_facts', 'show version'),
      'show hostname': { hostname: 'sw1', fqdn: 'sw1.example.net' },
      'show interfaces': { interfaces: { Ethernet10: iface, 'Ethernet2.100': iface, Ethernet2: iface, 'Ethernet1/10': iface, 'Ethernet1/9': iface, Vlan100: iface, Loopback0: iface } },
    };
    const facts = await getter('get_facts')(device(answers)) as { interface_list: string[]; fqdn: string };
    assert.deepEqual(facts.interface_list, ['Ethernet1/9', 'Ethernet1/10', 'Ethernet2', 'Ethernet10', 'Loopback0', 'Vlan100']);
    assert.equal(facts.fqdn, 'sw1.example.net');
  });

  it('get_interfaces: no MAC address on loopbacks, shutdown is disabled, other down states are not (NAPALM issue68)', async () => {
    const base = { mtu: 1500, bandwidth: 1e10, description: '' };
    const answer = {
      interfaces: {
        Loopback0: { ...base, lineProtocolStatus: 'up', interfaceStatus: 'connected', mtu: 65535, bandwidth: 0 },
        Ethernet1: { ...base, lineProtocolStatus: 'down', interfaceStatus: 'disabled', physicalAddress: '44:4c:a8:cd:33:7e', lastStatusChangeTimestamp: 1475664667.43 },
        Ethernet2: { ...base, lineProtocolStatus: 'lowerLayerDown', interfaceStatus: 'notconnect', physicalAddress: 'not-a-mac' },
      },
    };
    assert.deepEqual(await getter('get_interfaces')(device({ 'show interfaces': answer })), {
      Loopback0: { is_up: true, is_enabled: true, description: '', last_flapped: -1, mtu: 65535, speed: 0, mac_address: '' },
      Ethernet1: { is_up: false, is_enabled: false, description: '', last_flapped: 1475664667.43, mtu: 1500, speed: 10000, mac_address: '44:4C:A8:CD:33:7E' },
      Ethernet2: { is_up: false, is_enabled: true, description: '', last_flapped: -1, mtu: 1500, speed: 10000, mac_address: '' },
    });
  });

  it('get_interfaces_counters: -1 for what EOS does not count, subinterfaces left out', async () => {
    const answer = { interfaces: { Tunnel1: { hardware: 'tunnel', interfaceCounters: { inOctets: 5 } }, 'Ethernet1.5': { hardware: 'subinterface' } } };
    assert.deepEqual(await getter('get_interfaces_counters')(device({ 'show interfaces': answer })), {
      Tunnel1: {
        tx_octets: -1, rx_octets: 5, tx_unicast_packets: -1, rx_unicast_packets: -1, tx_multicast_packets: -1, rx_multicast_packets: -1,
        tx_broadcast_packets: -1, rx_broadcast_packets: -1, tx_discards: -1, rx_discards: -1, tx_errors: -1, rx_errors: -1,
      },
    });
  });

  it('get_interfaces_ip: IPv4 only when the device has no IPv6 interface; other refusals are errors', async () => {
    const ipv4 = {
      interfaces: {
        Loopback0: { interfaceAddress: { primaryIp: { address: '172.17.17.1', maskLen: 32 } } },
        Ethernet9: { interfaceAddress: { primaryIp: { address: '0.0.0.0', maskLen: 0 }, secondaryIpsOrderedList: [] } },
      },
    };
    const noIpv6: EapiSession = {
      run: async (commands) => {
        if (commands[0] === 'show ipv6 interface') throw new DeviceCommandError(commands[0], "CLI command 1 of 1 'show ipv6 interface' failed: could not run command [No IPv6 configured interfaces]");
        return [ipv4];
      },
    };
    assert.deepEqual(await getter('get_interfaces_ip')(noIpv6), { Loopback0: { ipv4: { '172.17.17.1': { prefix_length: 32 } }, ipv6: {} }, Ethernet9: { ipv4: {}, ipv6: {} } });
    await assert.rejects(getter('get_interfaces_ip')(device({ 'show ip interface': ipv4 })), (e: unknown) => e instanceof DeviceCommandError && e.request === 'show ipv6 interface');
  });

  it('get_interfaces_ip: an interface without a link-local address (NAPALM issue68)', async () => {
    const answers = {
      'show ip interface': { interfaces: { Loopback0: { interfaceAddress: { primaryIp: { address: '172.17.17.1', maskLen: 32 } } } } },
      'show ipv6 interface': {
        interfaces: {
          Loopback0: { addresses: [{ address: '2400:BEEF:0::1', subnet: '2400:beef::1/128' }] },
          Vlan5: { linkLocal: { address: 'fe80::1', subnet: 'fe80::/64' }, addresses: [] },
        },
      },
    };
    assert.deepEqual(await getter('get_interfaces_ip')(device(answers)), {
      Loopback0: { ipv4: { '172.17.17.1': { prefix_length: 32 } }, ipv6: { '2400:beef::1': { prefix_length: 128 } } },
      Vlan5: { ipv4: {}, ipv6: { 'fe80::1': { prefix_length: 64 } } },
    });
  });

  it('get_lldp_neighbors_detail: capability names, chassis ids of every kind, short MAC groups (NAPALM issue903, issue1153)', async () => {
    const neighbor = (chassisIdType: string, chassisId: string, systemCapabilities: Record<string, boolean>) => ({
      chassisIdType, chassisId, systemCapabilities, systemName: 'linux', neighborInterfaceInfo: { interfaceId: '"597"', interfaceDescription: 'eth0' },
    });
    const answer = {
      lldpNeighbors: {
        Ethernet22: { lldpNeighborInfo: [neighbor('macAddress', '00c.297b.d2a8', { bridge: false, wlanAccessPoint: false, router: false, stationOnly: true })] },
        Ethernet23: { lldpNeighborInfo: [neighbor('local', 'sw-a', { router: true, bridge: true, cVlanComponent: true })] },
        Ethernet24: { lldpNeighborInfo: [] },
      },
    };
    assert.deepEqual(await getter('get_lldp_neighbors_detail')(device({ 'show lldp neighbors  detail': answer })), {
      Ethernet22: [{
        parent_interface: 'Ethernet22', remote_port: '597', remote_port_description: 'eth0', remote_system_name: 'linux', remote_system_description: '',
        remote_chassis_id: '00:0C:29:7B:D2:A8', remote_system_capab: ['bridge', 'router', 'station', 'wlan-access-point'], remote_system_enable_capab: ['station'],
      }],
      Ethernet23: [{
        parent_interface: 'Ethernet23', remote_port: '597', remote_port_description: 'eth0', remote_system_name: 'linux', remote_system_description: '',
        remote_chassis_id: 'sw-a', remote_system_capab: ['bridge', 'router'], remote_system_enable_capab: ['bridge', 'router'],
      }],
    });
  });

  it('get_lldp_neighbors: several neighbours on one port', async () => {
    const answer = { lldpNeighbors: [{ port: 'Ethernet1', neighborDevice: 'a', neighborPort: 'Gi0/1' }, { port: 'Ethernet1', neighborDevice: 'b', neighborPort: 'Gi0/2' }] };
    assert.deepEqual(await getter('get_lldp_neighbors')(device({ 'show lldp neighbors': answer })),
      { Ethernet1: [{ hostname: 'a', port: 'Gi0/1' }, { hostname: 'b', port: 'Gi0/2' }] });
  });

  it('get_ntp_servers: VRFs, options, and the local interface as source address (NAPALM details, extra-output)', async () => {
    const config = [
      'ip access-list test-acl', '    20 permit udp any eq ntp any',
      'ntp local-interface Management0', 'ntp authenticate', 'ntp serve all', 'ntp trusted-key 1',
      'ntp server vrf FOO 1.2.3.4 prefer iburst version 3 key 7',
      'ntp server vrf FOO 4.3.2.1 local-interface Management0',
      'ntp server 2001:db8::1 local-interface Management0 maxpoll 10',
      'ntp server ntp.example.net local-interface Loopback9',
    ].join('\n');
    const calls: Call[] = [];
    const servers = await getter('get_ntp_servers')(device({
      'show running-config | section ntp': config,
      'show ip interface': { interfaces: { Management0: { interfaceAddress: { primaryIp: { address: '172.20.20.2', maskLen: 24 } } } } },
      'show ipv6 interface': { interfaces: { Management0: { linkLocal: { address: 'fe80::21c:73ff:fe7b:8c1d', subnet: 'fe80::/64' }, addresses: [{ address: '2001:172:20:20::2', subnet: '2001:172:20:20::/64' }] } } },
    }, calls));
    const defaults = { port: 123, version: 4, association_type: 'SERVER', iburst: false, prefer: false, network_instance: 'default', source_address: '', key_id: -1 };
    assert.deepEqual(servers, {
      '1.2.3.4': { ...defaults, address: '1.2.3.4', network_instance: 'FOO', prefer: true, iburst: true, version: 3, key_id: 7 },
      '4.3.2.1': { ...defaults, address: '4.3.2.1', network_instance: 'FOO', source_address: '172.20.20.2' },
      '2001:db8::1': { ...defaults, address: '2001:db8::1', source_address: 'fe80::21c:73ff:fe7b:8c1d' },
      'ntp.example.net': { ...defaults, address: 'ntp.example.net' },
    });
    assert.deepEqual(calls.map((c) => c.commands[0]), ['show running-config | section ntp', 'show ip interface', 'show ipv6 interface']);
    await assert.rejects(getter('get_ntp_servers')(device({ 'show running-config | section ntp': 'ntp server 1.2.3.4 key\n' })),
      /NTP server line ends after "key"/);
  });

  it('get_snmp_information: quotes some releases put around location and contact go, communities by their ACL', async () => {
    const snmp = await getter('get_snmp_information')(device({
      'show snmp v2-mib chassis': { chassisId: 'sw1' },
      'show snmp v2-mib location': { location: '"DC 1, row 4"' },
      'show snmp v2-mib contact': {},
      'show running-config | section snmp-server community': 'snmp-server community __proto__ rw acl1\nsnmp-server community bare\n',
    })) as { community: object };
    assert.deepEqual(snmp, { chassis_id: 'sw1', location: 'DC 1, row 4', contact: '', community: { ['__proto__']: { acl: 'acl1', mode: 'rw' } } });
    assert.equal(Object.getPrototypeOf(snmp.community), Object.prototype);
  });

  it('get_users: users without keys, and the key kinds current OpenSSH makes (NAPALM no_sshkey)', async () => {
    const users = await getter('get_users')(device({
      'show users accounts': {
        users: {
          plain: { username: 'plain', privLevel: 1, secret: '$6$abc' },
          ed: { privLevel: 15, sshAuthorizedKey: 'ssh-ed25519 AAAAC3Nza ed@host' },
          odd: { sshAuthorizedKey: 'from="10.0.0.1" ssh-rsa AAAA' },
        },
      },
    }));
    assert.deepEqual(users, {
      plain: { level: 1, password: '$6$abc', sshkeys: [] },
      ed: { level: 15, password: '', sshkeys: ['ssh-ed25519 AAAAC3Nza ed@host'] },
      odd: { level: 0, password: '', sshkeys: [] },
    });
  });

  it('get_mac_address_table and get_vlans: empty tables', async () => {
    assert.deepEqual(await getter('get_mac_address_table')(device({ 'show mac address-table': { multicastTable: { tableEntries: [] } } })), []);
    assert.deepEqual(await getter('get_vlans')(device({ 'show vlan': { vlans: {} } })), {});
  });
});

describe('eos helpers', () => {
  it('sorts interface names as NAPALM sorted_nicely does', () => {
    const names = ['Ethernet10', 'Ethernet9', 'Ethernet1/2', 'Ethernet01', 'Port-Channel1', 'Ethernet1', 'Ethernet100000000000000000001', 'Ethernet100000000000000000000'];
    assert.deepEqual(names.sort(compareNicely),
      ['Ethernet01', 'Ethernet1', 'Ethernet1/2', 'Ethernet9', 'Ethernet10', 'Ethernet100000000000000000000', 'Ethernet100000000000000000001', 'Port-Channel1']);
  });

  it('rounds to a tenth as Python round(x, 1) does', () => {
    assert.equal(roundToTenth(100 - 95.7), 4.3);
    assert.equal(roundToTenth(4.25), 4.2);
    assert.equal(roundToTenth(4.75), 4.8);
    assert.equal(roundToTenth(0.15), 0.1); // 0.15 is a little below, as a double
    assert.equal(roundToTenth(2.675), 2.7);
  });

  it('reads the MAC spellings EOS prints', () => {
    assert.equal(eosMac('2c60.0cad.30de'), '2C:60:0C:AD:30:DE');
    assert.equal(eosMac('00c.297b.d2a8'), '00:0C:29:7B:D2:A8');
    assert.equal(eosMac('08:00:27:20:b9:04'), '08:00:27:20:B9:04');
    assert.throws(() => eosMac('2c60.0cad'), /not a MAC address/);
  });
});
