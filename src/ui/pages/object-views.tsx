// Models whose pages NetBox lays out by purpose rather than as a list of fields: a view may give
// the fields panel (`main`, in place of the field table), tabs (in place of the catalogue's
// tabs of the model) and a panel below both columns (`below`: a rack's elevations). Every other
// model's page is drawn from the catalogue alone.
import type { ComponentChildren } from 'preact';
import type { ApiObject } from '../api.ts';
import { DeviceOverview } from './device.tsx';
import { PREFIX_VIEW } from './prefix.tsx';
import { RackElevations, SiteRacksPanel } from './rack.tsx';
import { VLAN_GROUP_VIEW } from './vlan-group.tsx';

export interface ObjectView {
  main?: (obj: ApiObject) => ComponentChildren;
  tabs?: Array<{ label: string; render: (obj: ApiObject) => ComponentChildren }>;
  below?: (obj: ApiObject) => ComponentChildren;
}

export const OBJECT_VIEWS: Record<string, ObjectView> = {
  'dcim.device': { main: (obj) => <DeviceOverview obj={obj} /> },
  'dcim.rack': { below: (obj) => <RackElevations obj={obj} /> },
  'dcim.site': { below: (obj) => <SiteRacksPanel obj={obj} /> },
  'ipam.prefix': PREFIX_VIEW,
  'ipam.vlan_group': VLAN_GROUP_VIEW,
};
