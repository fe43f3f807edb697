// Conditional requests on one object (NetBox 4.6): its ETag on reads and on a single write's
// answer, `If-None-Match` on reads, `If-Match` on changes and deletes.
import type { Request, Response } from 'express';
import { entityTag } from '../engine/read/version.ts';

/** Tags a header lists at most: more could match nothing a client read. */
const MAX_TAGS = 50;

/** The tags of a list header (`W/"a", W/"b"`); `*` (any) and no header give none. */
function tagsOf(req: Request, name: 'if-match' | 'if-none-match'): string[] | '*' {
  const raw = req.headers[name];
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  if (raw.trim() === '*') return '*';
  return raw.split(',', MAX_TAGS).map((t) => t.trim()).filter((t) => t !== '');
}

/** The `If-Match` tags a change or delete must meet (none: nothing to check, `*` included, as
 * NetBox reads it). NetBox compares them as they are written, weak prefix and all. */
export function ifMatchTags(req: Request): string[] {
  const tags = tagsOf(req, 'if-match');
  return tags === '*' ? [] : tags;
}

/** Sets the ETag of an object's version, when it has one. */
export function setEntityTag(res: Response, version: string | null | undefined): void {
  const tag = entityTag(version);
  if (tag) res.setHeader('ETag', tag);
}

/** True when the client's copy is current: `If-None-Match` names the object's tag (compared
 * weakly, as RFC 9110 13.1.2 says for this header) or is `*`. */
export function notModified(req: Request, version: string | null | undefined): boolean {
  const tag = entityTag(version);
  if (!tag) return false;
  const tags = tagsOf(req, 'if-none-match');
  if (tags === '*') return true;
  const opaque = (t: string) => t.replace(/^W\//, '');
  return tags.some((t) => opaque(t) === opaque(tag));
}
