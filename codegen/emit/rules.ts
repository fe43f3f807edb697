// generated/rules/: types.ts, a typed hook interface per model (its written values by API name);
// index.ts, every rules file the catalogue announces with `rules: true`, every function building
// a computed field (the catalogue's `computed:`), and every action handler. Two files, so that
// the rules files importing their types are not imported back by the module they import.
// Imported statically, so rules and handlers share one copy of each module with the engine
// however the program is loaded.
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

const ident = (s: string) => s.replace(/[^a-zA-Z0-9]/g, '_');

/** The export naming a computed field function in its rules module: link_peers -> linkPeers. */
export const computedExport = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** One import line per rules module providing computed field functions. */
function computedImports(catalogue: Catalogue): string[] {
  const byModule = new Map<string, string[]>();
  for (const c of catalogue.computed) byModule.set(c.rules, [...(byModule.get(c.rules) ?? []), computedExport(c.name)]);
  return [...byModule].sort(([a], [b]) => a.localeCompare(b)).map(([rules, names]) => `import { ${names.sort().join(', ')} } from '../../src/rules/${rules}.ts';`);
}

/** generated/rules/types.ts: the typed hook interface of each model with rules, which the rules
 * files import; apart from the wiring (index.ts), which imports the rules files. */
export function emitRuleTypes(catalogue: Catalogue): string {
  return [
    banner('//'),
    `import type { ModelRules } from '../../src/engine/rules.ts';`,
    '',
    ...catalogue.models.filter((m) => m.rules).flatMap(valuesInterface),
  ].join('\n');
}

export function emitRules(catalogue: Catalogue): string {
  const withRules = catalogue.models.filter((m) => m.rules);
  const handlers = [...new Set(catalogue.models.flatMap((m) => m.actions.map((a) => a.handler)))].sort();
  return [
    banner('//'),
    `import type { ComputedFieldSql } from '../../src/engine/extensions.ts';`,
    `import type { ModelRules } from '../../src/engine/rules.ts';`,
    `import type { ActionHandler } from '../../src/http/actions.ts';`,
    ...withRules.map((m) => `import rules_${m.app}_${m.name} from '../../src/rules/${m.app}/${m.name}.ts';`),
    ...computedImports(catalogue),
    ...handlers.map((h) => `import action_${ident(h)} from '../../src/actions/${h}.ts';`),
    '',
    '/** The rules of each model that has any, by model key. */',
    'export const modelRules: Record<string, ModelRules<never>> = {',
    ...withRules.map((m) => `  '${m.key}': rules_${m.app}_${m.name} as ModelRules<never>,`),
    '};',
    '',
    '/** The functions building computed fields, by the name the catalogue gives them. */',
    'export const computedFields: Record<string, ComputedFieldSql> = {',
    ...catalogue.computed.map((c) => `  ${c.name}: ${computedExport(c.name)},`),
    '};',
    '',
    '/** Action handlers by the `handler` name the catalogue gives them. */',
    'export const actionHandlers: Record<string, ActionHandler> = {',
    ...handlers.map((h) => `  '${h}': action_${ident(h)},`),
    '};',
    '',
  ].join('\n');
}
