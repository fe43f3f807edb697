// generated/rules/index.ts: a typed hook interface per model (its written values by API name)
// and the loader of every rules file the catalogue announces with `rules: true`.
import type { Catalogue, Field, Model } from '../types.ts';
import { banner } from './banner.ts';

function tsType(f: Field): string {
  switch (f.kind) {
    case 'scalar':
      switch (f.type) {
        case 'integer': case 'bigint': return 'number';
        case 'boolean': return 'boolean';
        case 'json': return 'unknown';
        case 'string_list': return 'string[]';
        default: return 'string';
      }
    case 'choice': return 'string';
    case 'fk': return 'number';
    case 'm2m': return 'number[]';
    default: return 'unknown';
  }
}

function valuesInterface(m: Model): string[] {
  const lines = [`/** Written values of ${m.key}, by API name; related objects as ids. */`, `export interface ${m.class_name}Values {`];
  for (const f of m.fields) {
    if (f.read_only || f.kind === 'derived') continue;
    if (f.kind === 'generic') {
      lines.push(`  ${f.type_column}?: string | null;`, `  ${f.id_column}?: number | null;`);
      continue;
    }
    lines.push(`  ${f.name}?: ${tsType(f)}${f.nullable ? ' | null' : ''};`);
  }
  lines.push('}', `export type ${m.class_name}Rules = ModelRules<${m.class_name}Values>;`, '');
  return lines;
}

export function emitRules(catalogue: Catalogue): string {
  const withRules = catalogue.models.filter((m) => m.rules);
  return [
    banner('//'),
    `import type { ModelRules } from '../../src/engine/rules.ts';`,
    '',
    ...withRules.flatMap(valuesInterface),
    '/** Rules files by model key, loaded on first use. */',
    'export const ruleModules: Record<string, () => Promise<{ default: ModelRules<never> }>> = {',
    ...withRules.map((m) => `  '${m.key}': () => import('../../src/rules/${m.app}/${m.name}.ts'),`),
    '};',
    '',
  ].join('\n');
}
