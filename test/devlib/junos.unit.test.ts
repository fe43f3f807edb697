// The junos driver against the recorded NAPALM fixtures, the device facts round trip the
// simulator relies on, and the reply handling the fixtures do not exercise (rpc-errors,
// whitespace, switching styles, truncated replies).
import assert from 'node:assert/strict';
import junos, { type JunosSession } from '../../src/devlib/drivers/junos/index.ts';
import { factReplies, gatherFacts, type JunosFacts } from '../../src/devlib/drivers/junos/facts.ts';
import { parseInterfaces } from '../../src/devlib/drivers/junos/interfaces.ts';
import { parseMacTable } from '../../src/devlib/drivers/junos/mac_table.ts';
import { parseVlans } from '../../src/devlib/drivers/junos/vlans.ts';
import { asPlainNumber } from '../../src/devlib/parse/bgp_as_number.ts';
import { lldpCapabilityNames } from '../../src/devlib/parse/lldp_capability_names.ts';
import { pythonRound } from '../../src/devlib/parse/python_round.ts';
import { rpcName, type Recording } from '../../src/devlib/fixtures.ts';
import { DeviceCommandError, type GetterName, type NetconfSession } from '../../src/devlib/types.ts';
import { assertMatches, driverCases, netconfReplay } from './replay.ts';

const cases = driverCases('junos');
const getter = (name: string) => junos.getters[name as GetterName] as unknown as (s: JunosSession) => Promise<unknown>;
const caseOf = (name: string) => cases.find((c) => c.getter === name)!;

/** The facts fields the getters read: what the round trip must preserve. */
const FACT_FIELDS = ['hostname', 'fqdn', 'model', 'version', 'serialnumber', 'uptime', 'switch_style', 'srx_cluster'] as const;

function recordedFacts(recordings: Recording[]): JunosFacts | undefined {
  const r = recordings.find((x) => x.kind === 'facts');
  return r ? (r.answer as unknown as JunosFacts) : undefined;
}

/** A JunosSession over the recordings that also logs the RPCs sent (facts are the
 * recording's facts.json, never RPCs). netconfReplay answers by RPC name, which gives
 * get_bgp_neighbors the master instance's reply for every instance; a reply recorded for
 * exactly the request sent answers it first. */
function replaySession(recordings: Recording[], facts = recordedFacts(recordings)): { session: JunosSession; sent: string[] } {
  const replay = netconfReplay(recordings);
  const sent: string[] = [];
  return {
    sent,
    session: {
      rpc: async (request) => {
        sent.push(request);
        const exact = recordings.find((r) => r.kind === 'netconf' && r.rpc === request);
        return exact?.kind === 'netconf' ? exact.answer : replay.rpc(request);
      },
      facts: async () => {
        if (!facts) throw new Error('this case records no facts');
        return facts;
      },
    },
  };
}

/** A raw session answering from fact replies (as the device simulator does, by RPC name). */
function factSession(replies: Array<{ rpc: string; reply: string }>): NetconfSession & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async rpc(request) {
      sent.push(request);
      const r = replies.find((x) => x.rpc === rpcName(request));
      if (!r) throw new DeviceCommandError(request, `syntax error (no reply for ${request})`);
      return r.reply;
    },
  };
}

const session = (answer: (request: string) => string): JunosSession => ({
  rpc: async (request) => answer(request),
  facts: async () => { throw new Error('no facts'); },
});

describe('junos driver', () => {
  it('declares the netconf transport and all 15 getters', () => {
    assert.equal(junos.name, 'junos');
    assert.equal(junos.transport, 'netconf');
    assert.equal(junos.defaultPort, 830);
    assert.equal(Object.keys(junos.getters).length, 15);
    assert.equal(cases.length, 15);
  });

  for (const c of cases) {
    it(`${c.getter} (${c.dir.split('/').pop()}) sends the recorded RPCs and returns the expected result`, async () => {
      const { session: s, sent } = replaySession(c.recordings);
      const result = await getter(c.getter)(s);
      assertMatches(result, c.expected);
      assert.deepEqual(sent, c.recordings.flatMap((r) => (r.kind === 'netconf' ? [r.rpc] : [])));
    });
  }

  it('wraps the raw session: RPCs pass through, facts are gathered once', async () => {
    const raw = factSession(factReplies(recordedFacts(caseOf('get_facts').recordings)!));
    const s = junos.session(raw);
    const [a, b] = await Promise.all([s.facts(), s.facts()]);
    assert.equal(a, b);
    const sentForFacts = raw.sent.length;
    await s.facts();
    assert.equal(raw.sent.length, sentForFacts);
    assert.match(await s.rpc('<get-software-information/>'), /<software-information>/);
  });

  it('forgets a failed facts gathering so the next getter retries', async () => {
    let fail = true;
    const replies = factReplies(recordedFacts(caseOf('get_facts').recordings)!);
    const raw: NetconfSession = {
      rpc: async (request) => {
        if (fail) throw new Error('connection reset');
        return replies.find((x) => x.rpc === rpcName(request))!.reply;
      },
    };
    const s = junos.session(raw);
    await assert.rejects(s.facts(), /connection reset/);
    fail = false;
    assert.equal((await s.facts()).hostname, 'vsrx');
  });

  it('truncated replies never fail with a TypeError or RangeError', async () => {
    for (const c of cases) {
      for (const fraction of [0, 0.07, 0.3, 0.5, 0.71, 0.93]) {
        const cut = c.recordings.map((r) => (r.kind === 'netconf' ? { ...r, answer: r.answer.slice(0, Math.floor(r.answer.length * fraction)) } : r));
        try {
          await getter(c.getter)(replaySession(cut, recordedFacts(c.recordings)).session);
        } catch (e) {
          assert.ok(!(e instanceof TypeError) && !(e instanceof RangeError), `${c.getter} at ${fraction}: ${String(e)}`);
          assert.ok(e instanceof Error && e.message, `${c.getter} at ${fraction}: error without a message`);
        }
      }
    }
  });
});

describe('junos facts', () => {
  const recorded = cases.flatMap((c) => {
    const facts = recordedFacts(c.recordings);
    return facts ? [{ name: `${c.getter}/${c.dir.split('/').pop()}`, facts }] : [];
  });

  it('every recorded facts.json survives factReplies -> gatherFacts', async () => {
    assert.ok(recorded.length >= 5);
    for (const { name, facts } of recorded) {
      const gathered = await gatherFacts(factSession(factReplies(facts)));
      for (const field of FACT_FIELDS) assert.deepEqual(gathered[field], facts[field], `${name}: ${field}`);
    }
  });

  it('round-trips the other values a device may report', async () => {
    const base = recorded[0]!.facts;
    const variants: Array<Partial<JunosFacts>> = [
      { switch_style: 'VLAN' }, { switch_style: 'VLAN_L2NG' }, { switch_style: 'BRIDGE_DOMAIN' }, { switch_style: 'NONE' }, { switch_style: null },
      { srx_cluster: true }, { srx_cluster: null },
      { hostname: 'r1', fqdn: 'r1.example.net', domain: 'example.net' },
      { serialnumber: null, uptime: null, version: null },
      { hostname: 'a&b<c>', fqdn: 'a&b<c>', model: 'MX480' },
    ];
    for (const v of variants) {
      const facts = { ...base, ...v };
      const gathered = await gatherFacts(factSession(factReplies(facts)));
      for (const field of FACT_FIELDS) assert.deepEqual(gathered[field], facts[field], `${JSON.stringify(v)}: ${field}`);
    }
  });

  it('every case runs through junos.session() on a device answering with its recordings plus the fact replies', async () => {
    for (const c of cases) {
      const facts = recordedFacts(c.recordings);
      const replies = facts ? factReplies(facts) : [];
      const recordedNames = new Set(c.recordings.flatMap((r) => (r.kind === 'netconf' ? [rpcName(r.rpc)] : [])));
      // A fact reply never competes with a recorded reply for the same RPC.
      assert.deepEqual(replies.filter((r) => recordedNames.has(r.rpc)), [], c.dir);
      const { session: recorded } = replaySession(c.recordings);
      const facting = factSession(replies);
      const raw: NetconfSession = {
        rpc: (request) => (replies.some((r) => r.rpc === rpcName(request)) ? facting.rpc(request) : recorded.rpc(request)),
      };
      assertMatches(await getter(c.getter)(junos.session(raw)), c.expected);
    }
  });

  it('answers each RPC gatherFacts sends with a reply named after it', async () => {
    const replies = factReplies(recorded[0]!.facts);
    const raw = factSession(replies);
    await gatherFacts(raw);
    assert.deepEqual([...new Set(raw.sent.map(rpcName))].sort(), replies.map((r) => r.rpc).sort());
  });

  it('reads a device the way PyEZ does: pre-15.1 version, multi-RE replies, backplane serial', async () => {
    const answers: Record<string, string> = {
      'get-software-information': `<multi-routing-engine-results><multi-routing-engine-item><re-name>re0</re-name>
        <software-information><host-name>  core1 </host-name><product-model>mx480</product-model>
        <package-information><name>junos</name><comment>JUNOS Base OS boot [13.3R6.5]</comment></package-information>
        </software-information></multi-routing-engine-item></multi-routing-engine-results>`,
      'get-chassis-inventory': '<chassis-inventory><chassis><name>Chassis</name><chassis-module><name>Backplane</name><serial-number>ABC123</serial-number></chassis-module></chassis></chassis-inventory>',
      'get-system-uptime-information': '<system-uptime-information xmlns:junos="http://xml.juniper.net/junos/13.3R6/junos"><system-booted-time><date-time junos:seconds="1400000000">2014</date-time><time-length junos:seconds="99">00:01</time-length></system-booted-time></system-uptime-information>',
      'file-show': '<file-content filename="/etc/resolv.conf">\nnameserver 192.0.2.1\ndomain lab.example\n</file-content>',
      'command': '<rpc-error><error-severity>error</error-severity><error-message>the l2-learning subsystem is not running</error-message></rpc-error>',
      'get-chassis-cluster-status': '<rpc-error><error-severity>error</error-severity><error-message>syntax error</error-message></rpc-error>',
    };
    const facts = await gatherFacts({ rpc: async (request) => answers[rpcName(request)] ?? '<rpc-error><error-message>syntax error</error-message></rpc-error>' });
    assert.deepEqual(facts, {
      hostname: 'core1', fqdn: 'core1.lab.example', domain: 'lab.example', model: 'MX480', version: '13.3R6.5',
      serialnumber: 'ABC123', uptime: 99, switch_style: 'BRIDGE_DOMAIN', srx_cluster: null,
    });
  });
});

describe('junos replies', () => {
  it('raises an <rpc-error> as a DeviceCommandError with its message', async () => {
    const reply = `<rpc-error>
      <error-type>protocol</error-type><error-tag>operation-failed</error-tag><error-severity>error</error-severity>
      <error-message>
        permission denied
      </error-message></rpc-error>`;
    await assert.rejects(getter('get_interfaces')(session(() => reply)), (e: unknown) =>
      e instanceof DeviceCommandError && e.request === '<get-interface-information/>' && e.message === 'permission denied');
  });

  it('reads data that comes with an rpc-error warning', async () => {
    const reply = `<rpc-error><error-severity>warning</error-severity><error-message>statement deprecated</error-message></rpc-error>
      <arp-table-information><arp-table-entry><mac-address>00:11:22:33:44:55</mac-address><ip-address>192.0.2.1</ip-address>
      <interface-name>ge-0/0/0.0</interface-name><time-to-expire>60</time-to-expire></arp-table-entry></arp-table-information>`;
    assert.deepEqual(await getter('get_arp_table')(session(() => reply)),
      [{ interface: 'ge-0/0/0.0', mac: '00:11:22:33:44:55', ip: '192.0.2.1', age: 60 }]);
  });

  it('a malformed reply is an Error with a message, not a TypeError', async () => {
    await assert.rejects(getter('get_interfaces')(session(() => '<interface-information><physical-interface>')),
      (e: unknown) => e instanceof Error && !(e instanceof TypeError) && /malformed XML reply/.test(e.message));
  });

  it('normalises whitespace in operational values, keeps configuration text verbatim', async () => {
    const interfaces = parseInterfaces(`<interface-information xmlns="http://xml.juniper.net/junos/18.1R3/junos-interface">
      <physical-interface><name>
        ge-0/0/1
      </name><admin-status junos:format="Enabled" xmlns:junos="j">up</admin-status><oper-status> down </oper-status>
      <description>  uplink   to
        core  </description><mtu>1514</mtu><speed>10Gbps</speed>
      <current-physical-address>00:11:22:33:44:55</current-physical-address></physical-interface></interface-information>`);
    assert.deepEqual(interfaces, {
      'ge-0/0/1': { is_up: false, is_enabled: true, description: 'uplink to core', last_flapped: -1, speed: 10000, mtu: 1514, mac_address: '00:11:22:33:44:55' },
    });
    const text = '\nsystem {\n    host-name  r1;  \n}\n';
    const config = await getter('get_config')(session(() => `<configuration-text>${text}</configuration-text>`));
    assert.deepEqual(config, { running: text, candidate: text, startup: '' });
  });

  it('does not let device names reach Object.prototype', async () => {
    const reply = '<configuration><system><login><user><name>__proto__</name><class>super-user</class></user>'
      + '<user><name>constructor</name></user></login></system></configuration>';
    const users = await getter('get_users')(session(() => reply)) as Record<string, { level: number }>;
    assert.deepEqual(Object.keys(users).sort(), ['__proto__', 'constructor']);
    assert.equal(Object.getPrototypeOf(users), Object.prototype);
    assert.equal(users['constructor']!.level, 0);
  });

  it('asks for the other LLDP detail RPC when the device answers "syntax error"', async () => {
    const c = caseOf('get_lldp_neighbors_detail');
    const facts = { ...recordedFacts(c.recordings)!, switch_style: 'VLAN' as const };
    const { session: s, sent } = replaySession(c.recordings, facts);
    assertMatches(await getter('get_lldp_neighbors_detail')(s), c.expected);
    assert.deepEqual(sent.map(rpcName), ['get-lldp-neighbors-information', 'get-lldp-interface-neighbors-information', 'get-lldp-interface-neighbors']);
  });

  it('returns no MAC table when the l2-learning subsystem is not running, and no VLANs without switching', async () => {
    const c = caseOf('get_mac_address_table');
    const down = session(() => '<rpc-error><error-message>the l2-learning subsystem is not running</error-message></rpc-error>');
    down.facts = async () => recordedFacts(c.recordings)!;
    assert.deepEqual(await getter('get_mac_address_table')(down), []);
    const { session: none, sent } = replaySession([], { ...recordedFacts(c.recordings)!, switch_style: 'NONE' });
    assert.deepEqual(await getter('get_vlans')(none), {});
    assert.deepEqual(sent, []);
  });

  it('asks an SRX cluster for the primary node and names its routing engines by node', async () => {
    const node = (inner: string) => `<multi-routing-engine-results><multi-routing-engine-item><re-name>node0</re-name>${inner}</multi-routing-engine-item></multi-routing-engine-results>`;
    const answers: Record<string, string> = {
      'get-environment-information': node(`<environment-information><environment-item><name>PEM 0</name><class>Power</class><status>Failed</status></environment-item>
        <environment-item><name>Routing Engine</name><class>Temp</class><status>OK</status><temperature celsius="71">71 degrees C</temperature></environment-item>
        <environment-item><name>Routing Engine CPU</name><status>OK</status><temperature celsius="90">90 degrees C</temperature></environment-item></environment-information>`),
      'get-route-engine-information': node('<route-engine-information><route-engine><slot>0</slot><cpu-idle>88</cpu-idle><memory-dram-size>2048 MB</memory-dram-size><memory-buffer-utilization>25</memory-buffer-utilization></route-engine></route-engine-information>'),
      'get-temperature-threshold-information': node(`<temperature-threshold-information><temperature-threshold><name>Routing Engine</name><yellow-alarm>70</yellow-alarm><red-alarm>95</red-alarm></temperature-threshold>
        <temperature-threshold><name>Routing Engine CPU</name><yellow-alarm>85</yellow-alarm><red-alarm>90</red-alarm></temperature-threshold></temperature-threshold-information>`),
      'get-power-usage-information-detail': '<rpc-error><error-severity>error</error-severity><error-message>syntax error</error-message></rpc-error>',
    };
    const sent: string[] = [];
    const s: JunosSession = {
      rpc: async (request) => (sent.push(request), answers[rpcName(request)]!),
      facts: async () => ({ ...recordedFacts(caseOf('get_environment').recordings)!, srx_cluster: true }),
    };
    assert.deepEqual(await getter('get_environment')(s), {
      fans: {},
      power: { 'Power Supply 0': { status: false, capacity: -1, output: -1 } },
      temperature: {
        'Routing Engine': { temperature: 71, is_alert: true, is_critical: false },
        'Routing Engine CPU': { temperature: 90, is_alert: true, is_critical: true },
      },
      cpu: { node0: { '%usage': 12 } },
      memory: { available_ram: 2048, used_ram: 512 },
    });
    assert.deepEqual(sent.slice(0, 3), [
      '<get-environment-information><node>primary</node></get-environment-information>',
      '<get-route-engine-information><node>primary</node></get-route-engine-information>',
      '<get-temperature-threshold-information><node>primary</node></get-temperature-threshold-information>',
    ]);
  });

  it('reads the ELS (VLAN_L2NG) switching replies', () => {
    const macs = parseMacTable(`<l2ng-l2ald-rtb-macdb><l2ng-l2ald-mac-entry-vlan><l2ng-l2-mac-address>*</l2ng-l2-mac-address></l2ng-l2ald-mac-entry-vlan>
      <l2ng-l2ald-mac-entry-vlan><l2ng-l2-mac-address>00:aa:bb:cc:dd:ee</l2ng-l2-mac-address><l2ng-l2-vlan-id>20</l2ng-l2-vlan-id>
      <l2ng-l2-mac-logical-interface>xe-0/0/1.0</l2ng-l2-mac-logical-interface></l2ng-l2ald-mac-entry-vlan></l2ng-l2ald-rtb-macdb>`, 'VLAN_L2NG');
    assert.deepEqual(macs, [{ mac: '00:AA:BB:CC:DD:EE', interface: 'xe-0/0/1.0', vlan: 20, static: false, active: true, moves: 0, last_move: 0 }]);
    const vlans = parseVlans(`<l2ng-l2ald-vlan-instance-information><l2ng-l2ald-vlan-instance-group><l2ng-l2rtb-vlan-name>users</l2ng-l2rtb-vlan-name>
      <l2ng-l2rtb-vlan-tag>20</l2ng-l2rtb-vlan-tag><l2ng-l2rtb-vlan-member><l2ng-l2rtb-vlan-member-interface>xe-0/0/1.0*</l2ng-l2rtb-vlan-member-interface></l2ng-l2rtb-vlan-member>
      </l2ng-l2ald-vlan-instance-group></l2ng-l2ald-vlan-instance-information>`, 'VLAN_L2NG');
    assert.deepEqual(vlans, { 20: { name: 'users', interfaces: ['xe-0/0/1.0'] } });
  });
});

describe('junos helpers', () => {
  it('rounds as Python does, reads asdot AS numbers and LLDP capability words', () => {
    assert.equal(pythonRound(562.5), 562);
    assert.equal(pythonRound(563.5), 564);
    assert.equal(pythonRound(563.2), 563);
    assert.equal(asPlainNumber('65000'), 65000);
    assert.equal(asPlainNumber('1.10'), 65546);
    assert.equal(asPlainNumber('1.70000'), undefined);
    assert.equal(asPlainNumber('AS1'), undefined);
    assert.deepEqual(lldpCapabilityNames('Bridge Router '), ['bridge', 'router']);
    assert.deepEqual(lldpCapabilityNames('WLAN Access Point, Station Only'), ['station', 'wlan-access-point']);
  });
});
