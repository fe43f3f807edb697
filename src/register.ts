// Gives the engine what the layers above it provide (src/engine/extensions.ts): called once at
// start by every entry point that builds services or reads through the engine, before any
// request. Calling it again registers the same things again: harmless.
import { computedFields, modelRules } from '../generated/rules/index.ts';
import { registerComputedFields, registerModelRules } from './engine/extensions.ts';

export function registerExtensions(): void {
  registerModelRules(modelRules);
  registerComputedFields(computedFields);
}
