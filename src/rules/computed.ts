// The catalogue's computed fields (`computed: <name>`), by name: each builds one SQL
// expression over a row, and lives beside the rules of the model whose knowledge it is.
import type { ComputedFieldSql } from '../engine/read/computed.ts';
import { cablePathFields } from './dcim/cable_path.ts';
import { parentDevice } from './dcim/device_bay.ts';
import { devlibAvailable } from './dcim/devlib_available.ts';
import { dataType } from './extras/custom_field.ts';
import { changedObject, relatedObject } from './extras/object_change.ts';
import { taggedItems } from './extras/tag.ts';
import { asnCount } from './ipam/asn_range.ts';
import { prefixChildren, prefixUtilization } from './ipam/prefix_hierarchy.ts';
import { utilization as vlanGroupUtilization } from './ipam/vlan_group.ts';
import { primaryIp } from './shared/primary_ip.ts';

export const computedFields: Record<string, ComputedFieldSql> = {
  ...cablePathFields,
  parent_device: parentDevice,
  devlib_available: devlibAvailable,
  changed_object: changedObject,
  related_object: relatedObject,
  tag_tagged_items: taggedItems,
  custom_field_data_type: dataType,
  asn_range_asn_count: asnCount,
  prefix_children: (_ctx, _model, alias) => prefixChildren(alias),
  prefix_utilization: (_ctx, _model, alias) => prefixUtilization(alias),
  primary_ip: primaryIp,
  vlan_group_utilization: vlanGroupUtilization,
};
