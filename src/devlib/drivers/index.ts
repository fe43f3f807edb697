// The installed drivers, by the name a platform's devlib_driver gives. A new driver is a
// folder next to this file plus one line here.
import type { Driver } from '../types.ts';
import eos from './eos/index.ts';
import ios from './ios/index.ts';
import junos from './junos/index.ts';

// Each driver's session type is its own; past this registry only the driver's own session()
// builds what its getters take, so the registry forgets which.
export const DRIVERS: Readonly<Record<string, Driver>> = Object.freeze({ eos, ios, junos } as unknown as Record<string, Driver>);

export const DRIVER_NAMES = Object.keys(DRIVERS).sort();

export function driverNamed(name: string): Driver | undefined {
  return Object.hasOwn(DRIVERS, name) ? DRIVERS[name] : undefined;
}
