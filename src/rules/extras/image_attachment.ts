// An image attachment's reads: the size of its image in bytes (NetBox 4.x's image_size), read
// from the stored upload (src/media/store.ts) in the same statement.
import type { ComputedFieldSql } from '../../engine/api.ts';

export const imageAttachmentSize: ComputedFieldSql = (_ctx, _model, alias) =>
  `(SELECT octet_length(m.bytes)::int FROM netinv_media m WHERE m.path = ${alias}.image)`;
