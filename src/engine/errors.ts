// The errors the engine raises, each carrying the status and body DECISIONS.md prescribes.

/** Any error that becomes an HTTP answer with a `{detail}` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export type FieldErrors = Record<string, unknown>;

/** Adds a message to the field's list in `errors`. */
export function addError(errors: FieldErrors, name: string, message: string): void {
  const list = (Object.hasOwn(errors, name) ? errors[name] : (errors[name] = [])) as string[];
  list.push(message);
}

/** 400 with NetBox's validation body: `{field: [messages]}`, a list aligned with a bulk request,
 * or a list of messages about the request as a whole (DRF's ValidationError given a string). */
export class ValidationError extends Error {
  constructor(readonly body: FieldErrors | FieldErrors[] | string[]) {
    super('validation failed');
  }

  static field(name: string, message: string): ValidationError {
    return new ValidationError({ [name]: [message] });
  }
}

export const notFound = () => new ApiError(404, 'Not found.');
