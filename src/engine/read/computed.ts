// A catalogue field of kind `computed` names a function that builds its value as one SQL
// expression over the row at `alias`, so a computed field costs no extra statement. The
// functions know their models, so they live with the models' rules (src/rules/computed.ts).
import type { Model } from '../../../codegen/types.ts';
import { computedFields } from '../../rules/computed.ts';
import type { ReadContext } from './representation.ts';

export type ComputedFieldSql = (ctx: ReadContext, model: Model, alias: string) => string;

export function computedExpr(name: string): ComputedFieldSql {
  const builder = computedFields[name];
  if (!builder) throw new Error(`no computed field function ${name} in src/rules/computed.ts`);
  return builder;
}
