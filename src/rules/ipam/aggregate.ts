// Aggregate rules (NetBox 3.7 Aggregate.clean): no /0, and aggregates never overlap: a new
// one is neither inside an existing one nor around one.
import type { AggregateRules } from '../../../generated/rules/types.ts';
import { query, ValidationError } from '../../engine/api.ts';

const rules: AggregateRules = {
  async beforeSave(ctx, values, existing) {
    if (typeof values.prefix !== 'string') return;
    if (values.prefix.endsWith('/0')) throw ValidationError.field('prefix', 'Cannot create aggregate with /0 mask.');
    const [overlap] = await query<{ prefix: string; covers: boolean }>(ctx.db,
      `SELECT prefix::text AS prefix, prefix >>= $1::cidr AS covers FROM ipam_aggregate
        WHERE (prefix >>= $1::cidr OR prefix << $1::cidr) AND id <> $2 ORDER BY prefix >>= $1::cidr DESC, prefix, id LIMIT 1`,
      [values.prefix, existing?.id ?? 0]);
    if (overlap?.covers)
      throw ValidationError.field('prefix', `Aggregates cannot overlap. ${values.prefix} is already covered by an existing aggregate (${overlap.prefix}).`);
    if (overlap)
      throw ValidationError.field('prefix', `Prefixes cannot overlap aggregates. ${values.prefix} covers an existing aggregate (${overlap.prefix}).`);
  },
};

export default rules;
