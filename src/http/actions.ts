// Extra endpoints a model declares in the catalogue (`actions:`), implemented by a module
// under src/actions/ whose default export is the handler.
import type { Request, Response } from 'express';
import type { Action, Model } from '../../codegen/types.ts';
import type { Services } from './services.ts';

export interface ActionContext {
  model: Model;
  services: Services;
  /** The object of a detail action; null on a list action. */
  id: number | null;
}

export type ActionHandler = (req: Request, res: Response, ctx: ActionContext) => Promise<void>;

const handlers = new Map<string, Promise<ActionHandler>>();

export function loadAction(action: Action): ActionHandler {
  return async (req, res, ctx) => {
    let h = handlers.get(action.handler);
    if (!h) {
      h = import(`../actions/${action.handler}.ts`).then((m: { default: ActionHandler }) => m.default);
      handlers.set(action.handler, h);
    }
    return (await h)(req, res, ctx);
  };
}
