// What the request handlers share for the life of an API process.
import type { Config } from '../config.ts';
import type { Model } from '../../codegen/types.ts';
import type { Pool } from '../engine/db.ts';
import type { ModelRules } from '../engine/rules.ts';
import { modelRules } from '../../generated/rules/index.ts';

export interface Services {
  config: Config;
  pool: Pool;
  /** Pepper of token key digests, derived from SECRET_KEY. */
  pepper: string;
  rules(model: Model): Promise<ModelRules | undefined>;
}

/** A model's rules, if the catalogue announces any. */
export function rulesLoader(): Services['rules'] {
  return async (model) => modelRules[model.key] as ModelRules | undefined;
}
