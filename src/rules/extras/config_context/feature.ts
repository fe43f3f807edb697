// The config_context feature as the engine receives it (src/register.ts): the `config_context`
// key of a device's or virtual machine's representation.
import type { ModelFeature } from '../../../engine/api.ts';
import { configContextExpr } from './read.ts';

export const configContextFeature: ModelFeature = {
  // Over a statement's many rows, each distinct set of contexts is computed once (SharedObjects);
  // in a statement of one row, by the model's function.
  value: (ctx, model, alias) =>
    configContextExpr(ctx.st, model, alias, ctx.shared?.alias === alias && ctx.shared.many ? ctx.shared : undefined, ctx.one === alias),
};
