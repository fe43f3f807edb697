// GET /api/dcim/racks/<id>/elevation/ (NetBox RackViewSet.elevation, RackUnitSerializer,
// RackElevationDetailFilterSerializer, Rack.get_rack_units): the half units of a face with
// their devices, paginated; render=svg draws the face; bad parameters are 400s naming them;
// devices the user may not view leave their units occupied and nameless.
import assert from 'node:assert/strict';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { auth, grant, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

describe('api: rack elevation', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, created, refused, brief } = modelHelpers(() => api);
  const make = factories(created);
  const elevation = (rack: number, query = '', headers: Record<string, string> = auth) =>
    api.request.get(`/api/dcim/racks/${rack}/elevation/${query}`).set(headers).set('Host', host);
  /** Every unit of the face (limit=0: no page limit). */
  const units = async (rack: number, query = '') => {
    const r = await elevation(rack, `?limit=0${query}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.results as Obj[];
  };
  /** The drawing's text (supertest buffers no image type by itself). */
  const drawing = async (rack: number, query = '', headers: Record<string, string> = auth) => {
    const r = await elevation(rack, query, headers).buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => done(null, text));
    });
    return { status: r.status, type: r.headers['content-type'] as string, text: r.body as string };
  };
  const byName = (list: Obj[]) => Object.fromEntries(list.map((u) => [u.name, u]));

  /** A 10U rack with: a 2U front device at U1, a half-depth 1U rear device at U5, a full-depth
   * 1U front device at U8, a 0U device, and a device with no position. */
  async function world(rackOverrides: object = {}) {
    const s = await make.deviceSite();
    const rack = await make.rack({ site: s.site.id, u_height: 10, ...rackOverrides });
    const start = (rackOverrides as { starting_unit?: number }).starting_unit ?? 1;
    const type = (o: object) => make.deviceType({ manufacturer: s.manufacturer.id, ...o });
    const [twoU, halfDepth, zeroU] = [await type({ u_height: 2 }), await type({ is_full_depth: false }), await type({ u_height: 0 })];
    const place = (name: string, device_type: number, position: number | null, face: string | null) =>
      s.device({ name, device_type, rack: rack.id, position, face });
    const big = await place(`big-${uid()}`, twoU.id, start, 'front');
    const back = await place(`back-${uid()}`, halfDepth.id, start + 4, 'rear');
    const deep = await place(`deep-${uid()}`, s.deviceType.id, start + 7, 'front');
    const flat = await place(`flat-${uid()}`, zeroU.id, null, null);
    const loose = await place(`loose-${uid()}`, s.deviceType.id, null, null);
    return { ...s, rack, big, back, deep, flat, loose };
  }

  it('lists the half units of the front from the top down, with the devices in brief (NetBox 3.7/4.6 fields)', async () => {
    const w = await world();
    const list = await units(w.rack.id);
    assert.equal(list.length, 20);
    assert.deepEqual(list.map((u) => u.id), [10.5, 10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1]);
    assert.deepEqual(list.slice(0, 2).map((u) => u.name), ['U10.5', 'U10']);
    const u = byName(list);
    assert.deepEqual(Object.keys(u.U1!), ['id', 'name', 'face', 'device', 'occupied', 'display']);
    assert.deepEqual(u.U1, { id: 1, name: 'U1', face: { value: 'front', label: 'Front' }, device: brief(w.big, 'name', 'display_name'), occupied: true, display: 'U1' });
    // The 2U device fills U1 to U2.5; the next unit is free.
    for (const n of ['U1', 'U1.5', 'U2', 'U2.5']) assert.equal(u[n]!.device?.id, w.big.id, n);
    assert.deepEqual([u.U3!.device, u.U3!.occupied], [null, false]);
    // The half-depth rear device is not on the front; the full-depth front one is.
    assert.deepEqual([u.U5!.device, u.U5!.occupied], [null, false]);
    assert.equal(u.U8!.device.id, w.deep.id);
    // 0U devices and devices without a position take no unit.
    const named = new Set(list.map((x) => x.device?.id).filter(Boolean));
    assert.deepEqual([...named].sort(), [w.big.id, w.deep.id].sort());
  });

  it('face=rear shows the rear devices and the full-depth devices of the front', async () => {
    const w = await world();
    const u = byName(await units(w.rack.id, '&face=rear'));
    assert.deepEqual(u.U5!.face, { value: 'rear', label: 'Rear' });
    assert.equal(u.U5!.device.id, w.back.id);
    assert.equal(u.U8!.device.id, w.deep.id, 'full depth: on both faces');
    assert.equal(u.U1!.device.id, w.big.id, 'the factory device type is full depth');
  });

  it('desc_units lists from the bottom up; starting_unit numbers from there', async () => {
    const w = await world({ desc_units: true });
    const list = await units(w.rack.id);
    assert.deepEqual(list.slice(0, 3).map((u) => u.name), ['U1', 'U1.5', 'U2']);
    assert.equal(list.at(-1)!.name, 'U10.5');
    const s = await world({ starting_unit: 20 });
    const from20 = await units(s.rack.id);
    assert.deepEqual([from20[0]!.name, from20.at(-1)!.name, from20.length], ['U29.5', 'U20', 20]);
    assert.equal(byName(from20).U20!.device.id, s.big.id);
  });

  it('exclude leaves a device out; expand_devices=false names a device in its lowest unit only', async () => {
    const w = await world();
    const u = byName(await units(w.rack.id, `&exclude=${w.big.id}`));
    assert.deepEqual([u.U1!.device, u.U1!.occupied, u.U8!.device.id], [null, false, w.deep.id]);
    const low = byName(await units(w.rack.id, '&expand_devices=false'));
    assert.deepEqual([low.U1!.device.id, low.U1!.occupied, low.U1_5?.device], [w.big.id, true, undefined]);
    assert.deepEqual([low['U1.5']!.device, low['U1.5']!.occupied], [null, false]);
  });

  it('a child device in a bay takes no unit; its parent is labelled with its bays in the drawing', async () => {
    const w = await world();
    const parentType = await make.deviceType({ manufacturer: w.manufacturer.id, subdevice_role: 'parent' });
    const childType = await make.deviceType({ manufacturer: w.manufacturer.id, subdevice_role: 'child', u_height: 0 });
    const parent = await w.device({ name: `parent-${uid()}`, device_type: parentType.id, rack: w.rack.id, position: 4, face: 'front' });
    const child = await w.device({ name: `child-${uid()}`, device_type: childType.id, rack: w.rack.id });
    const bays = await Promise.all(['b1', 'b2'].map((name) => created('dcim/device-bays', { device: parent.id, name })));
    await api.request.patch(`/api/dcim/device-bays/${bays[0]!.id}/`).set(auth).send({ installed_device: child.id }).expect(200);
    const list = await units(w.rack.id);
    assert.equal(byName(list).U4!.device.id, parent.id);
    assert.ok(!list.some((u) => u.device?.id === child.id));
    const svg = (await drawing(w.rack.id, '?render=svg')).text;
    assert.match(svg, new RegExp(`>${parent.name} \\(1/2\\)</text>`));
    assert.doesNotMatch(svg, new RegExp(child.name));
  });

  it('q keeps the units whose number or name holds the text', async () => {
    const w = await world();
    const list = await units(w.rack.id, '&q=u1');
    assert.deepEqual(list.map((u) => u.name), ['U10.5', 'U10', 'U1.5', 'U1']);
    assert.deepEqual((await units(w.rack.id, '&q=.5')).length, 10);
    assert.deepEqual(await units(w.rack.id, '&q=nothing'), []);
  });

  it('paginates as every list: PAGINATE_COUNT, limit, offset, next and previous', async () => {
    const w = await world({ u_height: 42 });
    const first = await elevation(w.rack.id);
    assert.equal(first.status, 200);
    assert.deepEqual([first.body.count, first.body.results.length, first.body.previous], [84, 50, null]);
    assert.equal(first.body.next, `http://${host}/api/dcim/racks/${w.rack.id}/elevation/?limit=50&offset=50`);
    const page = await elevation(w.rack.id, '?limit=10&offset=80');
    assert.deepEqual([page.body.count, page.body.results.map((u: Obj) => u.name), page.body.next], [84, ['U2.5', 'U2', 'U1.5', 'U1'], null]);
    assert.equal(page.body.previous, `http://${host}/api/dcim/racks/${w.rack.id}/elevation/?limit=10&offset=70`);
  });

  it('replays pynetbox: rack.elevation.list() follows next to the last unit; list(render="svg") reads the text', async () => {
    const w = await world({ u_height: 42 });
    const seen: Obj[] = [];
    let url: string | null | undefined = `/api/dcim/racks/${w.rack.id}/elevation/`;
    while (url) {
      const r: { status: number; body: Obj } = await api.request.get(url.replace(`http://${host}`, '')).set(auth).set('Host', host);
      assert.equal(r.status, 200);
      seen.push(...(r.body.results as Obj[]));
      url = r.body.next;
    }
    assert.equal(seen.length, 84);
    assert.equal(byName(seen).U1!.device.url, `http://${host}/api/dcim/devices/${w.big.id}/`);
    const svg = await drawing(w.rack.id, '?render=svg');
    assert.equal(svg.status, 200);
    assert.match(svg.type, /^image\/svg\+xml/);
    assert.match(svg.text, /^<svg /);
  });

  describe('render=svg', () => {
    const parse = (text: string) => {
      assert.equal(XMLValidator.validate(text), true, 'well-formed XML');
      return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(text).svg as Obj;
    };
    const all = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

    it('draws the legend, the devices with their role colour, label and link, and the sizes asked for', async () => {
      const w = await world();
      const r = await drawing(w.rack.id, '?render=svg&unit_width=300&unit_height=20&legend_width=40&margin_width=10');
      assert.equal(r.status, 200);
      const svg = parse(r.text);
      assert.deepEqual([svg.width, svg.height], ['354', String(10 * 20 + 4)]);
      assert.deepEqual(all<Obj>(svg.text).map((t) => t['#text']), [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      const add = all<Obj>(svg.a).filter((a) => a.href.includes('/dcim/devices/add/'));
      assert.equal(add.length, 10, 'each unit links to adding a device there');
      assert.equal(add[0]!.href, `http://${host}/dcim/devices/add/?site=${w.site.id}&location=&rack=${w.rack.id}&face=front&position=10`);
      const links = all<Obj>(svg.a).filter((a) => a['data-device']);
      assert.deepEqual(links.map((a) => a.href).sort(), [w.big.id, w.deep.id].map((id) => `http://${host}/dcim/devices/${id}/`).sort());
      const big = links.find((a) => a['data-device'] === String(w.big.id))!;
      assert.equal(big.text['#text'], w.big.name);
      assert.equal(big.rect.style, `fill: #${w.role.color}`);
      assert.equal(big.rect.height, String(2 * 20), 'two units high');
      assert.equal(big.title, `Name: ${w.big.name}\nRole: ${w.role.name}\nDevice Type: ${w.manufacturer.name} ${w.big.device_type.model} (2U)`);
      const rear = parse((await drawing(w.rack.id, '?render=svg&face=rear')).text);
      const shown = all<Obj>(rear.a).filter((a) => a['data-device']);
      assert.deepEqual(shown.map((a) => a.text['#text']).sort(), [w.back.name, w.big.name, w.deep.name].sort());
      // The rear of a front device shows no colour, as NetBox draws it.
      assert.equal(shown.find((a) => a['data-device'] === String(w.big.id))!.rect.class, 'slot blocked');
    });

    it('escapes every name: a device named <script> stays text', async () => {
      const w = await world();
      const evil = `<script>alert("x")</script>&'${uid()}`;
      await api.request.patch(`/api/dcim/devices/${w.big.id}/`).set(auth).send({ name: evil }).expect(200);
      await api.request.patch(`/api/dcim/racks/${w.rack.id}/`).set(auth).send({ name: `<rack "${uid()}">` }).expect(200);
      const r = await drawing(w.rack.id, '?render=svg&unit_width=2000');
      assert.doesNotMatch(r.text, /<script/);
      const svg = parse(r.text);
      assert.equal(svg.script, undefined);
      const big = all<Obj>(svg.a).find((a) => a['data-device'] === String(w.big.id))!;
      assert.equal(big.text['#text'], evil, 'the label reads back as the name');
      assert.match(big.title, /^Name: <script>/, 'the tooltip too');
      assert.match(String(svg.title), /^<rack "/);
    });

    it('highlight marks the devices it names; reservations show hatched', async () => {
      const w = await world();
      const svg = parse((await drawing(w.rack.id, `?render=svg&highlight=id:${w.deep.id}&highlight=bogus`)).text);
      const classOf = (id: number) => all<Obj>(svg.a).find((a) => a['data-device'] === String(id))!.rect.class;
      assert.equal(classOf(w.deep.id), 'slot');
      assert.equal(classOf(w.big.id), 'slot shaded', 'what the highlight does not name is shaded');
      const plain = parse((await drawing(w.rack.id, '?render=svg')).text);
      assert.equal(all<Obj>(plain.a).find((a) => a['data-device'] === String(w.big.id))!.rect.class, 'slot');
      const admin = (await api.sql<[{ id: number }]>`SELECT id FROM users_user WHERE username = 'admin'`)[0].id;
      const held = await created('dcim/rack-reservations', { rack: w.rack.id, units: [4, 6, 5, 9], user: admin, description: 'cage <b>' });
      const drawn = parse((await drawing(w.rack.id, '?render=svg')).text);
      const reserved = all<Obj>(drawn.a).filter((a) => a['data-reservation']);
      // In the right-hand margin, one rectangle per run of units: 4-6 and 9.
      assert.deepEqual(reserved.map((a) => [a.rect.x, a.rect.height]), [['256', '66'], ['256', '22']]);
      assert.equal(reserved[0]!.rect.title, `Reservation #${held.id}: cage <b>`, 'decoded from its escaped form');
    });
  });

  it('refuses bad parameters with 400 naming each, as NetBox\'s filter serializer', async () => {
    const w = await world();
    await refused(elevation(w.rack.id, '?face=side'), 'face', /"side" is not a valid choice/);
    await refused(elevation(w.rack.id, '?render=png'), 'render', /"png" is not a valid choice/);
    await refused(elevation(w.rack.id, '?exclude=abc'), 'exclude', /valid integer/);
    await refused(elevation(w.rack.id, '?expand_devices=maybe'), 'expand_devices', /valid boolean/);
    await refused(elevation(w.rack.id, '?render=svg&include_images=2x'), 'include_images', /valid boolean/);
    await refused(elevation(w.rack.id, '?render=svg&unit_width=wide'), 'unit_width', /valid integer/);
    await refused(elevation(w.rack.id, '?render=svg&unit_width=100000'), 'unit_width', /less than or equal to 2000/);
    await refused(elevation(w.rack.id, '?render=svg&unit_height=0'), 'unit_height', /greater than or equal to 5/);
    await refused(elevation(w.rack.id, '?render=svg&legend_width=-1'), 'legend_width', /greater than or equal to 0/);
    await refused(elevation(w.rack.id, '?render=svg&margin_width=501'), 'margin_width', /less than or equal to 500/);
    await refused(elevation(w.rack.id, `?render=svg${'&highlight=id:1'.repeat(21)}`), 'highlight', /At most 20/);
    await refused(elevation(w.rack.id, `?q=${'x'.repeat(101)}`), 'q', /no more than 100/);
    await refused(elevation(w.rack.id, '?limit=many'), 'limit');
    const both = await elevation(w.rack.id, '?face=x&render=y');
    assert.deepEqual([both.status, Object.keys(both.body).sort()], [400, ['face', 'render']]);
    assert.equal((await elevation(2147483000)).status, 404);
    assert.equal((await api.request.post(`/api/dcim/racks/${w.rack.id}/elevation/`).set(auth).send({})).status, 405);
  });

  describe('permissions', () => {
    it('anonymous, with racks exempt from the view permission, sees the units occupied but no device unless devices are exempt too', async () => {
      const w = await world();
      for (const [exempt, shown] of [['dcim.rack', null], ['dcim.rack,dcim.device', w.big.id]] as const) {
        const other = await startApi({ EXEMPT_VIEW_PERMISSIONS: exempt });
        try {
          const r = await other.request.get(`/api/dcim/racks/${w.rack.id}/elevation/?limit=0`);
          assert.equal(r.status, 200, JSON.stringify(r.body));
          const u1 = byName(r.body.results).U1!;
          assert.deepEqual([u1.device?.id ?? null, u1.occupied], [shown, true], exempt);
        } finally {
          await other.close();
        }
      }
      assert.equal((await api.request.get(`/api/dcim/racks/${w.rack.id}/elevation/`)).status, 403, 'no exemption: a token is needed');
    });

    const plainUser = async () => {
      const username = `elev-${uid()}`;
      const user = await created('users/users', { username, password: 'a-long-password' });
      const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
      assert.equal(t.status, 201, JSON.stringify(t.body));
      return { id: user.id as number, headers: { Authorization: `Token ${t.body.key}` } };
    };

    it('a rack the user may not view is a 404 (403 without any rack permission)', async () => {
      const w = await world();
      const u = await plainUser();
      assert.equal((await elevation(w.rack.id, '', u.headers)).status, 403);
      await grant(api, u.id, ['dcim.rack'], ['view'], { name: 'some-other-rack' });
      assert.equal((await elevation(w.rack.id, '', u.headers)).status, 404);
      assert.equal((await elevation(w.rack.id, '?render=svg', u.headers)).status, 404);
    });

    it('devices the user may not view leave their units occupied with no device, and blocked in the drawing', async () => {
      const w = await world();
      const u = await plainUser();
      await grant(api, u.id, ['dcim.rack'], ['view']);
      const r = await elevation(w.rack.id, '?limit=0', u.headers);
      assert.equal(r.status, 200);
      const list = byName(r.body.results);
      assert.deepEqual([list.U1!.device, list.U1!.occupied, list.U8!.device, list.U8!.occupied], [null, true, null, true]);
      const svg = (await drawing(w.rack.id, '?render=svg', u.headers)).text;
      assert.doesNotMatch(svg, new RegExp(w.big.name));
      assert.equal((svg.match(/<rect class="blocked"/g) ?? []).length, 2);
      assert.doesNotMatch(svg, /data-device/, 'no link to what the user may not view');
      await grant(api, u.id, ['dcim.device'], ['view'], { name: w.deep.name });
      const some = byName((await elevation(w.rack.id, '?limit=0', u.headers)).body.results);
      assert.deepEqual([some.U1!.device, some.U8!.device.id], [null, w.deep.id]);
    });
  });
});
