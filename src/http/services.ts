// What the request handlers share for the life of an API process.
import type { Config } from '../config.ts';
import type { Model } from '../../codegen/types.ts';
import type { Pool } from '../engine/db.ts';
import type { ModelRules } from '../engine/rules.ts';
import { ruleModules } from '../../generated/rules/index.ts';

export interface Services {
  config: Config;
  pool: Pool;
  /** Pepper of token key digests, derived from SECRET_KEY. */
  pepper: string;
  rules(model: Model): Promise<ModelRules | undefined>;
}

/** Loads a model's rules file once, if the catalogue announces one. */
export function rulesLoader(): Services['rules'] {
  const cache = new Map<string, Promise<ModelRules | undefined>>();
  return (model) => {
    let hit = cache.get(model.key);
    if (!hit) {
      const load = ruleModules[model.key];
      hit = load ? load().then((m) => m.default as ModelRules) : Promise.resolve(undefined);
      cache.set(model.key, hit);
    }
    return hit;
  };
}
