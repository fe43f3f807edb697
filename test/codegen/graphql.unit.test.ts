import assert from 'node:assert/strict';
import { GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLUnionType, buildSchema, getNamedType } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { loadCatalogue } from '../../codegen/load.ts';
import { emitGraphqlSchema } from '../../codegen/emit/graphql.ts';
import { BANNER_TEXT } from '../../codegen/emit/banner.ts';
import type { Catalogue } from '../../codegen/types.ts';
import { graphqlShape, type GraphqlShape } from '../../codegen/graphql-shape.ts';

describe('codegen/emit/graphql', () => {
  let catalogue: Catalogue;
  let sdl: string;
  let schema: GraphQLSchema;
  let shape: GraphqlShape;

  before(() => {
    catalogue = loadCatalogue('codegen/catalogue');
    sdl = emitGraphqlSchema(catalogue);
    schema = buildSchema(sdl);
    shape = graphqlShape(catalogue);
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
      const one = query[shape.queryName.get(m.key)!];
      const list = query[`${shape.queryName.get(m.key)}_list`];
      assert.ok(one, `${m.key}: ${m.name}`);
      assert.ok(list, `${m.key}: ${m.name}_list`);
      assert.deepEqual(one.args.map((a) => `${a.name}: ${a.type}`), ['id: Int!']);
      assert.ok(list.type instanceof GraphQLNonNull && list.type.ofType instanceof GraphQLList, `${m.key}: list type`);
      const type = getNamedType(list.type) as GraphQLObjectType;
      assert.equal(getNamedType(one.type), type);
      assert.equal(type.name, `${m.class_name}Type`, `${m.key}: NetBox 3.7's type name`);
      for (const f of ['id', 'class_type', 'display']) assert.ok(type.getFields()[f], `${m.key}: ${f}`);
      const args = new Set(list.args.map((a) => a.name));
      for (const f of m.filterset) {
        assert.ok(args.has(f.name), `${m.key}: filter ${f.name}`);
        for (const l of f.lookups) assert.ok(args.has(`${f.name}__${l}`), `${m.key}: filter ${f.name}__${l}`);
      }
      assert.equal(args.has('cf'), m.features.includes('custom_fields'), `${m.key}: custom field filters`);
      assert.ok(args.has('limit') && args.has('offset'), `${m.key}: limit and offset`);
    }
  });

  it('types filter arguments by their values, each taking one value or a list', () => {
    const args = Object.fromEntries(schema.getQueryType()!.getFields().interface_list!.args.map((a) => [a.name, String(a.type)]));
    assert.equal(args.device_id, '[IntOrString]');
    assert.equal(args.enabled, '[BooleanOrString]');
    assert.equal(args.name__ic, '[String]');
    assert.equal(args.name__empty, '[BooleanOrString]');
    assert.equal(args.mtu__gte, '[IntOrString]');
    assert.equal(args.limit, 'Int');
  });

  it('shows every choice as its string value and IP families as {value: Int, label}', () => {
    // NetBox 3.7's GraphQL (and DECISIONS.md): "active", where REST gives {value, label}.
    let choices = 0;
    for (const m of catalogue.models) {
      const fields = (schema.getType(shape.typeName.get(m.key)!) as GraphQLObjectType).getFields();
      for (const f of m.fields) {
        if (f.kind !== 'choice' || f.write_only) continue;
        choices += 1;
        assert.equal(String(fields[f.name]!.type), f.nullable ? 'String' : 'String!', `${m.key}.${f.name}`);
      }
    }
    assert.ok(choices > 50, String(choices));
    assert.equal(schema.getType('ChoiceType'), undefined);
    const ip = (schema.getType('IPAddressType') as GraphQLObjectType).getFields();
    assert.equal(String(ip.family!.type), 'IPFamilyType!');
  });

  it('lists the objects pointing at an object, with their filters', () => {
    const site = (schema.getType('SiteType') as GraphQLObjectType).getFields();
    assert.equal(String(site.devices!.type), '[DeviceType!]!');
    assert.ok(site.devices!.args.some((a) => a.name === 'role'));
    const device = (schema.getType('DeviceType') as GraphQLObjectType).getFields();
    assert.ok(device.interfaces!.args.some((a) => a.name === 'enabled'), 'interfaces(enabled: true)');
    assert.ok(device.interfaces!.args.some((a) => a.name === 'limit'));
    const iface = (schema.getType('InterfaceType') as GraphQLObjectType).getFields();
    assert.equal(String(iface.ip_addresses!.type), '[IPAddressType!]!', 'through the generic assigned_object');
    assert.equal(String(iface.device!.type), 'DeviceType');
    const region = (schema.getType('RegionType') as GraphQLObjectType).getFields();
    assert.equal(String(region.children!.type), '[RegionType!]!');
  });

  it('types relations and generic relations', () => {
    const tenant = schema.getType('TenantType') as GraphQLObjectType;
    const fields = tenant.getFields();
    assert.equal(String(fields.group!.type), 'TenantGroupType');
    assert.equal(String(fields.tags!.type), '[TagType!]!');
    assert.ok(fields.tags!.args.some((a) => a.name === 'slug'));
    assert.equal(String(fields.created!.type), 'Date!');
    assert.equal(String(fields.custom_fields!.type), 'JSON!');
    for (const m of catalogue.models)
      for (const f of m.fields)
        if (f.kind === 'generic') {
          const t = (schema.getType(shape.typeName.get(m.key)!) as GraphQLObjectType).getFields();
          const u = getNamedType(t[f.name]!.type);
          assert.ok(u instanceof GraphQLUnionType, `${m.key}.${f.name} is a union`);
          assert.equal(u.getTypes().length, f.targets.length);
        }
    const cable = (schema.getType('CableType') as GraphQLObjectType).getFields();
    const ends = getNamedType(cable.a_terminations!.type);
    assert.ok(ends instanceof GraphQLUnionType && ends.getTypes().some((t) => t.name === 'InterfaceType'), 'a_terminations: a union');
  });
});
