// Which of the methods a live data request names can run, and the error entry
// (DECISIONS.md) of each that cannot. Names are NAPALM's: a NetBox client asks for NAPALM
// getter names, so a getter NAPALM has but netinv's driver lacks is told apart from a typo.
import { GETTERS, type Driver, type GetterName } from './types.ts';

/** NAPALM's getters netinv has no driver for yet: "not implemented", as NAPALM says of a
 * getter a driver lacks. */
const OTHER_NAPALM_GETTERS = [
  'get_bgp_config', 'get_bgp_neighbors_detail', 'get_firewall_policies', 'get_ipv6_neighbors_table',
  'get_network_instances', 'get_ntp_peers', 'get_ntp_stats', 'get_optics', 'get_probes_config',
  'get_probes_results', 'get_route_to',
];

/** At most this many `method` parameters per request: every name gets an entry in the answer. */
export const MAX_METHODS = 64;

export type MethodPlan = { method: string; run: GetterName } | { method: string; error: string };

/** Each distinct method in request order: the getter to run, or its error entry. */
export function planMethods(methods: string[], driver: Driver): MethodPlan[] {
  return [...new Set(methods)].map((method): MethodPlan => {
    if ((GETTERS as readonly string[]).includes(method)) {
      const getter = method as GetterName;
      return driver.getters[getter] ? { method, run: getter } : { method, error: notImplemented(method, driver) };
    }
    if (OTHER_NAPALM_GETTERS.includes(method)) return { method, error: notImplemented(method, driver) };
    // The spec's first rule: only read-only methods, whose names begin with get.
    if (!method.startsWith('get_')) return { method, error: 'Only get_* methods are supported' };
    return { method, error: `Unknown method ${method}` };
  });
}

const notImplemented = (method: string, driver: Driver) => `Method ${method} not implemented for driver ${driver.name}`;
