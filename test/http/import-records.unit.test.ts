// The streamed import's readers (src/http/import-records.ts): NDJSON and CSV records with the
// line each starts on, read from text that arrives in pieces cut anywhere, and every problem of
// the text refused with its line.
import assert from 'node:assert/strict';
import { batches, csvRecords, ndjsonRecords, recordFormat, RecordProblem, type ImportRecord } from '../../src/http/import-records.ts';

/** The text in pieces of `size` characters, as a request body arrives. */
async function* pieces(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function all(records: AsyncIterable<ImportRecord>): Promise<ImportRecord[]> {
  const out: ImportRecord[] = [];
  for await (const r of records) out.push(r);
  return out;
}

async function problem(records: AsyncIterable<ImportRecord>): Promise<RecordProblem> {
  try {
    await all(records);
  } catch (e) {
    assert.ok(e instanceof RecordProblem, String(e));
    return e;
  }
  assert.fail('no problem found');
}

describe('import records', () => {
  it('the media type selects the format', () => {
    assert.equal(recordFormat('application/x-ndjson'), 'ndjson');
    assert.equal(recordFormat('application/jsonl; charset=utf-8'), 'ndjson');
    assert.equal(recordFormat('text/csv;charset=UTF-8'), 'csv');
    assert.equal(recordFormat('application/json'), undefined);
    assert.equal(recordFormat(''), undefined);
  });

  describe('NDJSON', () => {
    const text = '{"address": "10.0.0.1/24"}\r\n\n  \n{"address": "10.0.0.2/24", "tags": [{"name": "a"}]}\n{"x": "é"}';
    for (const size of [1, 3, 7, 1000]) {
      it(`one object per line, blank lines skipped, in pieces of ${size}`, async () => {
        assert.deepEqual(await all(ndjsonRecords(pieces(text, size), 1000)), [
          { line: 1, value: { address: '10.0.0.1/24' } },
          { line: 4, value: { address: '10.0.0.2/24', tags: [{ name: 'a' }] } },
          { line: 5, value: { x: 'é' } },
        ]);
      });
    }

    it('a line that is not JSON, or not an object, is refused with its line', async () => {
      const bad = await problem(ndjsonRecords(pieces('{"a": 1}\n{"a": \n', 4), 1000));
      assert.equal(bad.line, 2);
      assert.match(bad.message, /^Line 2: not valid JSON/);
      assert.equal((await problem(ndjsonRecords(pieces('{}\n{}\n[1, 2]\n', 100), 1000))).message, 'Line 3: expected a JSON object.');
      assert.equal((await problem(ndjsonRecords(pieces('"text"', 100), 1000))).line, 1);
    });

    it('a line longer than the limit is refused before it ends, a NUL or deep nesting as in any body', async () => {
      const long = await problem(ndjsonRecords(pieces(`{}\n{"a": "${'x'.repeat(200)}"}\n`, 16), 50));
      assert.equal(long.message, 'Line 2: longer than 50 characters.');
      assert.match((await problem(ndjsonRecords(pieces('{"a": "\\u0000"}', 100), 1000))).message, /^Line 1: Null characters/);
      assert.match((await problem(ndjsonRecords(pieces(`${'{"a":'.repeat(70)}1${'}'.repeat(70)}`, 100), 1000))).message, /^Line 1: the body nests deeper/);
    });
  });

  describe('CSV', () => {
    const text = '\ufeffaddress,status,description,device.name\r\n10.0.0.1/24,active,"one, two",r1\n\n10.0.0.2/24,,"a ""quoted""\nline",\n10.0.0.3/24\n';
    for (const size of [1, 5, 1000]) {
      it(`a header row, then one record per row, empty cells setting nothing, in pieces of ${size}`, async () => {
        assert.deepEqual(await all(csvRecords(pieces(text, size), 1000)), [
          { line: 2, value: { address: '10.0.0.1/24', status: 'active', description: 'one, two', device: { name: 'r1' } } },
          { line: 4, value: { address: '10.0.0.2/24', description: 'a "quoted"\nline' } },
          { line: 6, value: { address: '10.0.0.3/24' } },
        ]);
      });
    }

    it('refuses, with its line, a row with more cells than the header, a stray or unclosed quote, a bad header', async () => {
      assert.equal((await problem(csvRecords(pieces('a,b\n1,2\n1,2,3\n', 100), 1000))).message, 'Line 3: 3 cells, but the header names 2 columns.');
      assert.equal((await problem(csvRecords(pieces('a\n"x\n\ny', 100), 1000))).message, 'Line 2: a quoted cell is not closed.');
      assert.equal((await problem(csvRecords(pieces('a\n\nx"y\n', 100), 1000))).line, 3);
      assert.equal((await problem(csvRecords(pieces('a,a\n', 100), 1000))).message, 'Line 1: the header names "a" twice.');
      assert.equal((await problem(csvRecords(pieces('a,,b\n', 100), 1000))).message, 'Line 1: the header names a column with no name.');
      assert.equal((await problem(csvRecords(pieces('a.b.c\n', 100), 1000))).line, 1);
      assert.equal((await problem(csvRecords(pieces('', 100), 1000))).message, 'Line 1: no header row naming the fields.');
      assert.equal((await problem(csvRecords(pieces('a,a.b\nx,y\n', 100), 1000))).message, 'Line 2: "a" is given both whole and by attribute.');
    });

    it('a row longer than the limit is refused before it ends', async () => {
      const long = await problem(csvRecords(pieces(`a\nshort\n"${'x'.repeat(500)}`, 7), 100));
      assert.equal(long.message, 'Line 3: longer than 100 characters.');
    });
  });

  it('batches hold at most their size, the last the rest', async () => {
    const sizes: number[] = [];
    for await (const b of batches(ndjsonRecords(pieces('{}\n'.repeat(12), 5), 100), 5)) sizes.push(b.length);
    assert.deepEqual(sizes, [5, 5, 2]);
  });
});
