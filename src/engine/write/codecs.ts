// Scalar field types whose values are not stored as written (a password as its hash, a token
// key as its digest): each is encoded by a codec its owner registers at start (src/register.ts),
// so the engine writes them without knowing how.
import type { ScalarField, ScalarType } from '../../../codegen/types.ts';
import type { Row, WriteContext } from './context.ts';

export interface Encoded {
  /** The column values to write, by column name, in the order they are written. */
  columns: Row;
  /** Values to show once in the create response, by field name (a token key made for the
   * object; a v2 token's public key and secret). */
  reveal?: Record<string, string>;
}

export interface ScalarCodec {
  /** What the field's value, as checked, is stored as: `value` is undefined when the body does
   * not give it, which a codec may answer by making one (`creating`); undefined: nothing is
   * written for the field. `item` holds the item's other checked values (a token's version). */
  encode(value: unknown, field: ScalarField, ctx: WriteContext, creating: boolean, item: Readonly<Record<string, unknown>>): Encoded | undefined | Promise<Encoded | undefined>;
  /** Null is a value to encode even where the field is not nullable (a token key: make one). */
  takesNull?: boolean;
  /** The message for a duplicate that no unique constraint of the catalogue names: the
   * field's own unique index (a token key's digest). */
  duplicate?: string;
}

const codecs = new Map<ScalarType, ScalarCodec>();

/** Types whose values must never reach a column as written: a write of one before its codec is
 * registered fails rather than store a password in clear. */
const ENCODED_TYPES: ReadonlySet<ScalarType> = new Set<ScalarType>(['password', 'token_key', 'image']);

/** Encodes every value of the scalar type `type` with `codec`; registering again replaces it. */
export function registerScalarCodec(type: ScalarType, codec: ScalarCodec): void {
  codecs.set(type, codec);
}

export function scalarCodec(type: ScalarType): ScalarCodec | undefined {
  const codec = codecs.get(type);
  if (!codec && ENCODED_TYPES.has(type)) throw new Error(`no codec registered for ${type} fields: call registerExtensions() (src/register.ts) at start`);
  return codec;
}
