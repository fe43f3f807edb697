import assert from 'node:assert/strict';
import { openApiDocument } from '../../src/http/openapi-document.ts';

// The NetBox 4.x query features in the OpenAPI document. `start`, `fields` and `omit` take the
// form NetBox 4.6's contrib/openapi.json gives them; the ETag headers, changelog_message,
// add_tags and remove_tags, which NetBox's document leaves out, are documented where netinv
// takes them.

type Param = { name: string; in: string; required?: boolean; description?: string; schema?: unknown };
type Doc = { paths: Record<string, Record<string, any>>; components: Record<string, any> };

describe('OpenAPI: NetBox 4.x query features', () => {
  const doc = openApiDocument() as unknown as Doc;
  const params = (path: string, method: string) => (doc.paths[path]![method].parameters ?? []) as Param[];
  const named = (path: string, method: string, name: string) => params(path, method).filter((p) => p.name === name);

  it('every list names start as NetBox 4.6, and fields and omit', () => {
    const [start] = named('/api/dcim/sites/', 'get', 'start');
    assert.deepEqual({ name: start!.name, in: start!.in, required: start!.required, description: start!.description, schema: start!.schema }, {
      name: 'start', in: 'query', required: false,
      description: 'Cursor-based pagination: return results with pk >= start, ordered by pk. Mutually exclusive with offset.',
      schema: { type: 'integer' },
    });
    assert.equal(named('/api/dcim/sites/', 'get', 'fields')[0]!.description, 'Comma-separated list of fields to include in the response. Example: `fields=id,name`.');
    assert.equal(named('/api/dcim/sites/', 'get', 'omit')[0]!.description, 'Comma-separated list of fields to exclude from the response. Example: `omit=description,tags`.');
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!item.get?.responses?.['200']?.content?.['application/json']?.schema?.$ref?.includes('/Paginated')) continue;
      if (!/^\/api\/[a-z-]+\/[a-z-]+\/$/.test(path)) continue;
      assert.equal(params(path, 'get').filter((p) => p.name === 'start').length, 1, path);
    }
  });

  it("an ASN range's start is named once, as its filter", () => {
    const starts = named('/api/ipam/asn-ranges/', 'get', 'start');
    assert.equal(starts.length, 1);
    assert.notEqual(starts[0]!.description, 'Cursor-based pagination: return results with pk >= start, ordered by pk. Mutually exclusive with offset.');
  });

  it('a detail read names fields, omit and If-None-Match, and answers an ETag or 304', () => {
    const get = doc.paths['/api/dcim/sites/{id}/']!.get;
    for (const name of ['fields', 'omit']) assert.equal(named('/api/dcim/sites/{id}/', 'get', name).length, 1, name);
    assert.equal(named('/api/dcim/sites/{id}/', 'get', 'If-None-Match')[0]!.in, 'header');
    assert.deepEqual(get.responses['200'].headers, { ETag: { $ref: '#/components/headers/ETag' } });
    assert.ok(get.responses['304']);
  });

  it('a single PUT, PATCH and DELETE name If-Match and answer 412', () => {
    for (const method of ['put', 'patch', 'delete']) {
      assert.equal(named('/api/dcim/sites/{id}/', method, 'If-Match')[0]!.in, 'header', method);
      assert.ok(doc.paths['/api/dcim/sites/{id}/']![method].responses['412'], method);
    }
    assert.equal(named('/api/dcim/sites/', 'put', 'If-Match').length, 0, 'a bulk write has no single tag');
  });

  it('write bodies take changelog_message; those of tagged models add_tags and remove_tags', () => {
    const schemas = doc.components.schemas;
    for (const name of ['WritableSite', 'PatchedSite', 'BulkSite']) {
      assert.equal(schemas[name].properties.changelog_message.maxLength, 200, name);
      assert.equal(schemas[name].properties.add_tags.type, 'array', name);
      assert.equal(schemas[name].properties.remove_tags.type, 'array', name);
    }
    assert.equal(schemas.BulkDelete.items.properties.changelog_message.type, 'string');
    assert.equal(doc.paths['/api/dcim/sites/{id}/']!.delete.requestBody.content['application/json'].schema.properties.changelog_message.type, 'string');
    assert.equal(schemas.WritableTag.properties.add_tags, undefined, 'tags have no tags');
    assert.ok(schemas.WritableTag.properties.changelog_message);
  });
});
