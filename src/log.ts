// Structured logging: one JSON object per line on stdout, `{time, level, msg, ...fields}`.
// The level comes from LOG_LEVEL (main calls setLogLevel once the configuration is loaded;
// until then the raw LOG_LEVEL environment variable is honoured when it is valid).

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line it writes. */
  child(fields: LogFields): Logger;
  /** Whether a line at `level` would be written now. */
  enabled(level: LogLevel): boolean;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

const fromEnv = process.env.LOG_LEVEL?.trim().toLowerCase() ?? '';
let threshold: number = rank[isLogLevel(fromEnv) ? fromEnv : 'info'];

let sink: (line: string) => void = (line) => {
  process.stdout.write(line + '\n');
};

export function setLogLevel(level: LogLevel): void {
  threshold = rank[level];
}

/** Replace where lines go (tests capture them); returns the previous sink. */
export function setLogSink(next: (line: string) => void): (line: string) => void {
  const previous = sink;
  sink = next;
  return previous;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: value.name, message: value.message };
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) out.code = code;
    if (value.stack) out.stack = value.stack;
    if (value.cause !== undefined) out.cause = serialise(value.cause);
    return out;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function write(level: LogLevel, msg: string, base: LogFields, fields?: LogFields): void {
  if (rank[level] < threshold) return;
  const time = new Date().toISOString();
  const record: Record<string, unknown> = { time, level, msg };
  for (const source of [base, fields]) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source)) {
      if (key === 'time' || key === 'level' || key === 'msg' || value === undefined) continue;
      record[key] = serialise(value);
    }
  }
  let line: string;
  try {
    line = JSON.stringify(record);
  } catch {
    // Circular or otherwise unserialisable fields: keep the message, say what was lost.
    line = JSON.stringify({ time, level, msg, log_error: 'fields could not be serialised' });
  }
  sink(line);
}

function makeLogger(base: LogFields): Logger {
  return {
    debug: (msg, fields) => write('debug', msg, base, fields),
    info: (msg, fields) => write('info', msg, base, fields),
    warn: (msg, fields) => write('warn', msg, base, fields),
    error: (msg, fields) => write('error', msg, base, fields),
    child: (fields) => makeLogger({ ...base, ...fields }),
    enabled: (level) => rank[level] >= threshold,
  };
}

export const log: Logger = makeLogger({});
