// Extra endpoints a model declares in the catalogue (`actions:`), implemented by a module
// under src/actions/ whose default export is the handler (wired in generated/rules/index.ts,
// looked up by src/http/routes/models.ts). Only the handlers' contract is here: the action
// modules import it, so it must not import the generated registry that imports them.
import type { Request, Response } from 'express';
import type { Model } from '../../codegen/types.ts';
import type { Services } from './services.ts';

export interface ActionContext {
  model: Model;
  services: Services;
  /** The object of a detail action; null on a list action. */
  id: number | null;
}

export type ActionHandler = (req: Request, res: Response, ctx: ActionContext) => Promise<void>;
