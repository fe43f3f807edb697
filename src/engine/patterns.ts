// Regular expressions users write (a custom field's validation_regex, a webhook condition's
// `regex`), compiled for RE2's linear-time engine and kept by pattern.
import { RE2JS } from 're2js';

/** Compiled patterns, by pattern (a handful per installation). */
const compiled = new Map<string, RE2JS>();
const COMPILED_MAX = 1000;

/** A validation_regex compiled for RE2's linear-time engine (re2js: no backtracking, so no
 * pattern, `^(a+)+$` included, can make a value take more than linear time). Throws
 * RE2JSSyntaxException for what RE2 does not take (backreferences, lookaround). */
export function validationPattern(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) {
    re = RE2JS.compile(pattern);
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}
