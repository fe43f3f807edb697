// Gives the engine what the layers above it provide: called once at start by every entry point
// that builds services or writes through the engine, before any request. Calling it again
// registers the same things again: harmless.
import { registerSecretCodecs } from './auth/codecs.ts';

export function registerExtensions(): void {
  registerSecretCodecs();
}
