// The rack elevation's parts that need no database: the units a device takes (half units,
// devices reaching beyond a rack made shorter, overlaps), the query's checks, and the
// drawing's geometry and escaping.
import assert from 'node:assert/strict';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { elevationParams } from '../../src/actions/dcim/elevation_params.ts';
import { drawElevation, escapeXml, type DrawnDevice } from '../../src/actions/dcim/elevation_svg.ts';
import { rackUnits, unitName, unitNumberText, type PlacedDevice } from '../../src/actions/dcim/rack_units.ts';
import { ValidationError } from '../../src/engine/errors.ts';

const rack = { u_height: 4, starting_unit: 1, desc_units: false };
const placed = (id: number, position: number, height: number, o: Partial<PlacedDevice> = {}): PlacedDevice =>
  ({ id, position2: position * 2, height2: height * 2, face: 'front', full_depth: false, visible: true, ...o });

describe('rack elevation (no database)', () => {
  it('names units as NetBox: U4, U3.5; ids with one decimal place', () => {
    assert.deepEqual([unitName(8), unitName(7), unitNumberText(8), unitNumberText(7)], ['U4', 'U3.5', '4.0', '3.5']);
  });

  it('a half-unit device at 2.5 takes U2.5 only; a device past the top fills what is there; overlaps keep the later one', () => {
    const units = rackUnits(rack, [placed(1, 2.5, 0.5), placed(2, 4, 2), placed(3, 1, 1), placed(4, 1.5, 1)], 'front', true);
    const at = Object.fromEntries(units.map((u) => [unitName(u.unit2), u.device]));
    assert.deepEqual(at, { 'U4.5': 2, U4: 2, 'U3.5': null, U3: null, 'U2.5': 1, U2: 4, 'U1.5': 4, U1: 3 });
  });

  it('the other face shows full-depth devices only; hidden devices occupy without a device', () => {
    const units = rackUnits(rack, [placed(1, 1, 1), placed(2, 3, 1, { full_depth: true, visible: false })], 'rear', true);
    const taken = units.filter((u) => u.occupied).map((u) => [unitName(u.unit2), u.device]);
    assert.deepEqual(taken, [['U3.5', null], ['U3', null]]);
  });

  it('checks every parameter at once, with DRF\'s words, and bounds the drawing', () => {
    const refused = (q: Record<string, string[]>) => {
      try {
        elevationParams(q);
      } catch (e) {
        assert.ok(e instanceof ValidationError);
        return e.body;
      }
      assert.fail('accepted');
    };
    assert.deepEqual(refused({ face: ['x'], exclude: ['1.5'], unit_height: ['201'] }), {
      face: ['"x" is not a valid choice.'],
      exclude: ['A valid integer is required.'],
      unit_height: ['Ensure this value is less than or equal to 200.'],
    });
    const p = elevationParams({ exclude: [' 7 '], expand_devices: ['False'], highlight: ['id:3', 'nocolon', 'name:a:b'] });
    assert.deepEqual([p.face, p.render, p.exclude, p.expand_devices, p.unit_width, p.highlight], ['front', 'json', 7, false, 220, [['id', '3'], ['name', 'a:b']]]);
  });

  it('draws devices where their units are, top down or bottom up; escapes names, drops what XML cannot carry', () => {
    const dev: DrawnDevice = { id: 9, label: 'a\u0001<b>&"\'', position2: 2, height2: 2, color: 'not-a-colour', front: true, visible: true, highlighted: false, details: ['x'] };
    const size = { unit_width: 100, unit_height: 10, legend_width: 20, margin_width: 5 };
    const draw = (desc_units: boolean) => {
      const text = drawElevation({ ...size, rack: { ...rack, desc_units, name: 'r&1' }, face: 'front', devices: [dev], reservations: [], base_url: 'http://h/', add_device_query: 'rack=1', highlighting: false });
      assert.equal(XMLValidator.validate(text), true);
      const svg = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(text).svg;
      return { ...svg, a: svg.a.find((a: Record<string, string>) => a['data-device']) };
    };
    const up = draw(false);
    // U1 is the bottom unit of four, 10px each under a 2px border: its top is at 2 + 30.
    assert.equal(up.a.rect.y, '32');
    assert.equal(up.a.rect.style, 'fill: #9e9e9e', 'a colour that is not six hex digits falls back');
    assert.equal(up.a.text['#text'], 'a<b>&"\'');
    assert.equal(up.title, 'r&1 (front)');
    assert.equal(draw(true).a.rect.y, '2');
    assert.equal(escapeXml('<&>"\''), '&lt;&amp;&gt;&quot;&apos;');
  });
});
