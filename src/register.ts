// Gives the engine what the layers above it provide (src/engine/extensions.ts, and the scalar
// codecs of src/engine/write/codecs.ts): called once at start by every entry point that builds
// services or reads or writes through the engine, before any request. Calling it again
// registers the same things again: harmless.
import { computedFields, modelRules } from '../generated/rules/index.ts';
import { registerSecretCodecs } from './auth/codecs.ts';
import { registerImageCodec } from './media/store.ts';
import { registerComputedFields, registerFeature, registerModelRules } from './engine/extensions.ts';
import { configContextFeature } from './rules/extras/config_context/feature.ts';
import { customFieldsFeature } from './rules/extras/custom_field/feature.ts';

export function registerExtensions(): void {
  registerModelRules(modelRules);
  registerComputedFields(computedFields);
  registerFeature('custom_fields', customFieldsFeature);
  registerFeature('config_context', configContextFeature);
  registerSecretCodecs();
  registerImageCodec();
}
