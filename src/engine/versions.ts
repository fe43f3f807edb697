// A model as a NetBox API version shows it: the catalogue's `versions:` differences of an older
// version (a field's unit and bounds, a computed field written, a filter's reach) laid over the
// plain model, which is the newest version's and how objects are stored; and, for a request that
// named its version (a pinned root, Accept's `version=`), NetBox's own shapes at that version
// where the spec's differ (`netbox:` for the newest, `versions.<version>.netbox` for an older
// one: a VLAN's status value, no display_name, a list of nat_outside). Made once per model and
// what it answers as; the engine then reads, filters and writes with it as with any model, and
// the objects it nests answer as it does.
import { netboxShapeAt, netboxShapeOf } from '../../codegen/netbox-shape.ts';
import type { AnswersAs, Field, Model } from '../../codegen/types.ts';

const variants = new Map<string, Model>();

/** `model` as answered at `version`; `netbox`: for a request that named the version, in NetBox's
 * own shape at that version. */
export function asVersion(model: Model, version: string, netbox = false): Model {
  const as = answersAs(version, netbox);
  const differences = model.versions?.[version];
  // In NetBox's shape every model is a variant, so that the objects it nests (a service's
  // addresses) are shown in it too, whether or not the model itself differs.
  if (!differences && !as.netbox) return model;
  const key = `${model.key}|${version}|${as.netbox}`;
  let variant = variants.get(key);
  if (!variant) {
    variant = differences ? versionOf(model, version) : model;
    const shape = as.netbox ? netboxShapeAt(model, version) : undefined;
    if (shape) variant = netboxShapeOf(variant, shape);
    variant = { ...variant, variant: as.netbox ? `${version} netbox` : version, answers_as: as };
    variants.set(key, variant);
  }
  return variant;
}

/** What a request at `version` is answered as; `netbox`: it named the version, and so gets
 * NetBox's own shapes at it. */
export function answersAs(version: string, netbox: boolean): AnswersAs {
  return { version, netbox };
}

/** `model` answering as `like` does (a nested object in its parent's version and shape). */
export function answeringAs(model: Model, like: AnswersAs | undefined): Model {
  return like ? asVersion(model, like.version, like.netbox) : model;
}

function versionOf(model: Model, version: string): Model {
  const differences = model.versions![version]!;
  return {
    ...model,
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
}
