// The keys of a model's brief representation as the catalogue gives them, for the comparisons
// with NetBox's brief forms (brief.unit.test.ts, differences.unit.test.ts).
import { catalogue } from '../../generated/catalogue.ts';

/** The keys of a model's brief representation, in order: a generic field reads as its type,
 * id and object. */
export function briefKeys(m: (typeof catalogue.models)[number]): string[] {
  return m.brief.flatMap((name) => {
    const f = m.fields.find((x) => x.name === name);
    return f?.kind === 'generic' ? [f.type_column, f.id_column, f.name] : [name];
  });
}
