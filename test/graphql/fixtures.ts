// Objects the GraphQL tests query: two sites, a device per site with interfaces and addresses,
// a cable between two interfaces, a VLAN, a circuit. Made through the REST API.
import assert from 'node:assert/strict';
import { auth, uid, type TestApi } from '../support/api.ts';

export type Obj = Record<string, any>;

export async function gql(api: TestApi, query: string, variables?: object, headers: Record<string, string> = auth) {
  const r = await api.request.post('/graphql/').set(headers).set('Accept', 'application/json').send({ query, ...(variables ? { variables } : {}) });
  return r as unknown as { status: number; body: { data?: Obj | null; errors?: Obj[] } };
}

/** The data of a query that must succeed. */
export async function data(api: TestApi, query: string, variables?: object, headers?: Record<string, string>): Promise<Obj> {
  const r = await gql(api, query, variables, headers);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.errors, undefined, JSON.stringify(r.body.errors));
  return r.body.data!;
}

export async function makeFixtures(api: TestApi) {
  const u = uid();
  const created = async (path: string, body: object): Promise<Obj> => {
    const r = await api.request.post(`/api/${path}/`).set(auth).send(body);
    assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const region = await created('dcim/regions', { name: `eu-${u}`, slug: `eu-${u}` });
  const subregion = await created('dcim/regions', { name: `nl-${u}`, slug: `nl-${u}`, parent: region.id });
  const siteA = await created('dcim/sites', { name: `ams-${u}`, slug: `ams-${u}`, region: subregion.id });
  const siteB = await created('dcim/sites', { name: `fra-${u}`, slug: `fra-${u}`, status: 'planned' });
  const maker = await created('dcim/manufacturers', { name: `mk-${u}`, slug: `mk-${u}` });
  const type = await created('dcim/device-types', { manufacturer: maker.id, model: `m-${u}`, slug: `m-${u}` });
  const role = await created('dcim/device-roles', { name: `r-${u}`, slug: `r-${u}` });
  const tag = await created('extras/tags', { name: `t-${u}`, slug: `t-${u}` });
  const devA = await created('dcim/devices', { name: `a-${u}`, device_type: type.id, role: role.id, site: siteA.id, tags: [tag.id], local_context_data: { ntp: 'a' } });
  const devB = await created('dcim/devices', { name: `b-${u}`, device_type: type.id, role: role.id, site: siteB.id });
  const ifaces: Obj[] = [];
  for (const [dev, name, enabled] of [[devA, 'eth0', true], [devA, 'eth1', false], [devB, 'eth0', true]] as const)
    ifaces.push(await created('dcim/interfaces', { device: dev.id, name, type: '1000base-t', enabled }));
  // A VRF of their own, so that every test file may make the same addresses.
  const vrf = await created('ipam/vrfs', { name: `vrf-${u}` });
  const ips: Obj[] = [];
  for (const [i, address] of [[0, '10.9.0.1/24'], [0, '10.9.0.2/24'], [2, '10.9.1.1/24']] as const)
    ips.push(await created('ipam/ip-addresses', { address, vrf: vrf.id, assigned_object_type: 'dcim.interface', assigned_object_id: ifaces[i]!.id }));
  const cable = await created('dcim/cables', {
    a_terminations: [{ object_type: 'dcim.interface', object_id: ifaces[0]!.id }],
    b_terminations: [{ object_type: 'dcim.interface', object_id: ifaces[2]!.id }],
  });
  const vlan = await created('ipam/vlans', { vid: 100, name: `v-${u}`, site: siteA.id, status: 'reserved' });
  const provider = await created('circuits/providers', { name: `p-${u}`, slug: `p-${u}` });
  const ctype = await created('circuits/circuit-types', { name: `ct-${u}`, slug: `ct-${u}` });
  const circuit = await created('circuits/circuits', { cid: `c-${u}`, provider: provider.id, type: ctype.id });
  return { u, region, subregion, siteA, siteB, maker, type, role, tag, devA, devB, ifaces, ips, cable, vlan, provider, circuit };
}

export type Fixtures = Awaited<ReturnType<typeof makeFixtures>>;
