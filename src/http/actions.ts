// Extra endpoints a model declares in the catalogue (`actions:`), implemented by a module
// under src/actions/ whose default export is the handler (wired in generated/rules/index.ts).
import type { Request, Response } from 'express';
import type { Action, Model } from '../../codegen/types.ts';
import { actionHandlers } from '../../generated/rules/index.ts';
import type { Services } from './services.ts';

export interface ActionContext {
  model: Model;
  services: Services;
  /** The object of a detail action; null on a list action. */
  id: number | null;
}

export type ActionHandler = (req: Request, res: Response, ctx: ActionContext) => Promise<void>;

export function loadAction(action: Action): ActionHandler {
  const handler = actionHandlers[action.handler];
  if (!handler) throw new Error(`no handler ${action.handler} for action ${action.name}`);
  return handler;
}
