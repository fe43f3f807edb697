// The bulk import's parsers and their limits (src/ui/components/import-parse.ts), and how
// records become one bulk write (import-rows.ts): what NetBox's import forms take.
import assert from 'node:assert/strict';
import * as yaml from 'yaml';
import { detectFormat, ImportError, type Format, type ImportRecord, MAX_DEPTH, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, parseCsv, parseJson, parseYaml } from '../../src/ui/components/import-parse.ts';
import { readFileSync } from 'node:fs';
import type { UiCatalogue, UiModel } from '../../codegen/emit/ui.ts';
import { planImport as plan, refusalProblems } from '../../src/ui/components/import-rows.ts';

const ui = JSON.parse(readFileSync(new URL('../../generated/ui/catalogue.json', import.meta.url), 'utf8')) as UiCatalogue;
const model = (key: string) => ui.models.find((m) => m.key === key)!;
const planImport = (m: UiModel, records: ImportRecord[], format: Format, customFields?: Record<string, string>) => plan(m, model, records, format, customFields);

describe('bulk import: parsing', () => {
  it('reads CSV with quotes, doubled quotes, line breaks in quotes, CRLF and a BOM', () => {
    const text = '\ufeffname,description\r\n"a, b","say ""hi"""\r\nc,"two\nlines"\r\n\r\n';
    assert.deepEqual(parseCsv(text), [
      { name: 'a, b', description: 'say "hi"' },
      { name: 'c', description: 'two\nlines' },
    ]);
  });

  it('refuses CSV rows of the wrong width, a header naming a column twice and an open quote', () => {
    assert.throws(() => parseCsv('name,slug\na\n'), /Row 1: 1 values for 2 columns/);
    assert.throws(() => parseCsv('name,name\na,b\n'), /named twice/);
    assert.throws(() => parseCsv('name\n"a\n'), /not closed/);
  });

  it('detects the format as NetBox does', () => {
    assert.equal(detectFormat('  [{"a": 1}]'), 'json');
    assert.equal(detectFormat('{"a": 1}'), 'json');
    assert.equal(detectFormat('---\n- a: 1'), 'yaml');
    assert.equal(detectFormat('- a: 1'), 'yaml');
    assert.equal(detectFormat('name,slug\n'), 'csv');
  });

  it('reads JSON and YAML as a list of objects, one object, or several YAML documents', () => {
    assert.deepEqual(parseJson('[{"name": "a"}, {"name": "b"}]'), [{ name: 'a' }, { name: 'b' }]);
    assert.deepEqual(parseJson('{"name": "a"}'), [{ name: 'a' }]);
    assert.deepEqual(parseYaml('- name: a\n  vid: 3\n- name: b\n', yaml), [{ name: 'a', vid: 3 }, { name: 'b' }]);
    assert.deepEqual(parseYaml('---\nname: a\n---\nname: b\n', yaml), [{ name: 'a' }, { name: 'b' }]);
    assert.throws(() => parseJson('[1]'), /Record 1 is not an object/);
  });

  it('refuses more records or bytes than its limits, and says which', () => {
    const rows = `name\n${Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `d${i}`).join('\n')}\n`;
    assert.throws(() => parseCsv(rows), new RegExp(`at most ${MAX_IMPORT_ROWS}`));
    assert.throws(() => parseJson(JSON.stringify(Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({})))), ImportError);
    assert.throws(() => parseCsv(`name\n${'x'.repeat(MAX_IMPORT_BYTES)}\n`), new RegExp(`larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`));
  });

  it('refuses a YAML billion laughs and deep nesting without expanding them', () => {
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) laughs.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    assert.throws(() => parseYaml(laughs.join('\n'), yaml), ImportError);
    const deep = `${'['.repeat(MAX_DEPTH + 5)}${']'.repeat(MAX_DEPTH + 5)}`;
    assert.throws(() => parseJson(deep), /nested more than 32 levels/);
    assert.throws(() => parseYaml(deep, yaml), /nested more than 32 levels/);
  });
});

describe('bulk import: records to one bulk write', () => {
  const devices = model('dcim.device');

  it('names related objects by name (device types by model, tags by slug), ids as ids', () => {
    const { plan, problems } = planImport(devices, [
      { name: 'r1', site: 'Berlin', device_type: 'X1000', role: '7', tags: 'red, blue', status: 'active', position: '', cf_rack_unit: '3' },
    ], 'csv', { rack_unit: 'integer' });
    assert.deepEqual(problems, []);
    assert.deepEqual(plan, {
      method: 'POST',
      items: [{ name: 'r1', site: { name: 'Berlin' }, device_type: { model: 'X1000' }, role: 7, tags: [{ slug: 'red' }, { slug: 'blue' }], status: 'active', custom_fields: { rack_unit: 3 } }],
    });
  });

  it('updates with an id column, and refuses a mix of updates and creates', () => {
    assert.deepEqual(planImport(devices, [{ id: '4', serial: 'X' }], 'csv').plan, { method: 'PATCH', items: [{ id: 4, serial: 'X' }] });
    const { plan, problems } = planImport(devices, [{ id: '4', serial: 'X' }, { id: '', serial: 'Y' }], 'csv');
    assert.equal(plan, undefined);
    assert.match(problems[0]!.message, /Either every record has an id/);
  });

  it('names the record and column of an unknown field or a bad value', () => {
    const { problems } = planImport(devices, [{ name: 'a' }, { name: 'b', colour: 'red' }, { name: 'c', airflow: 'front-to-rear', vc_position: 'x' }], 'csv');
    assert.deepEqual(problems.map((p) => [p.row, p.field]), [[2, 'colour']]);
    const bad = planImport(model('dcim.interface'), [{ name: 'e0', enabled: 'maybe' }], 'csv').problems;
    assert.deepEqual(bad, [{ row: 1, field: 'enabled', message: 'Enter true or false.' }]);
  });

  it('reads the API\'s refusal of a bulk write against the records', () => {
    assert.deepEqual(refusalProblems([{}, { name: ['This field is required.'] }, {}, { site: { name: ['Not found'] } }]), [
      { row: 2, field: 'name', message: 'This field is required.' },
      { row: 4, field: 'site', message: 'name: Not found' },
    ]);
    assert.deepEqual(refusalProblems({ detail: 'Too many' }), [{ row: 0, field: '', message: 'Too many' }]);
  });
});
