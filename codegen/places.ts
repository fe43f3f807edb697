// Where models are served: each model at its own /api/<app>/<path>/ and at every place of its
// `also_at` (NetBox 3.6's /api/ipam/l2vpns/ beside 3.7's /api/vpn/l2vpns/). Shared by the
// OpenAPI generator and the runtime registry, so the document and the routes agree.
import type { Model, Place } from './types.ts';

export interface Served extends Place {
  model: Model;
}

/** Every place of every model. */
export function servedPlaces(models: Model[]): Served[] {
  return models.flatMap((model) => [{ app: model.app, path: model.path, model }, ...model.also_at.map((p) => ({ ...p, model }))]);
}

/** The models an application serves, with the path each has there, in catalogue order. */
export function servedIn(models: Model[], app: string): Served[] {
  return servedPlaces(models).filter((p) => p.app === app);
}
