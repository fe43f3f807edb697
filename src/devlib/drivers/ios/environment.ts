// get_environment from `show proc cpu`, `show memory statistics` (or IOS-XR's `show memory`)
// and `show env temperature status`. IOS has no generic fan or power output: those are
// NAPALM's "invalid" placeholders.
import type { Environment } from '../../types.ts';

/** The one-minute CPU average, 0 when the line is missing. */
export function parseCpu(showProcCpu: string): Environment['cpu'] {
  const m = /CPU utilization.*one minute: (\d+)%/.exec(showProcCpu);
  return { 0: { '%usage': m ? Number(m[1]) : 0 } };
}

/** Processor plus I/O pool totals (Total(b), Used(b) columns); -1 without a Processor pool. */
export function parseMemoryStatistics(output: string): Environment['memory'] {
  let proc: number[] | undefined, io: number[] = [0, 0];
  for (const line of output.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f.length < 5) continue;
    if (!/^\d+$/.test(f[2]!) || !/^\d+$/.test(f[3]!)) continue;
    const pool = [Number(f[2]), Number(f[3])];
    // The I/O pool is "I/O" on classic IOS, "lsmpi_io" on IOS-XE (NAPALM matches "io").
    if (line.includes('Processor')) proc = pool;
    else if (line.includes('I/O') || line.includes('io')) io = pool;
  }
  if (!proc) return { available_ram: -1, used_ram: -1 };
  return { available_ram: proc[0]! + io[0]!, used_ram: proc[1]! + io[1]! };
}

/** IOS-XR `show memory`: "System memory  : 4096M total, 2987M available" style lines, in K. */
export function parseShowMemory(output: string): Environment['memory'] {
  const m = /System memory\s*:\s*(\d+)K total,\s*(\d+)K/.exec(output);
  return m ? { available_ram: Number(m[1]), used_ram: Number(m[2]) } : { available_ram: -1, used_ram: -1 };
}

/** "<Sensor> Temperature Value: 42 Degree Celsius" followed by its Yellow (alert) and Red
 * (critical) thresholds. Platforms without the command get NAPALM's "invalid" entry. */
export function parseTemperature(output: string | undefined): Environment['temperature'] {
  if (output === undefined || output.includes('Not Supported')) {
    return { invalid: { temperature: -1, is_alert: false, is_critical: false } };
  }
  const result: Environment['temperature'] = {};
  let sensor: Environment['temperature'][string] | undefined;
  for (const line of output.split('\n')) {
    const value = Number(/:\s*(-?\d+(?:\.\d+)?)/.exec(line)?.[1]);
    const name = /^(.*) Temperature Value/.exec(line)?.[1];
    if (name !== undefined && !Number.isNaN(value)) {
      sensor = result[name.trim().toLowerCase()] = { temperature: value, is_alert: false, is_critical: false };
    } else if (sensor && !Number.isNaN(value)) {
      if (line.includes('Yellow Threshold')) sensor.is_alert = sensor.temperature > value;
      else if (line.includes('Red Threshold')) sensor.is_critical = sensor.temperature > value;
    }
  }
  return result;
}

export function environment(cpu: Environment['cpu'], memory: Environment['memory'], temperature: Environment['temperature']): Environment {
  return {
    cpu, memory, temperature,
    power: { invalid: { status: true, output: -1, capacity: -1 } },
    fans: { invalid: { status: true } },
  };
}
