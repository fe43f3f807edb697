// Whether live data can be read from a device: the spec's condition for the web UI's live
// tabs, less the per-user permission (the devlib action, src/actions/dcim/devlib.ts, answers
// each missing part with its own 503).
import type { ComputedFieldSql } from '../../engine/api.ts';
import { DRIVER_NAMES } from '../../devlib/drivers/index.ts';

/** Active, with a primary address and a platform whose devlib driver is installed. */
export const devlibAvailable: ComputedFieldSql = (_ctx, _model, alias) => {
  const drivers = DRIVER_NAMES.map((n) => `'${n}'`).join(', ');
  return `(${alias}.status = 'active' AND COALESCE(${alias}.primary_ip6_id, ${alias}.primary_ip4_id) IS NOT NULL
      AND EXISTS (SELECT 1 FROM dcim_platform p WHERE p.id = ${alias}.platform_id AND p.devlib_driver IN (${drivers})))`;
};
