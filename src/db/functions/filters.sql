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

-- Prefixes present in a VRF (NetBox PrefixFilterSet.filter_present_in_vrf): those in it, and
-- those in VRFs whose export targets it imports.
CREATE OR REPLACE FUNCTION netinv_prefixes_present_in_vrf(vrf int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT p.id FROM ipam_prefix p
   WHERE p.vrf_id = vrf
      OR p.vrf_id IN (SELECT e.vrf_id FROM ipam_vrf_export_targets e
                       WHERE e.route_target_id IN (SELECT i.route_target_id FROM ipam_vrf_import_targets i WHERE i.vrf_id = vrf))
$$;

CREATE OR REPLACE FUNCTION netinv_prefixes_present_in_vrf_rd(rd text) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT netinv_prefixes_present_in_vrf(v.id) FROM ipam_vrf v WHERE v.rd = $1  -- $1: the column rd would shadow the parameter
$$;
