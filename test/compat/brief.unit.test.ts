// The brief representations (`?brief=1`, and every nested object) against NetBox 3.7's nested
// serializers: netbox-3.7-nested.json beside this file holds each Nested*Serializer's fields
// at v3.7.8, by content type; netinv's are as a request that names NetBox 3.7 gets them
// (/v3.7/api/, the catalogue's versions."3.7".netbox; /api/ keeps the spec's, which
// test/api/netbox-shapes.test.ts asserts). The keys must be NetBox's, in NetBox's order, but for the
// differences listed here with their reasons; a difference without a reason fails, and so does
// a reason whose difference is gone. NetBox 3.7's brief forms have no description, and neither
// have netinv's at 3.7 (src/netbox-versions.ts, briefDescription); another field NetBox 4.6's
// brief form added (a count, a tree's _depth) is served to both generations: its brief form
// (netbox-4.6.json) is the reason.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { catalogue } from '../../generated/catalogue.ts';
import { briefKeys } from './brief-keys.ts';
import { netboxCatalogue } from '../../codegen/netbox-shape.ts';

const nested = (JSON.parse(readFileSync(new URL('netbox-3.7-nested.json', import.meta.url), 'utf8')) as { nested: Record<string, string[]> }).nested;
const netbox46 = new Map(Object.values((JSON.parse(readFileSync(new URL('netbox-4.6.json', import.meta.url), 'utf8')) as {
  endpoints: Record<string, { model: string; brief: string[] }>;
}).endpoints).map((e) => [e.model, e.brief]));

/** `+name`: netinv's brief has it and NetBox's nested serializer not; `-name`: the reverse. */
type Reasons = Record<string, string>;

/** NetBox declares counts on nested serializers (a provider's circuit_count), but a nested
 * object's row is never annotated with them, so DRF leaves them out; only a `?brief=1` list whose
 * queryset counts shows them. netinv's brief is both, so a count may be left out: the nested
 * objects' shape, which every representation embeds, stays NetBox's. */
const COUNT = /^-[a-z_]+_count$/;

const REASONS: Record<string, Reasons> = {
  'ipam.fhrpgroupassignment': { '+interface': 'a generic relation reads as its type, its id and the object, nested or not (one mechanism for every generic field)' },
  'users.token': {
    '-key': 'a token\'s key is stored as a digest and shown once, in the response that creates it (the spec)',
    ...Object.fromEntries(['version', 'key_id', 'enabled'].map((n) => [`+${n}`, 'NetBox 4.5\'s token brief form (v2 tokens; key_id is its key)'])),
  },
};

describe('compat: brief representations against NetBox 3.7\'s nested serializers', () => {
  const compared = netboxCatalogue(catalogue, '3.7').models.filter((m) => nested[m.content_type]);

  it('compares every model NetBox 3.7 nests', () => {
    assert.ok(compared.length >= 95, `${compared.length} models compared`);
    for (const key of Object.keys(REASONS)) assert.ok(compared.some((m) => m.content_type === key), `${key} is not compared`);
  });

  for (const m of compared) {
    it(`${m.key}: NetBox's brief fields in NetBox's order, every difference with its reason`, () => {
      const mine = briefKeys(m);
      const theirs = nested[m.content_type]!;
      const found = [...mine.filter((n) => !theirs.includes(n)).map((n) => `+${n}`), ...theirs.filter((n) => !mine.includes(n)).map((n) => `-${n}`)];
      const reasons = REASONS[m.content_type] ?? {};
      const in46 = (d: string) => d.startsWith('+') && d !== '+description' && (netbox46.get(m.content_type) ?? []).includes(d.slice(1));
      assert.deepEqual(found.filter((d) => !(d in reasons) && !COUNT.test(d) && !in46(d)), [], 'differences without a reason');
      assert.deepEqual(Object.keys(reasons).filter((d) => !found.includes(d)), [], 'reasons for differences that are gone');
      const shared = (xs: string[], ys: string[]) => xs.filter((n) => ys.includes(n));
      assert.deepEqual(shared(mine, theirs), shared(theirs, mine), 'the fields both have, in NetBox\'s order');
    });
  }
});
