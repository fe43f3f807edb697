// Helpers shared by the IPAM rules: the value a field will have after the write, choice
// labels, and NetBox's port lists (an ArrayField of integers 1-65535, stored here as JSON).
import { registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';

export type Row = Record<string, unknown>;

/** Sets a read-only column the rules compute (size, display_text); the engine writes it. */
export function setComputed(values: object, name: string, value: unknown): void {
  (values as Row)[name] = value;
}

export function choiceLabel(set: string, value: string): string {
  return registry.choices(set).choices.find((c) => c.value === value)?.label ?? value;
}

/** The written ports (JSON text from the engine) as integers, with DRF's ListField /
 * IntegerField messages (`{ports: {"0": [...]}}`) for bad items. */
export function checkPorts(text: unknown): number[] {
  let list: unknown;
  try {
    list = typeof text === 'string' ? JSON.parse(text) : text;
  } catch {
    list = text;
  }
  if (!Array.isArray(list)) {
    const type = list === null ? 'NoneType' : typeof list === 'object' ? 'dict' : typeof list === 'number' ? (Number.isInteger(list) ? 'int' : 'float') : typeof list === 'boolean' ? 'bool' : 'str';
    throw ValidationError.field('ports', `Expected a list of items but got type "${type}".`);
  }
  if (list.length === 0) throw ValidationError.field('ports', 'This list may not be empty.');
  const errors: Record<string, string[]> = {};
  const ports = list.map((item, i) => {
    const n = typeof item === 'number' ? item : typeof item === 'string' && /^\s*-?\d+\s*$/.test(item) ? Number(item) : NaN;
    if (!Number.isInteger(n)) errors[String(i)] = ['A valid integer is required.'];
    else if (n < 1) errors[String(i)] = ['Ensure this value is greater than or equal to 1.'];
    else if (n > 65535) errors[String(i)] = ['Ensure this value is less than or equal to 65535.'];
    return n;
  });
  if (Object.keys(errors).length) throw new ValidationError({ ports: errors });
  return ports;
}

/** NetBox's array_to_string: sorted, consecutive runs joined ("22, 80-82"). */
export function portList(ports: number[]): string {
  const sorted = [...ports].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

/** The ports of a stored row (jsonb, read back as an array). */
export function storedPorts(existing: Row | null): number[] {
  const v = existing?.ports;
  if (Array.isArray(v)) return v as number[];
  if (typeof v === 'string') return JSON.parse(v) as number[];
  return [];
}

/** Validates the ports and protocol after a write and sets display_text:
 * ServiceBase.__str__, "name (TCP/22, 80-82)". */
export function serviceDisplay(values: object, existing: Row | null): void {
  const v = values as Row;
  let ports: number[];
  if (Object.hasOwn(v, 'ports')) {
    ports = checkPorts(v.ports);
    v.ports = JSON.stringify(ports);
  } else ports = storedPorts(existing);
  const name = valueAfterWrite(values, existing, 'name') as string;
  const protocol = valueAfterWrite(values, existing, 'protocol') as string;
  setComputed(values, 'display_text', `${name} (${choiceLabel('service_protocol', protocol)}/${portList(ports)})`);
}
