// A statement under construction: SQL text with numbered placeholders and their values.
// Identifiers come only from the catalogue (validated names); user values only ever become
// parameters, never text.

export class Statement {
  readonly values: unknown[] = [];
  private aliasCount = 0;

  /** Aliases are `prefix` and a number: a part built apart from the statement (a cached
   * representation) takes a prefix of its own so that its aliases never shadow the statement's. */
  constructor(private readonly prefix = 't') {}

  /** Adds a parameter and returns its placeholder. */
  param(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }

  /** A fresh table alias. */
  alias(): string {
    return `${this.prefix}${++this.aliasCount}`;
  }
}

/** Quotes a catalogue identifier (already restricted to [a-z0-9_]). */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`refusing identifier ${name}`);
  return `"${name}"`;
}

/** A SQL string literal for catalogue text (labels, templates): never for user input. */
export function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
