// Webhook and event rule conditions in NetBox's language (extras/conditions.py): a set
// {"and": [...]} or {"or": [...]} of conditions and nested sets, each condition
// {"attr": "status.value", "value": "active", "op": "eq", "negate": false}. Evaluated against
// the object's REST representation, as NetBox does. Regexes run on RE2 (re2js), as custom
// fields' validation_regex does: linear in the value, whatever the pattern.
import { isDeepStrictEqual } from 'node:util';
import type { RE2JS } from 're2js';
import { validationPattern } from '../engine/patterns.ts';
import { runInSandbox, SandboxLimitError } from './sandbox.ts';

export type ConditionSet = { and: Rule[] } | { or: Rule[] };
type Rule = ConditionSet | Condition;
interface Condition {
  attr: string;
  value: unknown;
  op: Op;
  negate: boolean;
}
type Op = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'contains' | 'regex';

/** The operators each type of value admits (NetBox's Condition.TYPES). */
const OPS_BY_TYPE: Record<string, Op[]> = {
  string: ['eq', 'contains', 'regex'],
  boolean: ['eq', 'contains'],
  number: ['eq', 'gt', 'gte', 'lt', 'lte', 'contains'],
  list: ['eq', 'in', 'contains'],
  null: ['eq'],
};

export class ConditionError extends Error {}

/** Longest regex accepted (validation_regex's too). */
export const MAX_PATTERN_LENGTH = 500;
/** Most RE2 instructions a regex may compile to: matching costs the value's length times them,
 * and compiling a pattern of repeats (`a{1000}` many times) grows with them. */
export const MAX_PATTERN_PROGRAM = 2000;

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'list';
  return typeof v;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Checks a condition document; throws ConditionError saying what is wrong. */
export function parseConditions(doc: unknown, depth = 0): ConditionSet {
  if (depth > 32) throw new ConditionError('Conditions are nested too deeply.');
  if (!isObject(doc)) throw new ConditionError('Conditions must be a JSON object such as {"and": [...]}.');
  const keys = Object.keys(doc);
  if (keys.length !== 1) throw new ConditionError(`A condition set must have exactly one logical operator (found ${keys.length}).`);
  const logic = keys[0]!;
  if (logic !== 'and' && logic !== 'or') throw new ConditionError(`Invalid logic type: ${logic}. Use "and" or "or".`);
  const rules = doc[logic];
  if (!Array.isArray(rules)) throw new ConditionError(`"${logic}" takes a list of conditions.`);
  const parsed = rules.map((r) => (isObject(r) && ('and' in r || 'or' in r) ? parseConditions(r, depth + 1) : parseCondition(r)));
  return (logic === 'and' ? { and: parsed } : { or: parsed });
}

function parseCondition(r: unknown): Condition {
  if (!isObject(r)) throw new ConditionError('Each condition is an object {"attr": ..., "value": ...}.');
  for (const k of Object.keys(r)) if (!['attr', 'value', 'op', 'negate'].includes(k)) throw new ConditionError(`Unknown condition key "${k}".`);
  const { attr, value, op = 'eq', negate = false } = r;
  if (typeof attr !== 'string' || attr === '') throw new ConditionError('A condition needs "attr", a dotted attribute path such as "status.value".');
  if (!('value' in r)) throw new ConditionError(`The condition on "${attr}" needs a "value".`);
  if (typeof negate !== 'boolean') throw new ConditionError('"negate" is true or false.');
  const allowed = OPS_BY_TYPE[typeName(value)];
  if (!allowed) throw new ConditionError(`Invalid value type for "${attr}": ${typeName(value)}.`);
  if (typeof op !== 'string' || !Object.values(OPS_BY_TYPE).flat().includes(op as Op)) throw new ConditionError(`Unknown operator: ${String(op)}.`);
  if (!allowed.includes(op as Op)) throw new ConditionError(`Invalid type for ${op} operation: ${typeName(value)}.`);
  if (op === 'regex' && (value as string).length > MAX_PATTERN_LENGTH)
    throw new ConditionError(`Invalid regular expression: at most ${MAX_PATTERN_LENGTH} characters.`);
  return { attr, value, op: op as Op, negate };
}

function regexesOf(set: ConditionSet): string[] {
  return ('and' in set ? set.and : set.or).flatMap((r) => ('attr' in r ? (r.op === 'regex' ? [r.value as string] : []) : regexesOf(r)));
}

/** What is wrong with the set's regexes for RE2 (syntax it lacks, such as backreferences and
 * lookaround, or a program too large); null when nothing is. Compiled in the sandbox, so a
 * pattern that takes long to compile costs no request its time. */
export async function regexError(set: ConditionSet): Promise<string | null> {
  const patterns = [...new Set(regexesOf(set))];
  if (!patterns.length) return null;
  let results;
  try {
    results = await runInSandbox({ op: 'pattern', texts: patterns });
  } catch (e) {
    if (e instanceof SandboxLimitError) return `Invalid regular expression: compiling it ${e.message}.`;
    throw e;
  }
  for (const [i, r] of results.entries()) {
    if ('error' in r) return `Invalid regular expression '${patterns[i]}': ${r.error} (conditions use RE2 syntax).`;
    if (Number(r.value) > MAX_PATTERN_PROGRAM) return `Invalid regular expression '${patterns[i]}': too complex for RE2's limit of ${MAX_PATTERN_PROGRAM} instructions.`;
  }
  return null;
}

/** The pattern compiled, anchored at the start as Python's re.match, or null when RE2 refuses
 * it (a condition saved before regexes were checked for RE2): such a condition never holds.
 * The pattern alone is compiled first, so that text which is no pattern on its own (`a)|(b`)
 * cannot close the anchoring group. Matched with test(), which needs no submatch and so runs on
 * RE2's DFA: still linear in the value, with a far smaller constant than the NFA that
 * lookingAt() runs (bench/conditions.md). */
function pattern(text: string): RE2JS | null {
  try {
    validationPattern(text);
    return validationPattern(`^(?:${text})`);
  } catch {
    return null;
  }
}

/** The value at a dotted path; through a list, the list of each item's value (as NetBox). */
function valueAt(data: unknown, path: string): unknown {
  let cur: unknown = data;
  for (const key of path.split('.')) {
    if (Array.isArray(cur)) cur = cur.map((item) => (isObject(item) && Object.hasOwn(item, key) ? item[key] : null));
    else if (isObject(cur)) cur = Object.hasOwn(cur, key) ? cur[key] : null;
    else return null;
  }
  return cur;
}

function holds(c: Condition, data: unknown): boolean {
  const v = valueAt(data, c.attr);
  const want = c.value;
  const compare = (f: (a: number | string, b: number | string) => boolean) =>
    (typeof v === 'number' || typeof v === 'string') && typeof v === typeof want ? f(v, want as number | string) : false;
  switch (c.op) {
    case 'eq': return isDeepStrictEqual(v, want);
    case 'gt': return compare((a, b) => a > b);
    case 'gte': return compare((a, b) => a >= b);
    case 'lt': return compare((a, b) => a < b);
    case 'lte': return compare((a, b) => a <= b);
    case 'in': return (want as unknown[]).some((w) => isDeepStrictEqual(w, v));
    case 'contains':
      if (typeof v === 'string') return typeof want === 'string' && v.includes(want);
      return Array.isArray(v) && v.some((x) => isDeepStrictEqual(x, want));
    case 'regex': return typeof v === 'string' && (pattern(want as string)?.test(v) ?? false);
  }
}

export function evaluate(set: ConditionSet, data: unknown): boolean {
  const rules = 'and' in set ? set.and : set.or;
  const each = (r: Rule) => ('attr' in r ? holds(r, data) !== r.negate : evaluate(r, data));
  return 'and' in set ? rules.every(each) : rules.some(each);
}
