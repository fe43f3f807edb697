// The query of GET /api/dcim/racks/<id>/elevation/, read as NetBox's
// RackElevationDetailFilterSerializer reads it: every field checked at once and each problem
// named under its parameter (DRF's words), with bounds NetBox lacks on the drawing's sizes so
// that no request asks for an unbounded drawing.
import { ValidationError, type FieldErrors } from '../../engine/errors.ts';
import { parseBoolean } from '../../engine/query/values.ts';
import type { DrawingSize } from './elevation_svg.ts';

export interface ElevationParams extends DrawingSize {
  face: 'front' | 'rear';
  render: 'json' | 'svg';
  exclude: number | null;
  q: string | null;
  expand_devices: boolean;
  include_images: boolean;
  /** `highlight=<key>:<value>` pairs (id or name). */
  highlight: Array<[string, string]>;
}

/** The drawing's sizes: NetBox's defaults (RACK_ELEVATION_DEFAULT_UNIT_WIDTH/HEIGHT and its
 * legend and margin constants) and the bounds of each. */
export const SIZES: Record<keyof DrawingSize, { default: number; min: number; max: number }> = {
  unit_width: { default: 220, min: 20, max: 2000 },
  unit_height: { default: 22, min: 5, max: 200 },
  legend_width: { default: 30, min: 0, max: 500 },
  margin_width: { default: 15, min: 0, max: 500 },
};

/** At most this many highlight parameters, each at most this long. */
export const MAX_HIGHLIGHTS = 20;
const MAX_HIGHLIGHT_LENGTH = 200;
const MAX_Q_LENGTH = 100;

const INTEGER = /^\s*-?\d{1,15}(\.0*)?\s*$/;

export function elevationParams(query: Record<string, string[]>): ElevationParams {
  const errors: FieldErrors = {};
  const fail = (name: string, message: string) => { errors[name] = [message]; };
  const last = (name: string) => query[name]?.at(-1);
  const choice = <T extends string>(name: string, choices: readonly T[], fallback: T): T => {
    const raw = last(name);
    if (raw === undefined) return fallback;
    if ((choices as readonly string[]).includes(raw)) return raw as T;
    fail(name, `"${raw.slice(0, 100)}" is not a valid choice.`);
    return fallback;
  };
  const integer = (name: string, bounds?: { min: number; max: number }): number | null => {
    const raw = last(name);
    if (raw === undefined) return null;
    if (!INTEGER.test(raw)) return fail(name, 'A valid integer is required.'), null;
    const n = parseInt(raw, 10);
    if (bounds && n < bounds.min) return fail(name, `Ensure this value is greater than or equal to ${bounds.min}.`), null;
    if (bounds && n > bounds.max) return fail(name, `Ensure this value is less than or equal to ${bounds.max}.`), null;
    return n;
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = last(name);
    if (raw === undefined) return fallback;
    const b = parseBoolean(raw.trim());
    if (b === null) return fail(name, 'Must be a valid boolean.'), fallback;
    return b;
  };

  const face = choice('face', ['front', 'rear'] as const, 'front');
  const render = choice('render', ['json', 'svg'] as const, 'json');
  const exclude = integer('exclude');
  const q = last('q') ?? null;
  if (q !== null && q.length > MAX_Q_LENGTH) fail('q', `Ensure this field has no more than ${MAX_Q_LENGTH} characters.`);
  const sizes = Object.fromEntries(Object.entries(SIZES).map(([name, b]) => [name, integer(name, b) ?? b.default])) as unknown as DrawingSize;
  const expand_devices = boolean('expand_devices', true);
  const include_images = boolean('include_images', true);
  const raw = query.highlight ?? [];
  if (raw.length > MAX_HIGHLIGHTS) fail('highlight', `At most ${MAX_HIGHLIGHTS} highlight parameters.`);
  else if (raw.some((h) => h.length > MAX_HIGHLIGHT_LENGTH)) fail('highlight', `Ensure each value has no more than ${MAX_HIGHLIGHT_LENGTH} characters.`);
  // NetBox splits each at its first colon and ignores what matches nothing.
  const highlight = raw.filter((h) => h.includes(':')).map((h) => [h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 1)] as [string, string]);

  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { face, render, exclude, q: q || null, expand_devices, include_images, highlight, ...sizes };
}
