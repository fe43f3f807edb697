import assert from 'node:assert/strict';
import { GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLUnionType, buildSchema, getNamedType } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { loadCatalogue } from '../../codegen/load.ts';
import { emitGraphqlSchema } from '../../codegen/emit/graphql.ts';
import { BANNER_TEXT } from '../../codegen/emit/banner.ts';
import type { Catalogue } from '../../codegen/types.ts';

describe('codegen/emit/graphql', () => {
  let catalogue: Catalogue;
  let sdl: string;
  let schema: GraphQLSchema;

  before(() => {
    catalogue = loadCatalogue('codegen/catalogue');
    sdl = emitGraphqlSchema(catalogue);
    schema = buildSchema(sdl);
  });

  it('opens with the banner', () => {
    assert.equal(sdl.split('\n')[0], `# ${BANNER_TEXT}`);
  });

  it('is deterministic', () => {
    assert.equal(emitGraphqlSchema(loadCatalogue('codegen/catalogue')), sdl);
  });

  it('has <name> and <name>_list query fields for every model, with its filters', () => {
    const query = schema.getQueryType()!.getFields();
    for (const m of catalogue.models) {
      const one = query[m.name];
      const list = query[`${m.name}_list`];
      assert.ok(one, `${m.key}: ${m.name}`);
      assert.ok(list, `${m.key}: ${m.name}_list`);
      assert.deepEqual(one.args.map((a) => `${a.name}: ${a.type}`), ['id: Int!']);
      assert.ok(list.type instanceof GraphQLNonNull && list.type.ofType instanceof GraphQLList, `${m.key}: list type`);
      const type = getNamedType(list.type) as GraphQLObjectType;
      assert.equal(getNamedType(one.type), type);
      for (const f of ['id', 'class_type', 'display']) assert.ok(type.getFields()[f], `${m.key}: ${f}`);
      const args = new Set(list.args.map((a) => a.name));
      for (const f of m.filterset) {
        assert.ok(args.has(f.name), `${m.key}: filter ${f.name}`);
        for (const l of f.lookups) assert.ok(args.has(`${f.name}__${l}`), `${m.key}: filter ${f.name}__${l}`);
      }
      assert.ok(args.has('limit') && args.has('offset'), `${m.key}: limit and offset`);
    }
  });

  it('types relations and generic relations', () => {
    const tenant = schema.getType('Tenant') as GraphQLObjectType;
    const fields = tenant.getFields();
    assert.equal(String(fields.group!.type), 'TenantGroup');
    assert.equal(String(fields.tags!.type), '[Tag!]!');
    assert.ok(fields.tags!.args.some((a) => a.name === 'slug'));
    assert.equal(String(fields.created!.type), 'Date!');
    assert.equal(String(fields.custom_fields!.type), 'JSON!');
    for (const m of catalogue.models)
      for (const f of m.fields)
        if (f.kind === 'generic') {
          const t = (schema.getType(String(getNamedType(schema.getQueryType()!.getFields()[`${m.name}_list`]!.type))) as GraphQLObjectType).getFields();
          const u = getNamedType(t[f.name]!.type);
          assert.ok(u instanceof GraphQLUnionType, `${m.key}.${f.name} is a union`);
          assert.equal(u.getTypes().length, f.targets.length);
        }
  });
});
