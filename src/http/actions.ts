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
  /** The catalogue model of `key` as this request's answers show it (its API version, NetBox's
   * shape or the spec's), as `model` is: what an action reads or writes of other models (the
   * addresses available-ips creates, the objects of a trace) answers as the model endpoints do. */
  answering: (key: string) => Model;
}

export type ActionHandler = (req: Request, res: Response, ctx: ActionContext) => Promise<void>;
