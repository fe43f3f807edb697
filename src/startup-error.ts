// A start that cannot go on, told in one line: what went wrong, with the setting or path
// involved, and what to do about it. main logs it as a single `startup failed` line, without a
// stack: the message is the whole story.
export class StartupError extends Error {
  readonly setting: string | undefined;
  readonly path: string | undefined;

  constructor(message: string, where: { setting?: string; path?: string } = {}) {
    super(message.replace(/\s*\n\s*/g, ' '));
    this.name = 'StartupError';
    this.setting = where.setting;
    this.path = where.path;
  }
}

/** `e`'s message without Node's "ECODE: " prefix and the repeated syscall and path. */
export function reason(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  const text = err?.message ?? String(e);
  return text.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*'$/, '');
}
