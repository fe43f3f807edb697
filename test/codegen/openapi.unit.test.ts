import assert from 'node:assert/strict';
import SwaggerParser from '@apidevtools/swagger-parser';
import { openApiDocument } from '../../src/http/openapi-document.ts';
import { loadCatalogue } from '../../codegen/load.ts';
import { emitOpenApi, emitOpenApiJson } from '../../codegen/emit/openapi.ts';
import { BANNER_TEXT } from '../../codegen/emit/banner.ts';
import type { Catalogue } from '../../codegen/types.ts';

type Doc = { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, any> } & Record<string, any> } & Record<string, any>;

describe('codegen/emit/openapi', () => {
  let catalogue: Catalogue;
  let text: string;
  let doc: Doc;

  before(function () {
    // A hang guard: emitting the whole document takes seconds of CPU, more with the cores shared.
    this.timeout(120_000);
    catalogue = loadCatalogue('codegen/catalogue');
    text = emitOpenApi(catalogue);
    // The same document as JSON: parsing the YAML text back takes seconds; that the YAML form
    // reads as the JSON one is checked where the service serves both (test/api/protocol.test.ts).
    doc = JSON.parse(emitOpenApiJson(catalogue)) as Doc;
  });

  it('opens with the banner and is OpenAPI 3.1.0', () => {
    assert.equal(text.split('\n')[0], `# ${BANNER_TEXT}`);
    assert.equal(doc.openapi, '3.1.0');
    assert.equal(doc.info.title, 'netinv');
    assert.deepEqual(doc.security, [{ tokenAuth: [] }]);
    assert.equal(doc.components.securitySchemes.tokenAuth.in, 'header');
  });

  it('validates with swagger-parser', async () => {
    await SwaggerParser.validate(structuredClone(doc) as any);
  });

  it('is deterministic', () => {
    assert.equal(emitOpenApiJson(loadCatalogue('codegen/catalogue')), emitOpenApiJson(catalogue));
  });

  it('documents a model at each place of its also_at, with that place\'s operation ids and tag', () => {
    const moved = catalogue.models.filter((m) => m.also_at.length);
    assert.ok(moved.some((m) => m.key === 'vpn.l2vpn'));
    for (const m of moved)
      for (const place of m.also_at) {
        const list = doc.paths[`/api/${place.app}/${place.path}/`]!;
        const own = doc.paths[`/api/${m.app}/${m.path}/`]!;
        assert.equal(list.get.operationId, `${place.app}_${place.path.replace(/-/g, '_')}_list`);
        assert.deepEqual(list.get.tags, [place.app]);
        assert.deepEqual(list.get.responses, own.get.responses, 'the same schemas');
        // A read-only model (the change log, object types) is read only at every place.
        assert.deepEqual(list.post?.requestBody, own.post?.requestBody);
        assert.equal(Boolean(doc.paths[`/api/${place.app}/${place.path}/{id}/`]!.patch), !m.read_only);
      }
  });

  it('has the list and detail paths and schemas of every model', () => {
    const ids = new Set<string>();
    for (const m of catalogue.models) {
      const list = doc.paths[`/api/${m.app}/${m.path}/`];
      const detail = doc.paths[`/api/${m.app}/${m.path}/{id}/`];
      assert.ok(list, `${m.key}: list path`);
      assert.ok(detail, `${m.key}: detail path`);
      // A read-only model (content types) documents its reads only.
      assert.deepEqual(Object.keys(list).sort(), m.read_only ? ['get'] : ['delete', 'get', 'patch', 'post', 'put'], m.key);
      assert.deepEqual(Object.keys(detail).filter((k) => k !== 'parameters').sort(), m.read_only ? ['get'] : ['delete', 'get', 'patch', 'put'], m.key);
      assert.equal(`Writable${m.class_name}` in doc.components.schemas, !m.read_only, m.key);
      for (const item of [list, detail])
        for (const [method, op] of Object.entries(item)) {
          if (method === 'parameters') continue;
          assert.ok(!ids.has(op.operationId), `duplicate operationId ${op.operationId}`);
          ids.add(op.operationId);
          assert.deepEqual(op.tags, [m.app]);
        }
      const names = list.get.parameters.map((p: { name?: string; $ref?: string }) => p.name ?? p.$ref!.split('/').pop());
      for (const f of m.filterset) {
        assert.ok(names.includes(f.name), `${m.key}: filter ${f.name}`);
        for (const l of f.lookups) assert.ok(names.includes(`${f.name}__${l}`), `${m.key}: filter ${f.name}__${l}`);
      }
      for (const a of m.actions) {
        const p = a.detail ? `/api/${m.app}/${m.path}/{id}/${a.name}/` : `/api/${m.app}/${m.path}/${a.name}/`;
        for (const method of a.methods) assert.ok(doc.paths[p]?.[method.toLowerCase()], `${m.key}: action ${method} ${p}`);
      }
    }
    for (const p of ['/api/', '/api/status/', '/api/schema/']) assert.ok(doc.paths[p], p);
    // GraphQL is described by graphql/schema.graphql; it is not served yet, so not documented here.
    assert.equal(doc.paths['/graphql/'], undefined);
    assert.deepEqual(doc.paths['/api/']!.get.security, []);
    for (const a of catalogue.apps) assert.ok(doc.paths[`/api/${a.name}/`] && doc.paths[`/api/${a.name}/_choices/`], a.name);
  });

  it('uses NetBox operation ids', () => {
    const list = doc.paths['/api/tenancy/tenants/']!;
    const detail = doc.paths['/api/tenancy/tenants/{id}/']!;
    assert.deepEqual(
      [list.get, list.post, list.put, list.patch, list.delete, detail.get, detail.put, detail.patch, detail.delete].map((o) => o.operationId),
      ['list', 'create', 'bulk_update', 'bulk_partial_update', 'bulk_destroy', 'retrieve', 'update', 'partial_update', 'destroy'].map((v) => `tenancy_tenants_${v}`),
    );
  });

  it('describes an action with what the catalogue adds: the live data endpoint\'s method parameter, X-DEVLIB headers and 503', () => {
    const op = doc.paths['/api/dcim/devices/{id}/devlib/']!.get;
    assert.equal(op.operationId, 'dcim_devices_devlib_retrieve');
    assert.deepEqual(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`),
      ['path:id', 'query:method', 'header:X-DEVLIB-Username', 'header:X-DEVLIB-Password', 'header:X-DEVLIB-port']);
    assert.deepEqual(Object.keys(op.responses).sort(), ['200', '400', '403', '404', '503']);
  });

  it('describes the representations of a tenant', () => {
    const s = doc.components.schemas;
    assert.deepEqual(Object.keys(s.Tenant.properties), [
      'id', 'url', 'display_url', 'display', 'name', 'slug', 'group', 'description', 'comments',
      'circuit_count', 'device_count', 'ipaddress_count', 'prefix_count', 'rack_count', 'site_count', 'virtualmachine_count', 'vlan_count', 'vrf_count', 'cluster_count',
      'owner', 'tags', 'custom_fields', 'created', 'last_updated',
    ]);
    // The owner feature's field: NetBox 4.5's nested owner, or null.
    assert.deepEqual(s.Tenant.properties.owner, { oneOf: [{ $ref: '#/components/schemas/BriefOwner' }, { type: 'null' }], description: 'Owner' });
    assert.deepEqual(s.Tenant.properties.tags, { type: 'array', items: { $ref: '#/components/schemas/BriefTag' }, description: 'Tags applied to the object' });
    assert.deepEqual(Object.keys(s.BriefTenant.properties), ['id', 'url', 'display', 'name', 'slug', 'description']);
    assert.deepEqual(Object.keys(s.BriefTag.properties), ['id', 'url', 'display', 'name', 'slug', 'color']);
    assert.deepEqual(s.WritableTenant.required, ['name', 'slug']);
    assert.equal(s.PatchedTenant.required, undefined);
    assert.deepEqual(s.BulkTenant.required, ['id']);
    assert.equal(s.WritableTenant.additionalProperties, true, 'other names are ignored, as NetBox ignores them');
    assert.deepEqual(s.WritableTenant.properties.created, { description: 'read-only; ignored' });
    assert.deepEqual(Object.keys(s.PaginatedTenantList.properties), ['count', 'next', 'previous', 'results']);
  });

  describe('with express-openapi-validator', () => {
    it('runs on the document emitted here (the service loads generated/openapi.json)', () => {
      assert.deepEqual(openApiDocument(), doc);
    });
  });
});
