// A model as an older NetBox API version shows it: the catalogue's `versions:` differences
// (a field's unit and bounds, a filter's reach) laid over the plain model, which is the newest
// version's and how objects are stored. Made once per model and version; the engine then reads,
// filters and writes with it as with any model.
import type { Model } from '../../codegen/types.ts';

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
      fields: model.fields.map((f) => (f.kind === 'scalar' && differences.fields[f.name] ? { ...f, ...differences.fields[f.name] } : f)),
      filterset: model.filterset.map((f) => (differences.filters[f.name] ? { ...f, ...differences.filters[f.name] } : f)),
    };
    variants.set(key, variant);
  }
  return variant;
}
