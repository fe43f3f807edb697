// One face of a rack drawn as SVG, laid out as NetBox's RackElevationSVG draws it: the unit
// numbers in a legend column on the left, each empty unit linked to adding a device there,
// each device a rectangle in its role's colour labelled with its name and linked to its page,
// devices of the other face (full depth) hatched with their name, units taken by a device the
// user may not view blocked without a name or link, reservations in the right-hand margin,
// devices not highlighted shaded while a highlight is asked for. Every text from the
// database is escaped: a device named `<script>` stays text.
import { unitName, unitNumbers, type RackShape } from './rack_units.ts';

export interface DrawnDevice {
  id: number;
  /** Its label: the device's name, else what NetBox shows for an unnamed device. */
  label: string;
  position2: number;
  height2: number;
  /** The role's colour, six hex digits. */
  color: string;
  /** Whether it faces this way (else it is a full-depth device of the other face). */
  front: boolean;
  visible: boolean;
  highlighted: boolean;
  /** The tooltip's lines. */
  details: string[];
}

export interface DrawnReservation {
  id: number;
  units: number[];
  label: string;
}

export interface DrawingSize {
  unit_width: number;
  unit_height: number;
  legend_width: number;
  margin_width: number;
}

export interface Drawing extends DrawingSize {
  rack: RackShape & { name: string };
  face: string;
  devices: DrawnDevice[];
  reservations: DrawnReservation[];
  /** The web UI's root, as links start (`https://host/`). */
  base_url: string;
  /** The query of the web UI's device form for an empty unit, without its position. */
  add_device_query: string;
  /** Whether a highlight was asked for: the devices it does not name are shaded. */
  highlighting: boolean;
}

/** The frame's border (NetBox's RACK_ELEVATION_BORDER_WIDTH). */
const BORDER = 2;
const DEFAULT_COLOR = '9e9e9e';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values, escaped; characters XML 1.0 cannot carry are dropped. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Black or white, whichever reads on `color` (NetBox's foreground_color). */
function foreground(color: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(color.slice(i, i + 2), 16));
  return r! * 0.299 + g! * 0.587 + b! * 0.114 > 186 ? '000000' : 'ffffff';
}

/** The label cut to what fits a unit's width (NetBox truncates it the same way). */
function fitted(label: string, width: number): string {
  const chars = Math.max(1, Math.floor((width - 8) / 7));
  return label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1))}…`;
}

const STYLE = `
svg { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; font-size: 13px; }
.rack { fill: none; stroke: #606060; stroke-width: 3px; }
.slot { fill: #f7f7f7; stroke: #a0a0a0; }
.slot.blocked { fill: url(#occupied); }
.blocked { fill: url(#blocked); }
.reservation { fill: url(#reserved); }
.shaded { opacity: 0.3; }
.unit { fill: #606060; font-size: 11px; text-anchor: middle; dominant-baseline: middle; }
.label { text-anchor: middle; dominant-baseline: middle; pointer-events: none; }
.add-device { fill: #0d6efd; opacity: 0; text-anchor: middle; dominant-baseline: middle; }
a:hover .add-device { opacity: 1; }
`;

/** A hatched fill (NetBox's gradients of the same names). */
const hatch = (id: string, color: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="25" spreadMethod="repeat" gradientTransform="rotate(45, 0, 0)" gradientUnits="userSpaceOnUse">`
  + `<stop offset="0%" stop-color="#f7f7f7"/><stop offset="50%" stop-color="#f7f7f7"/><stop offset="50%" stop-color="${color}"/><stop offset="100%" stop-color="${color}"/></linearGradient>`;

/** Runs of consecutive numbers: [4, 5, 6, 9] is [[4, 6], [9, 9]]. */
function runs(numbers: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const n of [...new Set(numbers)].sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else out.push([n, n]);
  }
  return out;
}

/** The drawing, as SVG text. */
export function drawElevation(d: Drawing): string {
  const { rack, unit_width: uw, unit_height: uh, legend_width: lw, margin_width: mw } = d;
  const half = uh / 2;
  const top2 = (rack.starting_unit + rack.u_height) * 2;
  const low2 = rack.starting_unit * 2;
  /** The y of the top edge of the span [from2, to2) of half units. */
  const yOf = (from2: number, to2: number) => BORDER + (rack.desc_units ? (from2 - low2) : (top2 - to2)) * half;
  const x = lw + BORDER;
  const width = lw + uw + mw + 2 * BORDER;
  const height = rack.u_height * uh + 2 * BORDER;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" class="rack-elevation" data-face="${escapeXml(d.face)}">`);
  out.push(`<title>${escapeXml(`${rack.name} (${d.face})`)}</title>`);
  out.push(`<defs><style>${STYLE}</style>${hatch('reserved', '#b0b0ff')}${hatch('occupied', '#d7d7d7')}${hatch('blocked', '#ffc0c0')}</defs>`);

  // The legend, and each unit linked to adding a device there.
  for (const u2 of unitNumbers(rack)) {
    if (u2 % 2) continue;
    const y = yOf(u2, u2 + 2);
    const unit = unitName(u2).slice(1);
    out.push(`<text class="unit" x="${lw / 2}" y="${y + half}">${escapeXml(unit)}</text>`);
    out.push(`<a href="${escapeXml(`${d.base_url}dcim/devices/add/?${d.add_device_query}&position=${unit}`)}" target="_parent">`
      + `<rect class="slot" x="${x}" y="${y}" width="${uw}" height="${uh}"/><text class="add-device" x="${x + uw / 2}" y="${y + half}">add device</text></a>`);
  }

  for (const r of d.reservations) {
    for (const [from, to] of runs(r.units.filter((u) => Number.isInteger(u) && u * 2 >= low2 && u * 2 < top2))) {
      const y = yOf(from * 2, (to + 1) * 2);
      out.push(`<a href="${escapeXml(`${d.base_url}dcim/rack-reservations/${r.id}/`)}" target="_parent" data-reservation="${r.id}">`
        + `<rect class="reservation" x="${x + uw + BORDER * 2}" y="${y}" width="${Math.max(0, mw - 3)}" height="${(to + 1 - from) * uh}" stroke="#4d4dff" stroke-width="2"><title>${escapeXml(r.label)}</title></rect></a>`);
    }
  }

  for (const dev of d.devices) {
    const to2 = Math.min(dev.position2 + dev.height2, top2);
    const from2 = Math.max(dev.position2, low2);
    if (to2 <= from2) continue;
    const y = yOf(from2, to2);
    const h = (to2 - from2) * half;
    if (!dev.visible) {
      out.push(`<rect class="blocked" x="${x}" y="${y}" width="${uw}" height="${h}"/>`);
      continue;
    }
    const shaded = d.highlighting && !dev.highlighted ? ' shaded' : '';
    const color = /^[0-9a-f]{6}$/i.test(dev.color) ? dev.color.toLowerCase() : DEFAULT_COLOR;
    // The rear of a device shows no colour, as NetBox draws it.
    const rect = dev.front ? `class="slot${shaded}" style="fill: #${color}"` : `class="slot blocked${shaded}"`;
    const text = dev.front ? foreground(color) : '000000';
    out.push(`<a href="${escapeXml(`${d.base_url}dcim/devices/${dev.id}/`)}" target="_parent" data-device="${dev.id}">`
      + `<title>${escapeXml(dev.details.join('\n'))}</title>`
      + `<rect ${rect} x="${x}" y="${y}" width="${uw}" height="${h}"/>`
      + `<text class="label${shaded}" x="${x + uw / 2}" y="${y + h / 2}" fill="#${text}">${escapeXml(fitted(dev.label, uw))}</text></a>`);
  }

  out.push(`<rect class="rack" x="${lw + BORDER / 2}" y="${BORDER / 2}" width="${uw + BORDER}" height="${rack.u_height * uh + BORDER}"/>`);
  out.push('</svg>');
  return out.join('\n');
}
