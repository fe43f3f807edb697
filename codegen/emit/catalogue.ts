// generated/catalogue.ts: the normalised catalogue as typed runtime metadata for the engine.
import type { Catalogue } from '../types.ts';
import { banner } from './banner.ts';

export function emitRuntimeCatalogue(catalogue: Catalogue): string {
  return `${banner('//')}import type { Catalogue } from '../codegen/types.ts';

export const catalogue: Catalogue = ${JSON.stringify(catalogue, null, 2)};
`;
}
