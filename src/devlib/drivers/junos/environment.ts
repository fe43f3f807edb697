// get_environment from four replies, as NAPALM's junos driver combines them:
//   <get-environment-information/>          fans, power supplies, temperature sensors
//   <get-route-engine-information/>         CPU (100 - idle) and memory per routing engine
//   <get-temperature-threshold-information/> yellow/red alarm levels per sensor
//   <get-power-usage-information-detail/>   PEM capacity and output, where supported
// On an SRX chassis cluster the first three are asked for the primary node and come wrapped
// in multi-routing-engine-item elements, routing engines named by the node (re-name).
import { pythonRound } from '../../parse/python_round.ts';
import { putValue, valueFor } from '../../parse/safe_record.ts';
import type { Environment } from '../../types.ts';
import { attr, child, children, decimal, integer, replyRoot, select, textAt, textOfAny, type XmlElement } from './xml.ts';

export interface EnvironmentReplies {
  environment: string;
  routeEngine: string;
  thresholds: string;
  /** undefined when the device rejected the PEM request. */
  power?: string;
  srxCluster: boolean;
}

function items(xml: string, wrapper: string, item: string, srxCluster: boolean): XmlElement[] {
  const root = replyRoot(xml);
  return srxCluster ? select(root, `multi-routing-engine-item/${wrapper}/${item}`) : children(root, item);
}

interface Threshold { yellow?: number; red?: number }

function thresholds(xml: string, srxCluster: boolean): Map<string, Threshold> {
  const out = new Map<string, Threshold>();
  for (const t of items(xml, 'temperature-threshold-information', 'temperature-threshold', srxCluster)) {
    const name = textAt(t, 'name');
    if (name) out.set(name, { yellow: integer(textAt(t, 'yellow-alarm')), red: integer(textAt(t, 'red-alarm')) });
  }
  return out;
}

/** "PEM 0" is "Power Supply 0" wherever NAPALM names power supplies. */
const powerName = (name: string) => name.replace('PEM', 'Power Supply');

export function parseEnvironment(r: EnvironmentReplies): Environment {
  const env: Environment = { fans: {}, temperature: {}, power: {}, cpu: {}, memory: { available_ram: -1, used_ram: -1 } };
  const limits = thresholds(r.thresholds, r.srxCluster);
  const lastLimit = [...limits.values()].at(-1);

  let currentClass: string | undefined;
  for (const item of items(r.environment, 'environment-information', 'environment-item', r.srxCluster)) {
    const name = textAt(item, 'name');
    if (!name) continue;
    // Junos labels only the first sensor of each class; the rest belong to the last label seen.
    const cls = textAt(item, 'class') || currentClass;
    currentClass = cls;
    const ok = textAt(item, 'status') === 'OK';
    if (cls === 'Power') {
      putValue(env.power, powerName(name), { status: ok, capacity: -1, output: -1 });
    } else if (cls === 'Fans') {
      putValue(env.fans, name, { status: ok });
    } else if (cls === 'Temp') {
      const celsius = integer(attr(child(item, 'temperature'), 'celsius'));
      // NAPALM compares every sensor with the last threshold listed (thresholds are usually
      // alike); the sensor's own threshold, when listed, is the one meant.
      const limit = limits.get(name) ?? lastLimit;
      const critical = celsius !== undefined && limit?.red !== undefined && limit.red <= celsius;
      const alert = critical || (celsius !== undefined && limit?.yellow !== undefined && limit.yellow <= celsius);
      putValue(env.temperature, name, { temperature: celsius ?? 0, is_alert: alert, is_critical: critical });
    }
  }

  if (r.power !== undefined) {
    for (const pem of children(replyRoot(r.power), 'power-usage-item')) {
      const name = textAt(pem, 'name');
      if (!name) continue;
      const supply = valueFor(env.power, powerName(name), () => ({ status: false, capacity: -1, output: -1 }));
      const capacity = decimal(textAt(pem, 'pem-capacity-detail/capacity-actual'));
      const output = decimal(textAt(pem, 'dc-output-detail/dc-power'));
      if (capacity !== undefined) supply.capacity = capacity;
      if (output !== undefined) supply.output = output;
      supply.status = textAt(pem, 'state') === 'Online';
    }
  }

  const engines = r.srxCluster
    ? select(replyRoot(r.routeEngine), 'multi-routing-engine-item').flatMap((node) =>
      select(node, 'route-engine-information/route-engine').map((re) => [textAt(node, 're-name'), re] as const))
    : children(replyRoot(r.routeEngine), 'route-engine').map((re) => [textAt(re, 'slot'), re] as const);
  for (const [key, re] of engines) {
    if (key === undefined) continue;
    const idle = integer(textAt(re, 'cpu-idle'));
    putValue(env.cpu, key, { '%usage': idle === undefined ? -1 : 100 - idle });
    // Sizes print as "1024" or "2048 MB"; the digits are megabytes either way.
    const size = textOfAny(re, ['memory-dram-size', 'memory-system-total']);
    const available = integer(size) ?? integer(size?.replace(/\D/g, '') || undefined) ?? -1;
    const used = integer(textAt(re, 'memory-system-total-used'));
    const utilisation = integer(textAt(re, 'memory-buffer-utilization'));
    // Without an absolute figure Junos gives a percentage, so NAPALM estimates (and so do we,
    // rounding as Python does). The last routing engine listed is the one reported.
    env.memory = {
      available_ram: available,
      used_ram: used ? used : available >= 0 && utilisation !== undefined ? pythonRound(available / 100 * utilisation) : -1,
    };
  }
  return env;
}
