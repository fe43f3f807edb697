-- The VLANs a device's or a virtual machine's interfaces may use (NetBox 3.7
-- VLANQuerySet.get_for_device / get_for_virtualmachine): global VLANs, VLANs of global groups,
-- VLANs of the object's site, and VLANs of groups scoped to what holds it (its region or site
-- group or any above them, its site, its location or any above it, its rack; for a VM its
-- cluster and cluster group). The filters available_on_device and available_on_virtualmachine
-- call these.

-- The ids of a tree object and of every object above it.
CREATE OR REPLACE FUNCTION netinv_self_and_ancestors(tree_path int[], id int) RETURNS int[]
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN id IS NULL THEN '{}'::int[] ELSE tree_path || id END $$;

CREATE OR REPLACE FUNCTION netinv_vlans_for(site int, location int, rack int, cluster int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  WITH holder AS (
    SELECT (SELECT netinv_self_and_ancestors(r.tree_path, r.id) FROM dcim_site s JOIN dcim_region r ON r.id = s.region_id WHERE s.id = site) AS regions,
           (SELECT netinv_self_and_ancestors(g.tree_path, g.id) FROM dcim_site s JOIN dcim_site_group g ON g.id = s.group_id WHERE s.id = site) AS site_groups,
           (SELECT netinv_self_and_ancestors(l.tree_path, l.id) FROM dcim_location l WHERE l.id = location) AS locations,
           (SELECT c.group_id FROM virtualization_cluster c WHERE c.id = cluster) AS cluster_group
  ), groups AS (
    SELECT g.id FROM ipam_vlan_group g, holder h
     WHERE (g.scope_type = 'dcim.region' AND g.scope_id = ANY(h.regions))
        OR (g.scope_type = 'dcim.sitegroup' AND g.scope_id = ANY(h.site_groups))
        OR (g.scope_type = 'dcim.site' AND g.scope_id = site)
        OR (g.scope_type = 'dcim.location' AND g.scope_id = ANY(h.locations))
        OR (g.scope_type = 'dcim.rack' AND g.scope_id = rack)
        OR (g.scope_type = 'virtualization.cluster' AND g.scope_id = cluster)
        OR (g.scope_type = 'virtualization.clustergroup' AND g.scope_id = h.cluster_group)
  )
  SELECT v.id FROM ipam_vlan v
   WHERE v.group_id IN (SELECT id FROM groups)
      OR (site IS NOT NULL AND v.site_id = site)
      OR (v.site_id IS NULL AND v.group_id IN (SELECT id FROM ipam_vlan_group WHERE scope_id IS NULL))
      OR (v.site_id IS NULL AND v.group_id IS NULL)
$$;

CREATE OR REPLACE FUNCTION netinv_vlans_available_on_device(device int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT netinv_vlans_for(d.site_id, d.location_id, d.rack_id, NULL) FROM dcim_device d WHERE d.id = device
$$;

CREATE OR REPLACE FUNCTION netinv_vlans_available_on_virtualmachine(vm int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT netinv_vlans_for(COALESCE(m.site_id, c.site_id), NULL, NULL, m.cluster_id)
    FROM virtualization_virtual_machine m LEFT JOIN virtualization_cluster c ON c.id = m.cluster_id WHERE m.id = vm
$$;

CREATE OR REPLACE FUNCTION netinv_vlans_available_at_site(site int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT netinv_vlans_for(s.id, NULL, NULL, NULL) FROM dcim_site s WHERE s.id = site
$$;
