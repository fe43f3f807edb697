// A rack's units as NetBox lists them (Rack.units and Rack.get_rack_units, 3.7 and 4.6): one
// entry per half unit, from the top down (from the bottom up with desc_units), numbered from
// the rack's starting unit; a device fills the half units from its position up to its
// position plus its type's height, on its own face, and on both faces when its type is full
// depth. 0U devices and devices without a position (children in a device bay among them)
// take no unit. Numbers are counted in half units, so no arithmetic rounds.

export interface RackShape {
  u_height: number;
  starting_unit: number;
  desc_units: boolean;
}

export interface PlacedDevice {
  id: number;
  /** Position and height in half units (position 41.5 is 83). */
  position2: number;
  height2: number;
  face: string | null;
  full_depth: boolean;
  /** Whether the user may view it: a unit it fills otherwise shows occupied with no device. */
  visible: boolean;
}

export interface RackUnit {
  /** The unit's number in half units. */
  unit2: number;
  face: string;
  device: number | null;
  occupied: boolean;
}

/** The unit numbers in half units, in the order NetBox lists them. */
export function unitNumbers(rack: RackShape): number[] {
  const low = rack.starting_unit * 2;
  const high = (rack.starting_unit + rack.u_height) * 2 - 1;
  const out: number[] = [];
  if (rack.desc_units) for (let u = low; u <= high; u++) out.push(u);
  else for (let u = high; u >= low; u--) out.push(u);
  return out;
}

/** NetBox's number text of a unit: a decimal with one place (`42.0`, `41.5`). */
export function unitNumberText(unit2: number): string {
  return `${Math.floor(unit2 / 2)}.${unit2 % 2 ? 5 : 0}`;
}

/** NetBox's unit name: `U42`, `U41.5`. */
export function unitName(unit2: number): string {
  return unit2 % 2 ? `U${unitNumberText(unit2)}` : `U${unit2 / 2}`;
}

/** Whether a device shows on `face`: its own face, or both when its type is full depth. */
export function showsOn(device: PlacedDevice, face: string): boolean {
  return device.face === face || device.full_depth;
}

/** The rack's units on `face`. With `expand` false a device is named only in its lowest unit,
 * and its other units show free, as NetBox's expand_devices=false does. */
export function rackUnits(rack: RackShape, devices: PlacedDevice[], face: string, expand: boolean): RackUnit[] {
  const units = new Map<number, RackUnit>(unitNumbers(rack).map((u) => [u, { unit2: u, face, device: null, occupied: false }]));
  for (const d of devices) {
    if (d.position2 <= 0 || d.height2 <= 0 || !showsOn(d, face)) continue;
    const taken = expand ? d.height2 : 1;
    for (let u = d.position2; u < d.position2 + taken; u++) {
      // A device reaching beyond the rack (a rack made shorter since) fills what is there.
      const unit = units.get(u);
      if (!unit) continue;
      unit.occupied = true;
      if (d.visible) unit.device = d.id;
    }
  }
  return [...units.values()];
}

/** NetBox's `q`: units whose number or name contains the text, ignoring case (4.x). */
export function matchingUnits(units: RackUnit[], q: string): RackUnit[] {
  const needle = q.toLowerCase();
  return units.filter((u) => unitNumberText(u.unit2).includes(needle) || unitName(u.unit2).toLowerCase().includes(needle));
}
