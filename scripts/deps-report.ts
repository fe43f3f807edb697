// The import graph in a few lines, from dependency-cruiser's JSON on stdin (`make deps-report`):
// how many modules and imports, which areas import which, every cycle with its files, and
// every rule broken. Written for the eye and for diffs: the same code gives the same text.
// With --check (`make deps`) it prints only what breaks a rule, with the rule's reason, and
// exits 1 when anything does.
//
//   depcruise src codegen generated -T json | tsx scripts/deps-report.ts [--check]
//
// dependency-cruiser lists a cycle once per module on it, so a knot of 16 files shows as many
// overlapping paths; the report shows each knot once instead (a strongly connected component:
// files that can all reach one another through imports).
import { text } from 'node:stream/consumers';

interface Dependency {
  resolved: string;
  coreModule: boolean;
  couldNotResolve: boolean;
  dependencyTypes: string[];
}
interface Module {
  source: string;
  dependencies: Dependency[];
}
interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}
interface Rule {
  name: string;
  comment?: string;
}
interface CruiseResult {
  modules: Module[];
  summary: { violations: Violation[]; ruleSetUsed?: { forbidden?: Rule[] } };
}

const check = process.argv.includes('--check');
const result = JSON.parse(await text(process.stdin)) as CruiseResult;

const own = (path: string) => !path.split('/').includes('node_modules');
const modules = result.modules.filter((m) => own(m.source) && !m.source.startsWith('node:'));
const edges = new Map<string, { to: string; typeOnly: boolean }[]>();
for (const m of modules) {
  const out = m.dependencies
    .filter((d) => !d.coreModule && !d.couldNotResolve && own(d.resolved))
    .map((d) => ({ to: d.resolved, typeOnly: d.dependencyTypes.includes('type-only') }));
  edges.set(m.source, out);
}

const count = [...edges.values()].reduce((n, out) => n + out.length, 0);
const typeOnly = [...edges.values()].reduce((n, out) => n + out.filter((e) => e.typeOnly).length, 0);
const graph = `${modules.length} modules, ${count} imports between them (${typeOnly} of types only)`;
const lines: string[] = [];
if (!check) lines.push(graph);

// An area is a top folder, or for src/ and generated/ the folder or file below (src/engine,
// src/config.ts, generated/rules).
const area = (path: string) => {
  const parts = path.split('/');
  return parts[0] === 'src' || parts[0] === 'generated' ? parts.slice(0, 2).join('/') : parts[0]!;
};
const areaEdges = new Map<string, Set<string>>();
for (const [from, out] of edges) {
  for (const { to } of out) {
    if (area(from) === area(to)) continue;
    let targets = areaEdges.get(area(from));
    if (!targets) areaEdges.set(area(from), (targets = new Set()));
    targets.add(area(to));
  }
}
if (!check) lines.push('', 'areas and what they import:');
for (const [from, to] of check ? [] : [...areaEdges].sort(([a], [b]) => a.localeCompare(b))) {
  lines.push(`  ${from.padEnd(22)} ${[...to].sort().join(' ')}`);
}

// Tarjan's algorithm, iterative so that a long import chain cannot overflow the stack.
function knots(withTypes: boolean): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const targets = (node: string) => (edges.get(node) ?? []).filter((e) => withTypes || !e.typeOnly).map((e) => e.to);
  for (const root of [...edges.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { node: string; children: string[]; i: number }[] = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, children: targets(node), i: 0 });
    };
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.i < frame.children.length) {
        const child = frame.children[frame.i++]!;
        if (!index.has(child)) enter(child);
        else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = targets(frame.node).includes(frame.node);
      if (component.length > 1 || selfImport) found.push(component.sort());
    }
  }
  return found.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

const cycles = knots(true);
const runtime = new Set(knots(false).flat());
// A cycle the rules allow (e.g. inside a generated third-party client) is listed but marked.
const cycleViolations = result.summary.violations.filter((v) => v.cycle);
const forbidden = new Set(cycleViolations.map((v) => v.from));
const comments = new Map((result.summary.ruleSetUsed?.forbidden ?? []).map((r) => [r.name, r.comment ?? '']));
const shown = check ? cycles.filter((files) => files.some((f) => forbidden.has(f))) : cycles;
const cycleRule = cycleViolations[0]?.rule.name;
lines.push(...(check ? [] : ['']), `cycles: ${shown.length} (${shown.reduce((n, c) => n + c.length, 0)} files)`
  + (check && cycleRule ? `, rule ${cycleRule}: ${comments.get(cycleRule)}` : ''));
for (const [i, files] of shown.entries()) {
  const kept = files.filter((f) => runtime.has(f)).length;
  const notes = [kept === 0 ? 'types only' : kept < files.length ? `${kept} of them still in a cycle without type-only imports` : 'a cycle at run time too'];
  if (!files.some((f) => forbidden.has(f))) notes.push('allowed by the rules');
  lines.push(`  ${i + 1}. ${files.length} files (${notes.join(', ')}):`);
  for (const file of files) {
    const inside = new Set(files);
    const to = (edges.get(file) ?? []).filter((e) => inside.has(e.to)).map((e) => e.to + (e.typeOnly ? ' (types)' : ''));
    lines.push(`       ${file}${check ? ` -> ${to.join(', ')}` : ''}`);
  }
}
const broken = new Map<string, Set<string>>();
for (const v of result.summary.violations) {
  if (v.cycle) continue; // shown above, once per knot
  let list = broken.get(v.rule.name);
  if (!list) broken.set(v.rule.name, (list = new Set()));
  list.add(`${v.from} -> ${v.to}`);
}
const total = [...broken.values()].reduce((n, l) => n + l.size, 0);
lines.push('', `rules broken (other than cycles): ${total}`);
for (const [rule, list] of [...broken].sort(([a], [b]) => a.localeCompare(b))) {
  lines.push(`  ${rule} (${list.size}): ${comments.get(rule) ?? ''}`);
  for (const line of [...list].sort()) lines.push(`       ${line}`);
}

const failed = forbidden.size > 0 || total > 0;
if (check && !failed) console.log(`deps: ${graph}; no cycle, every import rule holds (.dependency-cruiser.cjs)`);
else console.log(lines.join('\n'));
if (check && failed) {
  console.log('\nImports break the rules above (.dependency-cruiser.cjs; docs/development/dependencies.md says what to do).');
  process.exitCode = 1;
}
