// Checks and converts one written field value to what its column stores, with the messages
// NetBox (Django REST framework) gives for each kind of bad value.
import { UploadedImage } from './uploads.ts';
import type { ScalarField } from '../../../codegen/types.ts';
import { formatAddress, formatIp, hostBits, parseIp, width } from '../../ipam/address.ts';
import { INT_MAX, INT_MIN, isValidDate, parseDateTime } from '../query/values.ts';

export class FieldProblem extends Error {}

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'));

function isTimeZone(name: string): boolean {
  if (TIME_ZONES.has(name) || name === 'UTC') return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z]+(?:[/_+-][A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}

const MAC_FORMS = [
  /^([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})$/i,
  /^([0-9a-f]{2})([0-9a-f]{2})\.([0-9a-f]{2})([0-9a-f]{2})\.([0-9a-f]{2})([0-9a-f]{2})$/i,
  /^([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i,
];

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new FieldProblem('Not a valid string.');
}

/** Converts a non-null value of a scalar field; throws FieldProblem with the client message. */
export function convertScalar(f: ScalarField, value: unknown): unknown {
  switch (f.type) {
    case 'string':
    case 'slug':
    case 'password':
    case 'token_key': {
      const text = f.type === 'password' ? asText(value) : asText(value).trim();
      if (text.includes('\u0000')) throw new FieldProblem('Null characters are not allowed.');
      if (text === '' && f.required && f.type !== 'token_key') throw new FieldProblem('This field may not be blank.');
      if (f.max_length !== undefined && text.length > f.max_length)
        throw new FieldProblem(`Ensure this field has no more than ${f.max_length} characters.`);
      if (f.type === 'slug' && !/^[-a-zA-Z0-9_]+$/.test(text))
        throw new FieldProblem('Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.');
      if (f.pattern && text !== '' && !new RegExp(f.pattern, 'u').test(text)) throw new FieldProblem(f.pattern_message ?? 'Enter a valid value.');
      return text;
    }
    case 'integer':
    case 'bigint': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(n)) throw new FieldProblem('A valid integer is required.');
      const lo = Math.max(f.min ?? -Infinity, f.type === 'integer' ? INT_MIN : Number.MIN_SAFE_INTEGER);
      const hi = Math.min(f.max ?? Infinity, f.type === 'integer' ? INT_MAX : Number.MAX_SAFE_INTEGER);
      if (n < lo) throw new FieldProblem(`Ensure this value is greater than or equal to ${lo}.`);
      if (n > hi) throw new FieldProblem(`Ensure this value is less than or equal to ${hi}.`);
      // Given in a larger unit at this API version (engine/versions.ts), stored in the smaller.
      return f.scale ? n * f.scale : n;
    }
    case 'decimal': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) throw new FieldProblem('A valid number is required.');
      const [digits, places] = f.precision ?? [12, 4];
      if (Math.abs(n) >= 10 ** (digits - places)) throw new FieldProblem(`Ensure that there are no more than ${digits - places} digits before the decimal point.`);
      if (f.min !== undefined && n < f.min) throw new FieldProblem(`Ensure this value is greater than or equal to ${f.min}.`);
      if (f.max !== undefined && n > f.max) throw new FieldProblem(`Ensure this value is less than or equal to ${f.max}.`);
      return String(n);
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === 0) return value === 1;
      if (typeof value === 'string') {
        const v = value.toLowerCase();
        if (['true', '1', 'yes', 'on'].includes(v)) return true;
        if (['false', '0', 'no', 'off'].includes(v)) return false;
      }
      throw new FieldProblem('Must be a valid boolean.');
    }
    case 'date':
      if (typeof value !== 'string' || !isValidDate(value))
        throw new FieldProblem('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
      return value;
    case 'datetime': {
      const d = typeof value === 'string' ? parseDateTime(value) : null;
      if (!d) throw new FieldProblem('Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].');
      return d.toISOString();
    }
    case 'json':
      return JSON.stringify(value);
    case 'cidr': {
      const ip = typeof value === 'string' ? parseIp(value) : null;
      if (!ip) throw new FieldProblem(`Enter a valid IPv4 or IPv6 prefix (got ${JSON.stringify(value)}).`);
      // NetBox stores a prefix by its network: host bits are cleared.
      return formatIp({ ...ip, value: ip.value - hostBits(ip) });
    }
    case 'inet': {
      const ip = typeof value === 'string' ? parseIp(value) : null;
      if (!ip) throw new FieldProblem(`Enter a valid IPv4 or IPv6 address with a mask (got ${JSON.stringify(value)}).`);
      return `${formatAddress(ip.family, ip.value)}/${ip.hasLength ? ip.length : width(ip.family)}`;
    }
    case 'mac': {
      const text = asText(value).trim();
      const m = MAC_FORMS.map((re) => re.exec(text)).find(Boolean);
      if (!m) throw new FieldProblem('Enter a valid MAC address.');
      return m.slice(1, 7).join(':').toUpperCase();
    }
    case 'timezone': {
      const text = asText(value).trim();
      if (!isTimeZone(text)) throw new FieldProblem('A valid timezone is required.');
      return text;
    }
    case 'image': {
      // An empty value clears the image (a multipart form's empty field, or JSON's "").
      if (value === '') return '';
      if (!(value instanceof UploadedImage)) throw new FieldProblem('The submitted data was not a file. Check the encoding type on the form.');
      return value;
    }
    case 'string_list': {
      if (!Array.isArray(value)) throw new FieldProblem(`Expected a list of items but got type "${typeof value}".`);
      return value.map((v) => {
        if (typeof v !== 'string' || v.length > 200) throw new FieldProblem('Each item must be a string of at most 200 characters.');
        return v.trim();
      });
    }
  }
}
