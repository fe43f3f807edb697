// The SQL functions a catalogue field of kind `computed` names: values that are neither
// stored nor a plain relation. Each builds one SQL expression over the row `alias`, so a
// computed field costs no extra statement.
import type { Field, Model } from '../../../codegen/types.ts';
import { DRIVER_NAMES } from '../../devlib/drivers/index.ts';
import { registry } from '../registry.ts';
import { ident, literal } from '../sql/builder.ts';
import { prefixChildren, prefixUtilization } from '../../rules/ipam/prefix_hierarchy.ts';
import { genericExpr, nestedObject, objectExpr, relatedBrief, rowValue, type ReadContext } from './representation.ts';

type Builder = (ctx: ReadContext, model: Model, alias: string) => string;

/** The rows of the cable terminations at the other end of the row's cable. */
function farEnd(ctx: ReadContext, alias: string): { table: string; termination: Field & { kind: 'generic' }; p: string; where: string } {
  const rows = registry.model('dcim.cable_termination');
  const termination = rows.fields.find((f) => f.name === 'termination') as Field & { kind: 'generic' };
  const p = ctx.st.alias();
  return { table: ident(rows.table), termination, p, where: `${p}.cable_id = ${alias}.cable_id AND ${p}.cable_end <> ${alias}.cable_end` };
}

/** The row's cable trace (src/db/functions/cable_trace.sql), or NULL when it has no cable:
 * traced once per object whichever of its fields read it. */
const trace = (ctx: ReadContext, model: Model, alias: string) =>
  rowValue(ctx, 'cable_trace', `CASE WHEN ${alias}.cable_id IS NULL THEN NULL ELSE netinv_cable_trace('${model.content_type}', ${alias}.id) END`);

/** Objects that may end a path: what a cable ends on, and a circuit's provider network. */
function endpointModels(): Model[] {
  const termination = registry.model('dcim.cable_termination').fields.find((f) => f.name === 'termination');
  const keys = termination?.kind === 'generic' ? [...termination.targets, 'circuits.provider_network'] : [];
  return keys.map((k) => registry.model(k));
}

/** The brief representation of the object a change log row names in its `<name>_type` and
 * `<name>_id` columns, any change-logged model; null once the object is gone. */
function loggedObject(ctx: ReadContext, alias: string, name: string): string {
  const whens = registry.catalogue.models.filter((m) => m.change_log.enabled)
    .map((m) => `WHEN ${literal(m.content_type)} THEN ${relatedBrief(ctx, m.key, `${alias}.${ident(`${name}_id`)}`)}`);
  return `CASE ${alias}.${ident(`${name}_type`)} ${whens.join(' ')} END`;
}

const COMPUTED: Record<string, Builder> = {
  changed_object: (ctx, _model, alias) => loggedObject(ctx, alias, 'changed_object'),
  related_object: (ctx, _model, alias) => loggedObject(ctx, alias, 'related_object'),
  /** How many ASNs lie between an ASN range's start and end. */
  asn_range_asn_count(_ctx, _model, alias) {
    return `(SELECT count(*)::int FROM ipam_asn a WHERE a.asn BETWEEN ${alias}.start AND ${alias}."end")`;
  },
  // A prefix's place in its VRF's hierarchy: beside the prefix's rules.
  prefix_children: (_ctx, _model, alias) => prefixChildren(alias),
  prefix_utilization: (_ctx, _model, alias) => prefixUtilization(alias),
  /** The primary address: IPv6 before IPv4 (NetBox's PREFER_IPV4 left false), brief. */
  primary_ip(ctx, _model, alias) {
    return relatedBrief(ctx, 'ipam.ip_address', `COALESCE(${alias}.primary_ip6_id, ${alias}.primary_ip4_id)`, { alias });
  },
  /** The device whose bay holds this one, as NetBox nests it: {id, url, display, name,
   * device_bay: {id, url, display, name}}; null when not installed in a bay. */
  parent_device(ctx, _model, alias) {
    const bays = registry.model('dcim.device_bay');
    const devices = registry.model('dcim.device');
    const [b, d] = [ctx.st.alias(), ctx.st.alias()];
    const bay = objectExpr(ctx, bays, b, { brief: true, only: ['id', 'url', 'display', 'name'], excludeConfigContext: true });
    const device = nestedObject(ctx, devices, d, ['id', 'url', 'display', 'name']);
    return `(SELECT (${device}::jsonb || jsonb_build_object('device_bay', ${bay}))::json FROM ${ident(bays.table)} ${b} JOIN ${ident(devices.table)} ${d} ON ${d}.id = ${b}.device_id WHERE ${b}.installed_device_id = ${alias}.id LIMIT 1)`;
  },
  /** Whether live data can be read from a device (the spec's rule for the UI's live tabs,
   * less the per-user permission): active, with a primary address and a platform whose
   * devlib driver is installed. */
  devlib_available(_ctx, _model, alias) {
    const drivers = DRIVER_NAMES.map((n) => `'${n}'`).join(', ');
    return `(${alias}.status = 'active' AND COALESCE(${alias}.primary_ip6_id, ${alias}.primary_ip4_id) IS NOT NULL
      AND EXISTS (SELECT 1 FROM dcim_platform p WHERE p.id = ${alias}.platform_id AND p.devlib_driver IN (${drivers})))`;
  },
  /** A cabled object is occupied when a cable ends on it or it is marked connected. */
  occupied(_ctx, _model, alias) {
    return `(${alias}.cable_id IS NOT NULL OR ${alias}.mark_connected)`;
  },
  /** The objects at the far end of a complete path (brief), null otherwise. */
  connected_endpoints(ctx, model, alias) {
    const path = trace(ctx, model, alias);
    const ids = `ARRAY(SELECT jsonb_array_elements_text(${path} -> 'destination_ids')::int)`;
    const whens = endpointModels().map((m) => {
      const x = ctx.st.alias();
      return `WHEN '${m.content_type}' THEN (SELECT json_agg(${nestedObject(ctx, m, x)} ORDER BY ${x}.id) FROM ${ident(m.table)} ${x} WHERE ${x}.id = ANY(${ids}))`;
    });
    return `CASE WHEN (${path} ->> 'complete')::boolean THEN CASE ${path} ->> 'destination_type' ${whens.join(' ')} END END`;
  },
  /** Their object type, null without a complete path. */
  connected_endpoints_type(ctx, model, alias) {
    return `(${trace(ctx, model, alias)} ->> 'destination_type')`;
  },
  /** Whether the path is complete and every cable on it connected (not planned). */
  connected_endpoints_reachable(ctx, model, alias) {
    return `COALESCE((${trace(ctx, model, alias)} ->> 'active')::boolean, false)`;
  },
  /** NetBox 2.x's connection status of a cabled object: {value, label}, null without a path. */
  connection_status(ctx, model, alias) {
    const status = `(${trace(ctx, model, alias)} ->> 'active')::boolean`;
    return `CASE WHEN ${status} IS NULL THEN NULL ELSE json_build_object('value', ${status}, 'label', CASE WHEN ${status} THEN 'Connected' ELSE 'Not Connected' END) END`;
  },
  /** The objects at the other end of the cable attached here (brief), [] without a cable. */
  link_peers(ctx, _model, alias) {
    const far = farEnd(ctx, alias);
    return `COALESCE((SELECT json_agg(${genericExpr(ctx, far.termination, far.p)} ORDER BY ${far.p}.id) FROM ${far.table} ${far.p} WHERE ${far.where}), '[]'::json)`;
  },
  /** Their object type (dcim.interface), null without a cable. */
  link_peers_type(ctx, _model, alias) {
    const far = farEnd(ctx, alias);
    return `(SELECT ${far.p}.${ident(far.termination.type_column)} FROM ${far.table} ${far.p} WHERE ${far.where} ORDER BY ${far.p}.id LIMIT 1)`;
  },
};

export function computedExpr(name: string): Builder {
  const builder = COMPUTED[name];
  if (!builder) throw new Error(`no computed function ${name} in src/engine/read/computed.ts`);
  return builder;
}
