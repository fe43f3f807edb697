// Look-ups over the generated catalogue that every part of the engine needs.
import { catalogue } from '../../generated/catalogue.ts';
import type { Catalogue, ChoiceSet, Field, Model } from '../../codegen/types.ts';
import { servedIn, servedPlaces, type Served } from '../../codegen/places.ts';

export type { Catalogue, Field, Model };

export class Registry {
  readonly catalogue: Catalogue;
  private readonly byKey = new Map<string, Model>();
  private readonly byPath = new Map<string, Model>();
  private readonly byContentType = new Map<string, Model>();
  private readonly choiceSets = new Map<string, ChoiceSet>();
  private readonly referring = new Map<string, Array<{ model: Model; field: Field & { kind: 'fk' } }>>();

  constructor(cat: Catalogue = catalogue) {
    this.catalogue = cat;
    for (const m of cat.models) {
      this.byKey.set(m.key, m);
      this.byContentType.set(m.content_type, m);
    }
    for (const p of servedPlaces(cat.models)) this.byPath.set(`${p.app}/${p.path}`, p.model);
    for (const c of cat.choices) this.choiceSets.set(c.name, c);
  }

  model(key: string): Model {
    const m = this.byKey.get(key);
    if (!m) throw new Error(`no model ${key} in the catalogue`);
    return m;
  }

  modelAt(app: string, path: string): Model | undefined {
    return this.byPath.get(`${app}/${path}`);
  }

  modelOfContentType(ct: string): Model | undefined {
    return this.byContentType.get(ct);
  }

  choices(name: string): ChoiceSet {
    const c = this.choiceSets.get(name);
    if (!c) throw new Error(`no choice set ${name}`);
    return c;
  }

  /** The models of an application (their own, not those it also serves). */
  modelsOf(app: string): Model[] {
    return this.catalogue.models.filter((m) => m.app === app);
  }

  /** The models served under an application's URL, with their path there: its own and
   * those another application's model is `also_at`. */
  servedIn(app: string): Served[] {
    return servedIn(this.catalogue.models, app);
  }

  /** Models whose rows point at `target` through a foreign key, with the field (found once
   * per model: a delete asks for each model its cascade reaches). */
  referrers(target: Model): Array<{ model: Model; field: Field & { kind: 'fk' } }> {
    let out = this.referring.get(target.key);
    if (out) return out;
    out = [];
    for (const m of this.catalogue.models)
      for (const f of m.fields) if (f.kind === 'fk' && f.target === target.key) out.push({ model: m, field: f });
    this.referring.set(target.key, out);
    return out;
  }
}

export function field(model: Model, name: string): Field | undefined {
  return model.fields.find((f) => f.name === name);
}

export const registry = new Registry();
