-- SQL functions behind filters that are no field path (catalogue filters with op: function):
-- each takes the filter's value and returns the ids of the matching rows.

-- Interfaces by kind (NetBox InterfaceFilterSet.filter_kind): virtual (virtual, LAG, bridge),
-- wireless (the 802.11 and 802.15 types), physical (every other).
CREATE OR REPLACE FUNCTION netinv_interfaces_of_kind(kind text) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  WITH kinds(virtual, wireless) AS (
    SELECT ARRAY['virtual', 'lag', 'bridge'],
           ARRAY['ieee802.11a', 'ieee802.11g', 'ieee802.11n', 'ieee802.11ac', 'ieee802.11ad', 'ieee802.11ax', 'ieee802.11ay', 'ieee802.15.1', 'other-wireless']
  )
  SELECT i.id FROM dcim_interface i, kinds k
   WHERE CASE lower(trim(kind))
           WHEN 'virtual' THEN i.type = ANY(k.virtual)
           WHEN 'wireless' THEN i.type = ANY(k.wireless)
           WHEN 'physical' THEN NOT (i.type = ANY(k.virtual || k.wireless))
           ELSE false
         END
$$;

-- The VRFs whose objects are present in a VRF (NetBox's filter_present_in_vrf of prefixes and IP
-- addresses: Q(vrf=vrf) | Q(vrf__export_targets__in=vrf.import_targets)): the VRF itself and
-- every VRF exporting a route target it imports.
CREATE OR REPLACE FUNCTION netinv_vrfs_present_in(vrf int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT v.id FROM ipam_vrf v WHERE v.id = vrf
  UNION
  SELECT e.vrf_id FROM ipam_vrf_export_targets e
   WHERE e.route_target_id IN (SELECT i.route_target_id FROM ipam_vrf_import_targets i WHERE i.vrf_id = vrf)
$$;

CREATE OR REPLACE FUNCTION netinv_vrfs_present_in_rd(rd text) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT netinv_vrfs_present_in(v.id) FROM ipam_vrf v WHERE v.rd = $1  -- $1: the column rd would shadow the parameter
$$;

-- Their forerunners, which answered with prefixes.
DROP FUNCTION IF EXISTS netinv_prefixes_present_in_vrf(int);
DROP FUNCTION IF EXISTS netinv_prefixes_present_in_vrf_rd(text);

-- A device's interfaces as NetBox's Device.vc_interfaces() gives them: its own and, when it is
-- its virtual chassis' master (or `any_member`), the non-management interfaces of every member.
CREATE OR REPLACE FUNCTION netinv_vc_interfaces(device int, any_member boolean) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT i.id FROM dcim_interface i WHERE i.device_id = device
  UNION
  SELECT i.id FROM dcim_device d
    JOIN dcim_virtual_chassis vc ON vc.id = d.virtual_chassis_id AND (any_member OR vc.master_id = d.id)
    JOIN dcim_device m ON m.virtual_chassis_id = vc.id
    JOIN dcim_interface i ON i.device_id = m.id AND NOT i.mgmt_only
   WHERE d.id = device
$$;

-- Interfaces of a device's virtual chassis (NetBox InterfaceFilterSet virtual_chassis_member_id
-- and virtual_chassis_member, by device id and by device name).
CREATE OR REPLACE FUNCTION netinv_virtual_chassis_interfaces(device int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT netinv_vc_interfaces(device, true)
$$;

CREATE OR REPLACE FUNCTION netinv_virtual_chassis_interfaces_by_name(name text) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT netinv_vc_interfaces(d.id, true) FROM dcim_device d WHERE d.name = $1
$$;

-- IP addresses on a device's interfaces, a virtual chassis master's including its members'
-- (NetBox IPAddressFilterSet.filter_device: device_id, and device by name).
CREATE OR REPLACE FUNCTION netinv_device_addresses(device int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT a.id FROM ipam_ip_address a
   WHERE a.assigned_object_type = 'dcim.interface' AND a.assigned_object_id IN (SELECT netinv_vc_interfaces(device, false))
$$;

CREATE OR REPLACE FUNCTION netinv_device_addresses_by_name(name text) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT netinv_device_addresses(d.id) FROM dcim_device d WHERE d.name = $1
$$;

-- IP ranges containing an address (NetBox IPRangeFilterSet.search_contains: start_address <=
-- value <= end_address, inet's own order, the value's mask included).
CREATE OR REPLACE FUNCTION netinv_ip_ranges_containing(address inet) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT r.id FROM ipam_ip_range r WHERE r.start_address <= address AND r.end_address >= address
$$;

-- VLAN groups whose VID ranges hold a VID (NetBox 4.0 VLANGroupFilterSet.contains_vid:
-- vid_ranges__range_contains), each range stored as [lower, upper], both inclusive.
CREATE OR REPLACE FUNCTION netinv_vlan_groups_containing_vid(vid int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT g.id FROM ipam_vlan_group g
   WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(g.vid_ranges::jsonb) r WHERE vid BETWEEN (r->>0)::int AND (r->>1)::int)
$$;

-- IP ranges within a prefix (NetBox IPRangeFilterSet.search_by_parent): both ends' addresses,
-- without their masks, lie in it.
CREATE OR REPLACE FUNCTION netinv_ip_ranges_within(prefix cidr) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT r.id FROM ipam_ip_range r
   WHERE r.start_address && prefix AND host(r.start_address)::inet <<= prefix AND host(r.end_address)::inet <<= prefix
$$;

-- FHRP groups related to an IP address (NetBox FHRPGroupFilterSet.filter_related_ip): groups
-- with an address of the same VRF (or none, both) within the address's network.
CREATE OR REPLACE FUNCTION netinv_fhrp_groups_related_ip(ip int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT a.assigned_object_id FROM ipam_ip_address r
    JOIN ipam_ip_address a ON a.assigned_object_type = 'ipam.fhrpgroup' AND a.address <<= r.address AND a.vrf_id IS NOT DISTINCT FROM r.vrf_id
   WHERE r.id = ip
$$;

-- Platforms a device type may run (NetBox PlatformFilterSet.get_for_device_type): those of its
-- manufacturer and those of none.
CREATE OR REPLACE FUNCTION netinv_platforms_for_device_type(device_type int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT p.id FROM dcim_device_type t
    JOIN dcim_platform p ON p.manufacturer_id IS NULL OR p.manufacturer_id = t.manufacturer_id
   WHERE t.id = device_type
$$;

-- Cables by the objects at their ends (NetBox CableFilterSet). termination_a_type and
-- termination_b_type are one filter there (terminations__termination_type: a termination of the
-- type at either end); termination_a_id and termination_b_id take the ids at that end, of any type.
CREATE OR REPLACE FUNCTION netinv_cables_terminating_type(object_type text) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT t.cable_id FROM dcim_cable_termination t WHERE t.termination_type = lower(trim(object_type))
$$;

CREATE OR REPLACE FUNCTION netinv_cables_at_end_a(object_id int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT t.cable_id FROM dcim_cable_termination t WHERE t.termination_id = object_id AND t.cable_end = 'A'
$$;

CREATE OR REPLACE FUNCTION netinv_cables_at_end_b(object_id int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT t.cable_id FROM dcim_cable_termination t WHERE t.termination_id = object_id AND t.cable_end = 'B'
$$;

-- true: the cables lacking an A or a B end; false: those with both (NetBox's _unterminated).
CREATE OR REPLACE FUNCTION netinv_cables_unterminated(unterminated boolean) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT c.id FROM dcim_cable c
   WHERE (EXISTS (SELECT FROM dcim_cable_termination t WHERE t.cable_id = c.id AND t.cable_end = 'A')
      AND EXISTS (SELECT FROM dcim_cable_termination t WHERE t.cable_id = c.id AND t.cable_end = 'B')) <> unterminated
$$;

-- Custom field choice sets offering a choice (NetBox CustomFieldChoiceSetFilterSet.
-- filter_by_choice: extra_choices__overlap, which over the stored [value, label] pairs matches
-- a value or a label, exactly).
CREATE OR REPLACE FUNCTION netinv_choice_sets_offering(choice text) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT s.id FROM extras_custom_field_choice_set s
   WHERE jsonb_typeof(s.extra_choices) = 'array'
     AND EXISTS (SELECT 1 FROM jsonb_array_elements(s.extra_choices) c WHERE jsonb_typeof(c) = 'array' AND c ? choice)
$$;

-- NetBox 4.5's filters through the port mappings: the front ports mapped to a rear port
-- (FrontPortFilterSet.rear_port_id), the rear ports mapped to a front port, and the same of
-- their templates.
CREATE OR REPLACE FUNCTION netinv_front_ports_mapped_to(rear_port int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$ SELECT m.front_port_id FROM dcim_port_mapping m WHERE m.rear_port_id = rear_port $$;
CREATE OR REPLACE FUNCTION netinv_rear_ports_mapped_to(front_port int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$ SELECT m.rear_port_id FROM dcim_port_mapping m WHERE m.front_port_id = front_port $$;
CREATE OR REPLACE FUNCTION netinv_front_port_templates_mapped_to(rear_port int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$ SELECT m.front_port_template_id FROM dcim_port_template_mapping m WHERE m.rear_port_template_id = rear_port $$;
CREATE OR REPLACE FUNCTION netinv_rear_port_templates_mapped_to(front_port int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$ SELECT m.rear_port_template_id FROM dcim_port_template_mapping m WHERE m.front_port_template_id = front_port $$;
