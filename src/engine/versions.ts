// A model as an older NetBox API version shows it: the catalogue's `versions:` differences
// (a field's unit and bounds, a computed field written, a filter's reach) laid over the plain model, which is the newest
// version's and how objects are stored. Made once per model and version; the engine then reads,
// filters and writes with it as with any model.
import type { Field, Model } from '../../codegen/types.ts';

const variants = new Map<string, Model>();

export function asVersion(model: Model, version: string): Model {
  const differences = model.versions?.[version];
  if (!differences) return model;
  const key = `${model.key}|${version}`;
  let variant = variants.get(key);
  if (!variant) {
    variant = {
      ...model,
      variant: version,
      fields: model.fields.map((f): Field => {
        const d = differences.fields[f.name];
        if (!d) return f;
        if (f.kind === 'computed') {
          // Written at this version as the scalar it reads as; the model's rules store it.
          const { writable, ...rest } = d;
          return { ...f, ...rest, read_only: false, writes: writable };
        }
        return f.kind === 'scalar' ? { ...f, ...d } : f;
      }),
      filterset: model.filterset.map((f) => (differences.filters[f.name] ? { ...f, ...differences.filters[f.name] } : f)),
      ...(differences.url_at ? { url_at: differences.url_at } : {}),
    };
    variants.set(key, variant);
  }
  return variant;
}
