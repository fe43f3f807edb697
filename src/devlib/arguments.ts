// Optional driver arguments: from DEVLIB_ARGS, then the platform's devlib_args, then a call's
// X-DEVLIB-<argument> headers, each source overriding the one before. Every value is checked
// here, by name and type, so nothing unknown or malformed ever reaches a transport: a bad one
// is a 400 (a bad setting stops the service at start).

export interface DevlibArgs {
  /** TCP port of the device's API: 22 (SSH CLI), 443 (eAPI), 830 (NETCONF) by default. */
  port?: number;
  /** Seconds to connect and log in, and for each command. */
  timeout?: number;
  /** ios: the enable secret. */
  secret?: string;
  /** eos: https (default) or http. */
  transport?: 'https' | 'http';
  /** eos over https: check the device's certificate (default true). */
  verify_tls?: boolean;
}

export class ArgumentError extends Error {}

type Check = (value: unknown) => unknown;

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];

function number(min: number, max: number, integer: boolean): Check {
  return (v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max)
      throw new ArgumentError(`expected ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
    return n;
  };
}

const CHECKS: Record<keyof DevlibArgs, Check> = {
  port: number(1, 65535, true),
  timeout: number(1, 600, false),
  secret: (v) => {
    if (typeof v !== 'string' || v.length > 256 || /[\r\n]/.test(v)) throw new ArgumentError('expected a string of at most 256 characters, on one line');
    return v;
  },
  transport: (v) => {
    if (v !== 'https' && v !== 'http') throw new ArgumentError('expected https or http');
    return v;
  },
  verify_tls: (v) => {
    if (typeof v === 'boolean') return v;
    if (typeof v === 'string' && TRUE.includes(v.toLowerCase())) return true;
    if (typeof v === 'string' && FALSE.includes(v.toLowerCase())) return false;
    throw new ArgumentError('expected true or false');
  },
};

export const ARGUMENT_NAMES = Object.keys(CHECKS) as Array<keyof DevlibArgs>;

/** The checked arguments of one source (`where` names it in messages); secrets are never
 * echoed back. */
export function parseArgs(raw: unknown, where: string): DevlibArgs {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new ArgumentError(`${where}: expected an object of arguments`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = key.toLowerCase().replace(/-/g, '_') as keyof DevlibArgs;
    const check = CHECKS[name];
    if (!check) throw new ArgumentError(`${where}: unknown argument "${key}"; known: ${ARGUMENT_NAMES.join(', ')}`);
    try {
      out[name] = check(value);
    } catch (e) {
      const shown = name === 'secret' ? '' : ` (got ${JSON.stringify(value)?.slice(0, 60)})`;
      throw new ArgumentError(`${where}: argument "${key}": ${(e as Error).message}${shown}`);
    }
  }
  return out as DevlibArgs;
}
