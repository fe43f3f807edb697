// The SQL functions a catalogue field of kind `computed` names: values that are neither
// stored nor a plain relation. Each builds one SQL expression over the row `alias`, so a
// computed field costs no extra statement.
import type { Field, Model } from '../../../codegen/types.ts';
import { registry } from '../registry.ts';
import { ident } from '../sql/builder.ts';
import { genericExpr, type ReadContext } from './representation.ts';

type Builder = (ctx: ReadContext, model: Model, alias: string) => string;

/** The rows of the cable terminations at the other end of the row's cable. */
function farEnd(ctx: ReadContext, alias: string): { table: string; termination: Field & { kind: 'generic' }; p: string; where: string } {
  const rows = registry.model('dcim.cable_termination');
  const termination = rows.fields.find((f) => f.name === 'termination') as Field & { kind: 'generic' };
  const p = ctx.st.alias();
  return { table: ident(rows.table), termination, p, where: `${p}.cable_id = ${alias}.cable_id AND ${p}.cable_end <> ${alias}.cable_end` };
}

const COMPUTED: Record<string, Builder> = {
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
