// What a cabled object reads of its cable and the path through it (catalogue fields of kind
// `computed` on interfaces, console, power and front/rear ports, circuit terminations and
// power feeds): the far end of its own cable (link_peers) and the end of the whole path
// (connected_endpoints), from the cable trace of src/db/functions/cable_trace.sql. Each is one
// SQL expression over the row at `alias`, so a page of interfaces costs no extra statement.
import type { Field, Model } from '../../../codegen/types.ts';
import { type ComputedFieldSql, genericExpr, ident, literal, nestedObject, type ReadContext, registry, rowValue } from '../../engine/api.ts';
import { VIRTUAL_INTERFACE_TYPES } from '../shared/virtual_interface.ts';

/** The rows of the cable terminations at the other end of the row's cable. */
function farEnd(ctx: ReadContext, alias: string): { table: string; termination: Field & { kind: 'generic' }; p: string; where: string } {
  const rows = registry.model('dcim.cable_termination');
  const termination = rows.fields.find((f) => f.name === 'termination') as Field & { kind: 'generic' };
  const p = ctx.st.alias();
  return { table: ident(rows.table), termination, p, where: `${p}.cable_id = ${alias}.cable_id AND ${p}.cable_end <> ${alias}.cable_end` };
}

/** The row's cable trace, or NULL when it has no cable: traced once per object whichever of
 * its fields read it. */
const trace = (ctx: ReadContext, model: Model, alias: string) =>
  rowValue(ctx, 'cable_trace', `CASE WHEN ${alias}.cable_id IS NULL THEN NULL ELSE netinv_cable_trace('${model.content_type}', ARRAY[${alias}.id]) END`);

/** Objects that may end a path: what a cable ends on, and a circuit's provider network. */
function endpointModels(): Model[] {
  const termination = registry.model('dcim.cable_termination').fields.find((f) => f.name === 'termination');
  const keys = termination?.kind === 'generic' ? [...termination.targets, 'circuits.provider_network'] : [];
  return keys.map((k) => registry.model(k));
}

/** A cabled object is occupied when a cable ends on it or it is marked connected. */
export const occupied: ComputedFieldSql = (_ctx, _model, alias) => {
  return `(${alias}.cable_id IS NOT NULL OR ${alias}.mark_connected)`;
};

/** The objects at the far end of a complete path (brief), null otherwise. */
export const connectedEndpoints: ComputedFieldSql = (ctx, model, alias) => {
  const path = trace(ctx, model, alias);
  const ids = `ARRAY(SELECT jsonb_array_elements_text(${path} -> 'destination_ids')::int)`;
  const whens = endpointModels().map((m) => {
    const x = ctx.st.alias();
    return `WHEN '${m.content_type}' THEN (SELECT json_agg(${nestedObject(ctx, m, x)} ORDER BY ${x}.id) FROM ${ident(m.table)} ${x} WHERE ${x}.id = ANY(${ids}))`;
  });
  return `CASE WHEN (${path} ->> 'complete')::boolean THEN CASE ${path} ->> 'destination_type' ${whens.join(' ')} END END`;
};

/** The terminations of the virtual circuit ended on the virtual interface at `alias` that are
 * its peers (NetBox 4.2 VirtualCircuitTermination.peer_terminations: a peer's the other peers,
 * a hub's the spokes, a spoke's the hubs): the FROM and WHERE of a query over them as `p`. */
function peerTerminations(ctx: ReadContext, alias: string): { m: Model; p: string; from: string } {
  const m = registry.model('circuits.virtual_circuit_termination');
  const [t, p] = [ctx.st.alias(), ctx.st.alias()];
  const virtual = VIRTUAL_INTERFACE_TYPES.map((v) => literal(v)).join(', ');
  return {
    m, p, from: `${ident(m.table)} ${t} JOIN ${ident(m.table)} ${p} ON ${p}.virtual_circuit_id = ${t}.virtual_circuit_id AND ${p}.id <> ${t}.id
      AND ${p}.role = CASE ${t}.role WHEN 'hub' THEN 'spoke' WHEN 'spoke' THEN 'hub' ELSE 'peer' END
      WHERE ${t}.interface_id = ${alias}.id AND ${alias}.type IN (${virtual})`,
  };
}

/** An interface's (NetBox 4.2 Interface.connected_endpoints): a virtual interface ending a
 * virtual circuit is connected to its peer terminations; any other as every cabled object. */
export const interfaceConnectedEndpoints: ComputedFieldSql = (ctx, model, alias) => {
  const peers = peerTerminations(ctx, alias);
  return `COALESCE((SELECT json_agg(${nestedObject(ctx, peers.m, peers.p)} ORDER BY ${peers.p}.id) FROM ${peers.from}), ${connectedEndpoints(ctx, model, alias)})`;
};

/** Their object type: circuits.virtualcircuittermination for virtual circuit peers. */
export const interfaceConnectedEndpointsType: ComputedFieldSql = (ctx, model, alias) => {
  const peers = peerTerminations(ctx, alias);
  return `COALESCE((SELECT ${literal(peers.m.content_type)} FROM ${peers.from} LIMIT 1), ${connectedEndpointsType(ctx, model, alias)})`;
};

/** Their object type, null without a complete path. */
export const connectedEndpointsType: ComputedFieldSql = (ctx, model, alias) => {
  return `(${trace(ctx, model, alias)} ->> 'destination_type')`;
};

/** Whether the path is complete and every cable on it connected (not planned). */
export const connectedEndpointsReachable: ComputedFieldSql = (ctx, model, alias) => {
  return `COALESCE((${trace(ctx, model, alias)} ->> 'active')::boolean, false)`;
};

/** NetBox 2.x's connection status of a cabled object: {value, label}, null without a path. */
export const connectionStatus: ComputedFieldSql = (ctx, model, alias) => {
  const status = `(${trace(ctx, model, alias)} ->> 'active')::boolean`;
  return `CASE WHEN ${status} IS NULL THEN NULL ELSE json_build_object('value', ${status}, 'label', CASE WHEN ${status} THEN 'Connected' ELSE 'Not Connected' END) END`;
};

/** The objects at the other end of the cable attached here (brief), [] without a cable. */
export const linkPeers: ComputedFieldSql = (ctx, _model, alias) => {
  const far = farEnd(ctx, alias);
  // Most objects of a page have no cable: no subquery runs for them.
  return `CASE WHEN ${alias}.cable_id IS NULL THEN '[]'::json ELSE COALESCE((SELECT json_agg(${genericExpr(ctx, far.termination, far.p)} ORDER BY ${far.p}.id) FROM ${far.table} ${far.p} WHERE ${far.where}), '[]'::json) END`;
};

/** Their object type (dcim.interface), null without a cable. */
export const linkPeersType: ComputedFieldSql = (ctx, _model, alias) => {
  const far = farEnd(ctx, alias);
  return `CASE WHEN ${alias}.cable_id IS NOT NULL THEN (SELECT ${far.p}.${ident(far.termination.type_column)} FROM ${far.table} ${far.p} WHERE ${far.where} ORDER BY ${far.p}.id LIMIT 1) END`;
};
