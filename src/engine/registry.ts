// Look-ups over the generated catalogue that every part of the engine needs.
import { catalogue } from '../../generated/catalogue.ts';
import type { Catalogue, ChoiceSet, Field, Model } from '../../codegen/types.ts';

export type { Catalogue, Field, Model };

export class Registry {
  readonly catalogue: Catalogue;
  private readonly byKey = new Map<string, Model>();
  private readonly byPath = new Map<string, Model>();
  private readonly byContentType = new Map<string, Model>();
  private readonly choiceSets = new Map<string, ChoiceSet>();

  constructor(cat: Catalogue = catalogue) {
    this.catalogue = cat;
    for (const m of cat.models) {
      this.byKey.set(m.key, m);
      this.byPath.set(`${m.app}/${m.path}`, m);
      this.byContentType.set(m.content_type, m);
    }
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

  modelsOf(app: string): Model[] {
    return this.catalogue.models.filter((m) => m.app === app);
  }

  /** Models whose rows point at `target` through a foreign key, with the field. */
  referrers(target: Model): Array<{ model: Model; field: Field & { kind: 'fk' } }> {
    const out: Array<{ model: Model; field: Field & { kind: 'fk' } }> = [];
    for (const m of this.catalogue.models)
      for (const f of m.fields) if (f.kind === 'fk' && f.target === target.key) out.push({ model: m, field: f });
    return out;
  }
}

export function field(model: Model, name: string): Field | undefined {
  return model.fields.find((f) => f.name === name);
}

export const registry = new Registry();
