// Parsing one filter value of a given type, with NetBox's messages for values that are not.
import type { FilterValue } from '../../../codegen/types.ts';
import { formatIp, hostBits, parseIp } from '../../ipam/address.ts';

export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

export class BadValue extends Error {}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

export function parseDateTime(s: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(s)) return null;
  if (!isValidDate(s.slice(0, 10))) return null;
  const d = new Date(s.length === 10 ? `${s}T00:00:00Z` : /Z|[+-]\d{2}:?\d{2}$/.test(s) ? s.replace(' ', 'T') : `${s.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function parseBoolean(s: string): boolean | null {
  const v = s.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return null;
}

const MAC_FORMS = [/^([0-9a-f]{2}[:-]){5}[0-9a-f]{2}$/i, /^([0-9a-f]{4}\.){2}[0-9a-f]{4}$/i, /^[0-9a-f]{12}$/i];

/** A MAC address in any usual spelling (AA:BB:CC:DD:EE:FF, aa-bb-..., aabb.ccdd.eeff), as
 * PostgreSQL's macaddr prints it, so an exact filter matches whatever case the client used. */
export function parseMac(raw: string): string {
  const s = raw.trim();
  if (!MAC_FORMS.some((re) => re.test(s))) throw new BadValue(`Enter a valid MAC address (got "${raw}").`);
  return s.replace(/[^0-9a-f]/gi, '').toLowerCase().match(/../g)!.join(':');
}

/** Parses a query-string value; throws BadValue with the message for the client. */
export function parseFilterValue(kind: FilterValue, raw: string): unknown {
  switch (kind) {
    case 'integer': {
      if (!/^-?\d+$/.test(raw.trim())) throw new BadValue(`Enter a whole number (got "${raw}").`);
      const n = Number(raw);
      if (n < INT_MIN || n > INT_MAX) throw new BadValue(`Ensure this value is between ${INT_MIN} and ${INT_MAX} (got ${raw}).`);
      return n;
    }
    case 'number': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n) || Math.abs(n) > 1e15) throw new BadValue(`Enter a number (got "${raw}").`);
      return n;
    }
    case 'boolean': {
      const b = parseBoolean(raw);
      if (b === null) throw new BadValue(`Enter true or false (got "${raw}").`);
      return b;
    }
    case 'date':
      if (!isValidDate(raw)) throw new BadValue(`Enter a valid date (YYYY-MM-DD) (got "${raw}").`);
      return raw;
    case 'datetime': {
      const d = parseDateTime(raw);
      if (!d) throw new BadValue(`Enter a valid date/time (got "${raw}").`);
      // A Date keeps milliseconds; the database and the API keep microseconds, so a time read
      // from the API matches itself (time_before=<a change's time>) only with all six digits.
      const micro = /\.\d{4,6}/.exec(raw)?.[0];
      return micro ? d.toISOString().replace(/\.\d{3}Z$/, `${micro}Z`) : d.toISOString();
    }
    case 'cidr':
    case 'inet': {
      const ip = parseIp(raw);
      if (!ip) throw new BadValue(`Enter a valid IPv4 or IPv6 ${kind === 'cidr' ? 'prefix' : 'address'} (got "${raw}").`);
      // NetBox filters by netaddr's IPNetwork(value).cidr: host bits are dropped, not an error
      // (PostgreSQL's cidr cast would refuse 10.0.0.1/8).
      if (kind === 'cidr') return formatIp({ ...ip, value: ip.value - hostBits(ip) });
      return raw.trim();
    }
    default:
      if (raw.length > 1000) throw new BadValue('Ensure this value has at most 1000 characters.');
      if (raw.includes('\u0000')) throw new BadValue('Null characters are not allowed.');
      return raw;
  }
}
