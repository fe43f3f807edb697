// What a webhook template may cost: the sandbox (sandbox.ts) enforces them, the API documents
// them. Shared with the sandbox's thread, which Node loads without tsx: constants only.

/** Longest template text accepted, and longest rendered output, in characters. */
export const MAX_TEMPLATE_LENGTH = 100_000;
export const MAX_OUTPUT_LENGTH = 1_000_000;

/** Milliseconds one request to the sandbox may take: a delivery's three templates rendered, or
 * a webhook's templates parsed when it is saved. */
export const RENDER_LIMIT_MS = 1000;

/** Megabytes of heap a sandbox thread may use: room for one delivery's context (the object as
 * JSON, parsed), the templates' parse trees and an output of MAX_OUTPUT_LENGTH characters, with
 * a margin; a template that needs more is ended. */
export const MEMORY_LIMIT_MB = 64;
