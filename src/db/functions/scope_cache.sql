-- The cached columns of NetBox 4.2's scopes (src/rules/dcim/scope.ts) follow the places they
-- copy, as NetBox's sync_cached_scope_fields does (dcim/signals.py): when a site moves to
-- another region or site group, or a location to another site, the prefixes, clusters, wireless
-- LANs and circuit terminations within it take the new values (NetBox leaves a circuit
-- termination's stale until it is saved again; here its filters stay true as well). One
-- statement per table for all the rows a statement moved.
--
-- As NetBox's update() is, the maintenance is no change: no change log entry, no webhook,
-- last_updated as it was (the setting netinv.derived, which the change log's update trigger
-- and the prefix hierarchy's read: src/events/changelog.ts).

-- The rows of the scoped tables within the moved sites: their region and site group are the site's.
CREATE OR REPLACE FUNCTION netinv_scope_cache_site_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text;
  site_column text;
  derived constant text := current_setting('netinv.derived', true);
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows n JOIN old_rows o USING (id)
                 WHERE n.region_id IS DISTINCT FROM o.region_id OR n.group_id IS DISTINCT FROM o.group_id) THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('netinv.derived', 'on', true);
  FOREACH t IN ARRAY ARRAY['ipam_prefix', 'virtualization_cluster', 'wireless_wireless_lan', 'circuits_circuit_termination'] LOOP
    site_column := CASE t WHEN 'wireless_wireless_lan' THEN '_site_id' ELSE 'site_id' END;
    EXECUTE format('UPDATE %I x SET _region_id = n.region_id, _site_group_id = n.group_id FROM new_rows n JOIN old_rows o USING (id)
      WHERE x.%I = n.id AND (n.region_id IS DISTINCT FROM o.region_id OR n.group_id IS DISTINCT FROM o.group_id)', t, site_column);
  END LOOP;
  PERFORM set_config('netinv.derived', coalesce(derived, 'off'), true);
  RETURN NULL;
END $$;

-- The rows scoped to the moved locations: their site, region and site group are the new site's.
CREATE OR REPLACE FUNCTION netinv_scope_cache_location_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text;
  site_column text;
  derived constant text := current_setting('netinv.derived', true);
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows n JOIN old_rows o USING (id) WHERE n.site_id IS DISTINCT FROM o.site_id) THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('netinv.derived', 'on', true);
  FOREACH t IN ARRAY ARRAY['ipam_prefix', 'virtualization_cluster', 'wireless_wireless_lan', 'circuits_circuit_termination'] LOOP
    site_column := CASE t WHEN 'wireless_wireless_lan' THEN '_site_id' ELSE 'site_id' END;
    EXECUTE format('UPDATE %I x SET %I = n.site_id, _region_id = s.region_id, _site_group_id = s.group_id
      FROM new_rows n JOIN old_rows o USING (id) JOIN dcim_site s ON s.id = n.site_id
      WHERE x._location_id = n.id AND n.site_id IS DISTINCT FROM o.site_id', t, site_column);
  END LOOP;
  PERFORM set_config('netinv.derived', coalesce(derived, 'off'), true);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS netinv_scope_cache ON dcim_site;
CREATE TRIGGER netinv_scope_cache AFTER UPDATE ON dcim_site
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_scope_cache_site_moved();
DROP TRIGGER IF EXISTS netinv_scope_cache ON dcim_location;
CREATE TRIGGER netinv_scope_cache AFTER UPDATE ON dcim_location
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_scope_cache_location_moved();
