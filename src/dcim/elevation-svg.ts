// One face of a rack drawn as SVG, laid out as NetBox's RackElevationSVG draws it: the unit
// numbers in a legend column on the left, the rack's frame, each device a rectangle in its
// role's colour labelled with its name and linked to its page, devices of the other face
// (full depth) drawn as seen from behind, units taken by a device the user may not view
// drawn blocked without a name, reserved units hatched. Every text from the database is
// escaped: a device named `<script>` stays text.
import { unitName, unitNumbers, type RackShape } from './rack-units.ts';

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
}

/** The frame's padding above and below the units. */
const PADDING = 2;
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
.slot.occupied, .slot.blocked { fill: #d7d7d7; }
.slot.blocked { fill: url(#blocked); }
.slot.reserved { fill: url(#reserved); }
.device { stroke: #606060; stroke-width: 1px; }
.device.rear { opacity: 0.6; }
.device.highlight { stroke: #0d6efd; stroke-width: 3px; }
.unit { fill: #606060; font-size: 11px; text-anchor: middle; dominant-baseline: middle; }
.label { text-anchor: middle; dominant-baseline: middle; pointer-events: none; }
`;

/** The drawing, as SVG text. */
export function drawElevation(d: Drawing): string {
  const { rack, unit_width: uw, unit_height: uh, legend_width: lw, margin_width: mw } = d;
  const half = uh / 2;
  const top2 = (rack.starting_unit + rack.u_height) * 2;
  const low2 = rack.starting_unit * 2;
  /** The y of the top edge of the span [from2, to2) of half units. */
  const yOf = (from2: number, to2: number) => PADDING + (rack.desc_units ? (from2 - low2) : (top2 - to2)) * half;
  const width = lw + uw + mw;
  const height = rack.u_height * uh + 2 * PADDING;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" class="rack-elevation" data-face="${escapeXml(d.face)}">`);
  out.push(`<title>${escapeXml(`${rack.name} (${d.face})`)}</title>`);
  out.push(`<style>${STYLE}</style>`);
  out.push('<defs><pattern id="reserved" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="7" fill="#ffe7b3"/><line x1="0" y1="0" x2="0" y2="7" stroke="#f0a000" stroke-width="3"/></pattern>'
    + '<pattern id="blocked" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="7" fill="#d7d7d7"/><line x1="0" y1="0" x2="0" y2="7" stroke="#b0b0b0" stroke-width="3"/></pattern></defs>');

  // The legend and the empty slots, one per whole unit.
  for (const u2 of unitNumbers(rack)) {
    if (u2 % 2) continue;
    const y = yOf(u2, u2 + 2);
    out.push(`<text class="unit" x="${lw / 2}" y="${y + half}">${escapeXml(unitName(u2).slice(1))}</text>`);
    out.push(`<rect class="slot" x="${lw}" y="${y}" width="${uw}" height="${uh}"/>`);
  }

  for (const r of d.reservations) {
    for (const u of r.units) {
      const u2 = u * 2;
      if (!Number.isInteger(u) || u2 < low2 || u2 >= top2) continue;
      out.push(`<a href="${escapeXml(`${d.base_url}dcim/rack-reservations/${r.id}/`)}" target="_parent"><rect class="slot reserved" x="${lw}" y="${yOf(u2, u2 + 2)}" width="${uw}" height="${uh}"><title>${escapeXml(r.label)}</title></rect></a>`);
    }
  }

  for (const dev of d.devices) {
    const to2 = Math.min(dev.position2 + dev.height2, top2);
    const from2 = Math.max(dev.position2, low2);
    if (to2 <= from2) continue;
    const y = yOf(from2, to2);
    const h = (to2 - from2) * half;
    if (!dev.visible) {
      out.push(`<rect class="slot blocked" x="${lw}" y="${y}" width="${uw}" height="${h}"/>`);
      continue;
    }
    const color = /^[0-9a-f]{6}$/i.test(dev.color) ? dev.color.toLowerCase() : DEFAULT_COLOR;
    const classes = ['device', dev.front ? 'front' : 'rear', ...(dev.highlighted ? ['highlight'] : [])].join(' ');
    const label = dev.front ? dev.label : `${dev.label} (rear)`;
    out.push(`<a href="${escapeXml(`${d.base_url}dcim/devices/${dev.id}/`)}" target="_parent" data-device="${dev.id}">`
      + `<rect class="${classes}" x="${lw + 1}" y="${y + 1}" width="${uw - 2}" height="${h - 2}" style="fill: #${color}"><title>${escapeXml(dev.details.join('\n'))}</title></rect>`
      + `<text class="label" x="${lw + uw / 2}" y="${y + h / 2}" fill="#${foreground(color)}">${escapeXml(fitted(label, uw))}</text></a>`);
  }

  out.push(`<rect class="rack" x="${lw}" y="${PADDING}" width="${uw}" height="${rack.u_height * uh}"/>`);
  out.push('</svg>');
  return out.join('\n');
}
