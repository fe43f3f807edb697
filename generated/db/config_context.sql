
-- Made anew at each start: a cache, whose shape may have changed with the code.
DROP TABLE IF EXISTS netinv_config_context_merged;
CREATE TABLE netinv_config_context_merged (generation bigint NOT NULL, contexts int[] NOT NULL, data jsonb NOT NULL);
-- No unique key: a read inserting a set another transaction is inserting would wait for it,
-- and two reads inserting two sets in opposite orders would deadlock. Concurrent reads may
-- each keep a copy of a merge; the next generation drops them. A hash index, as a set of many
-- contexts can exceed a btree entry's size.
CREATE INDEX netinv_config_context_merged_contexts ON netinv_config_context_merged USING hash (contexts);
CREATE TABLE IF NOT EXISTS netinv_config_context_generation (generation bigint NOT NULL);
INSERT INTO netinv_config_context_generation SELECT 0 WHERE NOT EXISTS (SELECT FROM netinv_config_context_generation);
CREATE OR REPLACE FUNCTION netinv_config_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE netinv_config_context_generation SET generation = generation + 1;
  DELETE FROM netinv_config_context_merged WHERE generation < (SELECT generation FROM netinv_config_context_generation);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_config_context_changed ON "extras_config_context";
CREATE TRIGGER netinv_config_context_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras_config_context" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_changed();
-- Processes still running the code from before this start may keep merges made by the
-- merge function they knew: a new generation leaves those unread.
UPDATE netinv_config_context_generation SET generation = generation + 1;
-- VOLATILE: it writes. Its queries may see changes committed after the calling statement
-- began, so a merge is never older than the generation it is filed under.
CREATE OR REPLACE FUNCTION netinv_config_context_merged(g bigint, ids int[]) RETURNS jsonb LANGUAGE plpgsql VOLATILE STRICT AS $$
DECLARE
  merged jsonb;
BEGIN
  SELECT m.data INTO merged FROM netinv_config_context_merged m WHERE m.contexts = ids AND m.generation = g LIMIT 1;
  IF FOUND THEN RETURN merged; END IF;
  SELECT netinv_deep_merge_agg(c.data ORDER BY c."weight", c."name") INTO merged FROM "extras_config_context" c WHERE c.id = ANY (ids);
  IF NOT current_setting('transaction_read_only')::boolean THEN
    INSERT INTO netinv_config_context_merged VALUES (g, ids, merged);
  END IF;
  RETURN merged;
END $$;

DROP TABLE IF EXISTS netinv_config_context_kinds, netinv_config_context_kinds_in_use;
CREATE TABLE netinv_config_context_kinds AS SELECT c.id, c.is_active AS active, 0 AS kinds FROM "extras_config_context" c WITH NO DATA;
ALTER TABLE netinv_config_context_kinds ADD PRIMARY KEY (id), ALTER active SET NOT NULL, ALTER kinds SET NOT NULL;
CREATE TABLE netinv_config_context_kinds_in_use (kinds int NOT NULL);
-- The contexts assigned to nothing apply to every object: a read takes them from this index.
CREATE INDEX netinv_config_context_kinds_unassigned ON netinv_config_context_kinds (id) WHERE active AND kinds = 0;
CREATE OR REPLACE FUNCTION netinv_config_context_kinds_update(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  PERFORM FROM netinv_config_context_kinds WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  WITH updated AS (
    UPDATE netinv_config_context_kinds k SET kinds = n.kinds FROM (SELECT c.id, COALESCE(bit_or(a.kind), 0) AS kinds FROM unnest(ids) c (id) LEFT JOIN (SELECT "config_context_id", 1 FROM "extras_config_context_regions" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 2 FROM "extras_config_context_site_groups" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 4 FROM "extras_config_context_sites" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 8 FROM "extras_config_context_locations" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 16 FROM "extras_config_context_device_types" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 32 FROM "extras_config_context_roles" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 64 FROM "extras_config_context_platforms" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 128 FROM "extras_config_context_cluster_types" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 256 FROM "extras_config_context_cluster_groups" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 512 FROM "extras_config_context_clusters" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 1024 FROM "extras_config_context_tenant_groups" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 2048 FROM "extras_config_context_tenants" WHERE "config_context_id" = ANY (ids) UNION ALL SELECT "config_context_id", 4096 FROM "extras_config_context_tags" WHERE "config_context_id" = ANY (ids)) a (id, kind) ON a.id = c.id GROUP BY c.id) n
     WHERE k.id = n.id AND k.kinds <> n.kinds RETURNING k.active)
  SELECT bool_or(active) INTO changed FROM updated;
  IF changed THEN
  PERFORM FROM netinv_config_context_kinds_in_use FOR UPDATE;
  UPDATE netinv_config_context_kinds_in_use SET kinds = (SELECT COALESCE(bit_or(kinds), 0) FROM netinv_config_context_kinds WHERE active);
  END IF;
END $$;
-- On an assignment table; its argument names the column holding the context's id. A cascaded
-- delete (a site, region or tag deleted) fires it too, with the rows the cascade removed.
CREATE OR REPLACE FUNCTION netinv_config_context_assigned() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := ARRAY(SELECT id FROM netinv_config_context_kinds);
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT id) FROM (%s) c (id)', concat_ws(' UNION ALL ',
      CASE WHEN TG_OP <> 'DELETE' THEN format('SELECT %I FROM new_rows', TG_ARGV[0]) END,
      CASE WHEN TG_OP <> 'INSERT' THEN format('SELECT %I FROM old_rows', TG_ARGV[0]) END)) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN PERFORM netinv_config_context_kinds_update(ids); END IF;
  RETURN NULL;
END $$;
-- On the contexts table: a new context has no assignment yet (they refer to it).
CREATE OR REPLACE FUNCTION netinv_config_context_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO netinv_config_context_kinds SELECT n.id, n.is_active, 0 FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH updated AS (
      UPDATE netinv_config_context_kinds k SET active = n.is_active FROM new_rows n WHERE k.id = n.id AND k.active <> n.is_active RETURNING k.kinds)
    SELECT bool_or(kinds <> 0) INTO changed FROM updated;
  ELSIF TG_OP = 'DELETE' THEN
    WITH deleted AS (DELETE FROM netinv_config_context_kinds k USING old_rows o WHERE k.id = o.id RETURNING k.kinds, k.active)
    SELECT bool_or(kinds <> 0 AND active) INTO changed FROM deleted;
  ELSE
    DELETE FROM netinv_config_context_kinds;
    changed := true;
  END IF;
  IF changed THEN
  PERFORM FROM netinv_config_context_kinds_in_use FOR UPDATE;
  UPDATE netinv_config_context_kinds_in_use SET kinds = (SELECT COALESCE(bit_or(kinds), 0) FROM netinv_config_context_kinds WHERE active);
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_config_context_kept_insert ON "extras_config_context";
CREATE TRIGGER netinv_config_context_kept_insert AFTER INSERT ON "extras_config_context" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_kept();
DROP TRIGGER IF EXISTS netinv_config_context_kept_update ON "extras_config_context";
CREATE TRIGGER netinv_config_context_kept_update AFTER UPDATE ON "extras_config_context" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_kept();
DROP TRIGGER IF EXISTS netinv_config_context_kept_delete ON "extras_config_context";
CREATE TRIGGER netinv_config_context_kept_delete AFTER DELETE ON "extras_config_context" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_kept();
DROP TRIGGER IF EXISTS netinv_config_context_kept_truncate ON "extras_config_context";
CREATE TRIGGER netinv_config_context_kept_truncate AFTER TRUNCATE ON "extras_config_context" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_kept();
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_regions";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_regions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_regions";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_regions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_regions";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_regions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_regions";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_regions" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_site_groups";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_site_groups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_site_groups";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_site_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_site_groups";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_site_groups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_site_groups";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_site_groups" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_sites";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_sites" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_sites";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_sites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_sites";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_sites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_sites";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_sites" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_locations";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_locations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_locations";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_locations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_locations";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_locations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_locations";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_locations" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_device_types";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_device_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_device_types";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_device_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_device_types";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_device_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_device_types";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_device_types" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_roles";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_roles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_roles";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_roles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_roles";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_roles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_roles";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_roles" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_platforms";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_platforms" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_platforms";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_platforms" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_platforms";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_platforms" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_platforms";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_platforms" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_cluster_types";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_cluster_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_cluster_types";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_cluster_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_cluster_types";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_cluster_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_cluster_types";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_cluster_types" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_cluster_groups";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_cluster_groups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_cluster_groups";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_cluster_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_cluster_groups";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_cluster_groups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_cluster_groups";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_cluster_groups" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_clusters";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_clusters" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_clusters";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_clusters" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_clusters";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_clusters" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_clusters";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_clusters" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_tenant_groups";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_tenant_groups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_tenant_groups";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_tenant_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_tenant_groups";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_tenant_groups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_tenant_groups";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_tenant_groups" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_tenants";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_tenants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_tenants";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_tenants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_tenants";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_tenants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_tenants";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_tenants" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_insert ON "extras_config_context_tags";
CREATE TRIGGER netinv_config_context_assigned_insert AFTER INSERT ON "extras_config_context_tags" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_update ON "extras_config_context_tags";
CREATE TRIGGER netinv_config_context_assigned_update AFTER UPDATE ON "extras_config_context_tags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_delete ON "extras_config_context_tags";
CREATE TRIGGER netinv_config_context_assigned_delete AFTER DELETE ON "extras_config_context_tags" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
DROP TRIGGER IF EXISTS netinv_config_context_assigned_truncate ON "extras_config_context_tags";
CREATE TRIGGER netinv_config_context_assigned_truncate AFTER TRUNCATE ON "extras_config_context_tags" FOR EACH STATEMENT EXECUTE FUNCTION netinv_config_context_assigned('config_context_id');
-- Filled after the triggers are in: their locks keep writers out until this commits.
INSERT INTO netinv_config_context_kinds SELECT c.id, c.is_active, k.kinds FROM "extras_config_context" c JOIN (SELECT c.id, COALESCE(bit_or(a.kind), 0) AS kinds FROM unnest(ARRAY(SELECT id FROM "extras_config_context")) c (id) LEFT JOIN (SELECT "config_context_id", 1 FROM "extras_config_context_regions" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 2 FROM "extras_config_context_site_groups" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 4 FROM "extras_config_context_sites" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 8 FROM "extras_config_context_locations" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 16 FROM "extras_config_context_device_types" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 32 FROM "extras_config_context_roles" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 64 FROM "extras_config_context_platforms" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 128 FROM "extras_config_context_cluster_types" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 256 FROM "extras_config_context_cluster_groups" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 512 FROM "extras_config_context_clusters" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 1024 FROM "extras_config_context_tenant_groups" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 2048 FROM "extras_config_context_tenants" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context")) UNION ALL SELECT "config_context_id", 4096 FROM "extras_config_context_tags" WHERE "config_context_id" = ANY (ARRAY(SELECT id FROM "extras_config_context"))) a (id, kind) ON a.id = c.id GROUP BY c.id) k ON k.id = c.id;
INSERT INTO netinv_config_context_kinds_in_use SELECT COALESCE(bit_or(kinds), 0) FROM netinv_config_context_kinds WHERE active;
-- Statistics now, not at autovacuum's next round: the reads' plans go by the table's size.
ANALYZE netinv_config_context_kinds, netinv_config_context_kinds_in_use;


DO $$ BEGIN
  IF to_regprocedure('netinv_config_context_of_dcim_device(int, int, int, int, int, int, int, int, jsonb)') IS NULL THEN DROP FUNCTION IF EXISTS netinv_config_context_of_dcim_device; END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_config_context_of_dcim_device("site_id" int, "location_id" int, "device_type_id" int, "role_id" int, "platform_id" int, "cluster_id" int, "tenant_id" int, "id" int, "local_context_data" jsonb) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  _in_use int := (SELECT kinds FROM netinv_config_context_kinds_in_use);
  _reached bigint[] := '{}';
  _ids int[];
  _merged jsonb := '{}';
BEGIN
  IF _in_use & 1 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t3."config_context_id"::bigint << 32 | 1 FROM "extras_config_context_regions" t3 WHERE t3."region_id" IN (SELECT unnest(t2.tree_path || t2.id) FROM "dcim_region" t2 WHERE t2.id = (SELECT t1."region_id" FROM "dcim_site" t1 WHERE t1.id = netinv_config_context_of_dcim_device."site_id")));
  END IF;
  IF _in_use & 2 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t6."config_context_id"::bigint << 32 | 2 FROM "extras_config_context_site_groups" t6 WHERE t6."site_group_id" IN (SELECT unnest(t5.tree_path || t5.id) FROM "dcim_site_group" t5 WHERE t5.id = (SELECT t4."group_id" FROM "dcim_site" t4 WHERE t4.id = netinv_config_context_of_dcim_device."site_id")));
  END IF;
  IF _in_use & 4 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t8."config_context_id"::bigint << 32 | 4 FROM "extras_config_context_sites" t8 WHERE t8."site_id" IN (SELECT netinv_config_context_of_dcim_device."site_id"));
  END IF;
  IF _in_use & 8 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t10."config_context_id"::bigint << 32 | 8 FROM "extras_config_context_locations" t10 WHERE t10."location_id" IN (SELECT unnest(t9.tree_path || t9.id) FROM "dcim_location" t9 WHERE t9.id = netinv_config_context_of_dcim_device."location_id"));
  END IF;
  IF _in_use & 16 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t12."config_context_id"::bigint << 32 | 16 FROM "extras_config_context_device_types" t12 WHERE t12."device_type_id" IN (SELECT netinv_config_context_of_dcim_device."device_type_id"));
  END IF;
  IF _in_use & 32 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t14."config_context_id"::bigint << 32 | 32 FROM "extras_config_context_roles" t14 WHERE t14."device_role_id" IN (SELECT unnest(t13.tree_path || t13.id) FROM "dcim_device_role" t13 WHERE t13.id = netinv_config_context_of_dcim_device."role_id"));
  END IF;
  IF _in_use & 64 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t16."config_context_id"::bigint << 32 | 64 FROM "extras_config_context_platforms" t16 WHERE t16."platform_id" IN (SELECT unnest(t15.tree_path || t15.id) FROM "dcim_platform" t15 WHERE t15.id = netinv_config_context_of_dcim_device."platform_id"));
  END IF;
  IF _in_use & 128 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t19."config_context_id"::bigint << 32 | 128 FROM "extras_config_context_cluster_types" t19 WHERE t19."cluster_type_id" IN (SELECT (SELECT t17."type_id" FROM "virtualization_cluster" t17 WHERE t17.id = netinv_config_context_of_dcim_device."cluster_id")));
  END IF;
  IF _in_use & 256 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t22."config_context_id"::bigint << 32 | 256 FROM "extras_config_context_cluster_groups" t22 WHERE t22."cluster_group_id" IN (SELECT (SELECT t20."group_id" FROM "virtualization_cluster" t20 WHERE t20.id = netinv_config_context_of_dcim_device."cluster_id")));
  END IF;
  IF _in_use & 512 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t24."config_context_id"::bigint << 32 | 512 FROM "extras_config_context_clusters" t24 WHERE t24."cluster_id" IN (SELECT netinv_config_context_of_dcim_device."cluster_id"));
  END IF;
  IF _in_use & 1024 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t27."config_context_id"::bigint << 32 | 1024 FROM "extras_config_context_tenant_groups" t27 WHERE t27."tenant_group_id" IN (SELECT unnest(t26.tree_path || t26.id) FROM "tenancy_tenant_group" t26 WHERE t26.id = (SELECT t25."group_id" FROM "tenancy_tenant" t25 WHERE t25.id = netinv_config_context_of_dcim_device."tenant_id")));
  END IF;
  IF _in_use & 2048 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t29."config_context_id"::bigint << 32 | 2048 FROM "extras_config_context_tenants" t29 WHERE t29."tenant_id" IN (SELECT netinv_config_context_of_dcim_device."tenant_id"));
  END IF;
  IF _in_use & 4096 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t31."config_context_id"::bigint << 32 | 4096 FROM "extras_config_context_tags" t31 WHERE t31."tag_id" IN (SELECT t30."tag_id" FROM "extras_tagged_item" t30 WHERE t30."object_id" = netinv_config_context_of_dcim_device.id AND t30.object_type = 'dcim.device'));
  END IF;
  -- The contexts assigned to nothing, and those reached by every kind they are assigned by.
  SELECT array_agg(x.id ORDER BY x.id) INTO _ids FROM (
    SELECT u.id FROM netinv_config_context_kinds u WHERE u.active AND u.kinds = 0
    UNION ALL
    SELECT r.id FROM (SELECT (v >> 32)::int AS id, (v & 4294967295)::int AS kind FROM unnest(_reached) v) r
     GROUP BY r.id HAVING (r.id, bit_or(r.kind)) IN (SELECT w.id, w.kinds FROM netinv_config_context_kinds w WHERE w.active)) x;
  IF _ids IS NOT NULL THEN
    SELECT m.data INTO _merged FROM netinv_config_context_merged m WHERE m.contexts = _ids AND m.generation = (SELECT generation FROM netinv_config_context_generation) LIMIT 1;
    IF NOT FOUND THEN _merged := COALESCE(netinv_config_context_merged((SELECT generation FROM netinv_config_context_generation), _ids), '{}'); END IF;
  END IF;
  RETURN CASE WHEN netinv_config_context_of_dcim_device."local_context_data" IS NULL THEN _merged ELSE netinv_deep_merge(_merged, netinv_config_context_of_dcim_device."local_context_data") END;
END $$;

DO $$ BEGIN
  IF to_regprocedure('netinv_config_context_of_virtualization_virtual_machine(int, int, int, int, int, int, jsonb)') IS NULL THEN DROP FUNCTION IF EXISTS netinv_config_context_of_virtualization_virtual_machine; END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_config_context_of_virtualization_virtual_machine("site_id" int, "role_id" int, "platform_id" int, "cluster_id" int, "tenant_id" int, "id" int, "local_context_data" jsonb) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  _in_use int := (SELECT kinds FROM netinv_config_context_kinds_in_use);
  _reached bigint[] := '{}';
  _ids int[];
  _merged jsonb := '{}';
BEGIN
  IF _in_use & 1 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t3."config_context_id"::bigint << 32 | 1 FROM "extras_config_context_regions" t3 WHERE t3."region_id" IN (SELECT unnest(t2.tree_path || t2.id) FROM "dcim_region" t2 WHERE t2.id = (SELECT t1."region_id" FROM "dcim_site" t1 WHERE t1.id = netinv_config_context_of_virtualization_virtual_machine."site_id")));
  END IF;
  IF _in_use & 2 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t6."config_context_id"::bigint << 32 | 2 FROM "extras_config_context_site_groups" t6 WHERE t6."site_group_id" IN (SELECT unnest(t5.tree_path || t5.id) FROM "dcim_site_group" t5 WHERE t5.id = (SELECT t4."group_id" FROM "dcim_site" t4 WHERE t4.id = netinv_config_context_of_virtualization_virtual_machine."site_id")));
  END IF;
  IF _in_use & 4 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t8."config_context_id"::bigint << 32 | 4 FROM "extras_config_context_sites" t8 WHERE t8."site_id" IN (SELECT netinv_config_context_of_virtualization_virtual_machine."site_id"));
  END IF;
  IF _in_use & 32 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t10."config_context_id"::bigint << 32 | 32 FROM "extras_config_context_roles" t10 WHERE t10."device_role_id" IN (SELECT unnest(t9.tree_path || t9.id) FROM "dcim_device_role" t9 WHERE t9.id = netinv_config_context_of_virtualization_virtual_machine."role_id"));
  END IF;
  IF _in_use & 64 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t12."config_context_id"::bigint << 32 | 64 FROM "extras_config_context_platforms" t12 WHERE t12."platform_id" IN (SELECT unnest(t11.tree_path || t11.id) FROM "dcim_platform" t11 WHERE t11.id = netinv_config_context_of_virtualization_virtual_machine."platform_id"));
  END IF;
  IF _in_use & 128 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t15."config_context_id"::bigint << 32 | 128 FROM "extras_config_context_cluster_types" t15 WHERE t15."cluster_type_id" IN (SELECT (SELECT t13."type_id" FROM "virtualization_cluster" t13 WHERE t13.id = netinv_config_context_of_virtualization_virtual_machine."cluster_id")));
  END IF;
  IF _in_use & 256 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t18."config_context_id"::bigint << 32 | 256 FROM "extras_config_context_cluster_groups" t18 WHERE t18."cluster_group_id" IN (SELECT (SELECT t16."group_id" FROM "virtualization_cluster" t16 WHERE t16.id = netinv_config_context_of_virtualization_virtual_machine."cluster_id")));
  END IF;
  IF _in_use & 512 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t20."config_context_id"::bigint << 32 | 512 FROM "extras_config_context_clusters" t20 WHERE t20."cluster_id" IN (SELECT netinv_config_context_of_virtualization_virtual_machine."cluster_id"));
  END IF;
  IF _in_use & 1024 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t23."config_context_id"::bigint << 32 | 1024 FROM "extras_config_context_tenant_groups" t23 WHERE t23."tenant_group_id" IN (SELECT unnest(t22.tree_path || t22.id) FROM "tenancy_tenant_group" t22 WHERE t22.id = (SELECT t21."group_id" FROM "tenancy_tenant" t21 WHERE t21.id = netinv_config_context_of_virtualization_virtual_machine."tenant_id")));
  END IF;
  IF _in_use & 2048 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t25."config_context_id"::bigint << 32 | 2048 FROM "extras_config_context_tenants" t25 WHERE t25."tenant_id" IN (SELECT netinv_config_context_of_virtualization_virtual_machine."tenant_id"));
  END IF;
  IF _in_use & 4096 <> 0 THEN
    _reached := _reached || ARRAY(SELECT t27."config_context_id"::bigint << 32 | 4096 FROM "extras_config_context_tags" t27 WHERE t27."tag_id" IN (SELECT t26."tag_id" FROM "extras_tagged_item" t26 WHERE t26."object_id" = netinv_config_context_of_virtualization_virtual_machine.id AND t26.object_type = 'virtualization.virtualmachine'));
  END IF;
  -- The contexts assigned to nothing, and those reached by every kind they are assigned by.
  SELECT array_agg(x.id ORDER BY x.id) INTO _ids FROM (
    SELECT u.id FROM netinv_config_context_kinds u WHERE u.active AND u.kinds = 0
    UNION ALL
    SELECT r.id FROM (SELECT (v >> 32)::int AS id, (v & 4294967295)::int AS kind FROM unnest(_reached) v) r
     GROUP BY r.id HAVING (r.id, bit_or(r.kind)) IN (SELECT w.id, w.kinds FROM netinv_config_context_kinds w WHERE w.active)) x;
  IF _ids IS NOT NULL THEN
    SELECT m.data INTO _merged FROM netinv_config_context_merged m WHERE m.contexts = _ids AND m.generation = (SELECT generation FROM netinv_config_context_generation) LIMIT 1;
    IF NOT FOUND THEN _merged := COALESCE(netinv_config_context_merged((SELECT generation FROM netinv_config_context_generation), _ids), '{}'); END IF;
  END IF;
  RETURN CASE WHEN netinv_config_context_of_virtualization_virtual_machine."local_context_data" IS NULL THEN _merged ELSE netinv_deep_merge(_merged, netinv_config_context_of_virtualization_virtual_machine."local_context_data") END;
END $$;