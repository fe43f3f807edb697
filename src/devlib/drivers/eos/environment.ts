// get_environment from `show system environment cooling` (fan trays), `... temperature`
// (sensors on the chassis, line cards and power supplies), `... power` (not asked of vEOS and
// cEOS-lab, which have no power supplies: `show version` tells) and the header of
// `show processes top once` (CPU and memory), whose layout changed with EOS 4.16 and 4.27.
import { putValue } from '../../parse/safe_record.ts';
import type { Environment } from '../../types.ts';
import { EapiAnswerError, type Answer } from './answer.ts';

export const COOLING = 'show system environment cooling';
export const TEMPERATURE = 'show system environment temperature';
export const POWER = 'show system environment power';
export const TOP = 'show processes top once';

/** Virtual EOS, where NAPALM does not ask for power supplies. */
export function isVirtual(version: Answer): boolean {
  return ['veos', 'ceoslab'].includes(version.at('modelName').string().toLowerCase());
}

/** Python's round(x, 1): the tenth nearest x's exact binary value, a tie to the even tenth. */
export function roundToTenth(x: number): number {
  // The only exact ties a double can hold are n.25 and n.75, where 4x is odd.
  if (Number.isInteger(x * 4) && (x * 4) % 2 !== 0) {
    const low = Math.floor(x * 10);
    return (low % 2 === 0 ? low : low + 1) / 10;
  }
  return Number(x.toFixed(1));
}

function addSensors(into: Environment['temperature'], sensors: Answer[]): void {
  for (const s of sensors) {
    const temperature = s.at('currentTemperature').number(0); // a sensor that cannot be read
    const over = (threshold: Answer) => threshold.present && temperature > threshold.number();
    putValue(into, s.at('name').string(), {
      temperature, is_alert: over(s.at('overheatThreshold')), is_critical: over(s.at('criticalThreshold')),
    });
  }
}

// "Cpu(s):  5.2%us,  1.4%sy,  0.0%ni, 92.2%id, ..." before EOS 4.16, "%Cpu(s):  4.2 us, ..., 94.6 id, ..." since.
const CPU_IDLE = /Cpu\(s\):.*\bni,\s*(\d+(?:\.\d+)?)\s*%?\s*id\b/;
// "Mem:   3844356k total,  3763184k used,    81172k free, ..." before 4.16,
// "KiB Mem:  32472080 total,  5697604 used, 26774476 free, ..." from 4.16,
// "MiB Mem :   3889.2 total,    150.3 free,   1104.5 used, ..." from 4.27 (NAPALM's pattern).
const MEMORY = /^(?:(\S+)\s+)?Mem\s*:\s+(\d+(?:\.\d+)?)[k\s]+total,(?:\s+(\d+(?:\.\d+)?)[k\s]+used,)?\s+\d+(?:\.\d+)?[k\s]+free,(?:\s+(\d+(?:\.\d+)?)[k\s]+used,)?/;
const KIB_PER_UNIT = new Map([['KiB', 1], ['MiB', 1024], ['GiB', 1024 * 1024]]);

const firstMatch = (lines: string[], re: RegExp) => lines.map((l) => re.exec(l)).find((m) => m !== null);

/** CPU usage (100 - idle, in percent) and memory (in KiB) from the top header. */
export function parseTop(output: string): { cpu: number; memory: Environment['memory'] } {
  const lines = output.split(/\r?\n/);
  const fail = (what: string): never => {
    throw new EapiAnswerError(`\`${TOP}\`: no ${what} in ${JSON.stringify(lines.slice(0, 5).join('\n').slice(0, 200))}`);
  };
  const idle = firstMatch(lines, CPU_IDLE)?.[1] ?? fail('CPU idle share');
  const memory = firstMatch(lines, MEMORY) ?? fail('memory line');
  const factor = KIB_PER_UNIT.get(memory[1] ?? 'KiB') ?? fail(`known memory unit (${memory[1]})`);
  const used = memory[3] ?? memory[4] ?? fail('memory use');
  const kib = (text: string) => Math.trunc(Number(text) * factor);
  return { cpu: roundToTenth(100 - Number(idle)), memory: { available_ram: kib(memory[2]!), used_ram: kib(used) } };
}

/** `power` is undefined on virtual EOS. */
export function parseEnvironment(cooling: Answer, temperature: Answer, power: Answer | undefined, top: string): Environment {
  const env: Environment = { fans: {}, temperature: {}, power: {}, cpu: {}, memory: { available_ram: -1, used_ram: -1 } };
  for (const slot of cooling.at('fanTraySlots').items()) {
    putValue(env.fans, slot.at('label').string(), { status: slot.at('status').string('') === 'ok' });
  }
  // Line cards and power supplies first, then the chassis's own sensors, as NAPALM merges them.
  for (const fru of ['cardSlots', 'powerSupplySlots']) {
    for (const slot of temperature.at(fru).items([])) addSensors(env.temperature, slot.at('tempSensors').items([]));
  }
  addSensors(env.temperature, temperature.at('tempSensors').items());
  for (const [supply, data] of power?.at('powerSupplies').entries() ?? []) {
    putValue(env.power, supply, {
      status: data.at('state').string('ok') === 'ok',
      capacity: data.at('capacity').number(-1),
      output: data.at('outputPower').number(-1),
    });
  }
  const { cpu, memory } = parseTop(top);
  env.cpu = { 0: { '%usage': cpu } };
  env.memory = memory;
  return env;
}
