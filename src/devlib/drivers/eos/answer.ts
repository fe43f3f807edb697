// Reading eAPI JSON answers. EOS documents each command's result object, but releases add and
// drop fields, and NAPALM's driver reads some with a default and indexes others (a KeyError
// there is a crash). Here every read knows its command and path: an absent value gets the
// caller's fallback or raises an EapiAnswerError saying which field is missing, and a value of
// the wrong type is always an error, so a getter returns NAPALM's shape or says why it cannot.

/** An eAPI answer without the shape its command documents (truncated, garbled, or an EOS
 * release reporting the field differently). */
export class EapiAnswerError extends Error {
  override name = 'EapiAnswerError';
}

type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export class Answer {
  private constructor(private readonly value: unknown, private readonly command: string, private readonly path: string) {}

  /** The result object eAPI returned for `command`. */
  static of(command: string, value: unknown): Answer {
    return new Answer(value, command, '');
  }

  /** Absent: the field is missing or null (EOS prints null for some unset values). */
  get present(): boolean {
    return this.value !== undefined && this.value !== null;
  }

  private fail(problem: string): never {
    const where = this.path.replace(/^\./, '') || 'the answer';
    throw new EapiAnswerError(`\`${this.command}\`: ${where} ${problem}`);
  }

  private child(value: unknown, step: string): Answer {
    return new Answer(value, this.command, this.path + step);
  }

  /** The field `key` of this object; absent when this is absent or has no such own field. */
  at(key: string): Answer {
    const step = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    if (!this.present) return this.child(undefined, step);
    if (!isObject(this.value)) this.fail(`is not an object: ${describe(this.value)}`);
    return this.child(Object.hasOwn(this.value, key) ? this.value[key] : undefined, step);
  }

  private absent<T>(fallback: T | undefined): T {
    if (fallback === undefined) this.fail('is missing');
    return fallback;
  }

  /** The fields of this object in the device's order, or `ifAbsent` ([]) when it is absent. */
  entries(ifAbsent?: []): Array<[string, Answer]> {
    if (!this.present) return this.absent(ifAbsent);
    if (!isObject(this.value)) this.fail(`is not an object: ${describe(this.value)}`);
    return Object.keys(this.value).map((k) => [k, this.at(k)]);
  }

  /** The items of this list, or `ifAbsent` ([]) when it is absent. */
  items(ifAbsent?: []): Answer[] {
    if (!this.present) return this.absent(ifAbsent);
    if (!Array.isArray(this.value)) this.fail(`is not a list: ${describe(this.value)}`);
    return this.value.map((v, i) => this.child(v, `[${i}]`));
  }

  string(fallback?: string): string {
    if (!this.present) return this.absent(fallback);
    if (typeof this.value !== 'string') this.fail(`is not a string: ${describe(this.value)}`);
    return this.value;
  }

  /** A finite number (JSON has no others, but a garbled answer may carry anything). */
  number(fallback?: number): number {
    if (!this.present) return this.absent(fallback);
    if (typeof this.value !== 'number' || !Number.isFinite(this.value)) this.fail(`is not a number: ${describe(this.value)}`);
    return this.value;
  }

  boolean(fallback?: boolean): boolean {
    if (!this.present) return this.absent(fallback);
    if (typeof this.value !== 'boolean') this.fail(`is not true or false: ${describe(this.value)}`);
    return this.value;
  }

  /** A string, or a number as its decimal text: fields that EOS releases print either way
   * (AS numbers are "65001" in some, 65001 in others). */
  text(fallback?: string): string {
    if (typeof this.value === 'number' && Number.isFinite(this.value)) return String(this.value);
    return this.string(fallback);
  }

  /** `parse` applied to this field's text; what it throws is reported with the command and path. */
  parsed<T>(parse: (text: string) => T): T {
    const text = this.text();
    try {
      return parse(text);
    } catch (e) {
      return this.fail(`is not valid: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
