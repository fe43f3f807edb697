BEGIN;
CREATE TABLE IF NOT EXISTS netinv_row_count (table_name text NOT NULL, delta bigint NOT NULL);
CREATE INDEX IF NOT EXISTS netinv_row_count_table ON netinv_row_count (table_name) INCLUDE (delta);
CREATE OR REPLACE FUNCTION netinv_row_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint := (SELECT count(*) FROM changed_rows);
BEGIN
  IF n = 0 THEN RETURN NULL; END IF;
  WITH folded AS (DELETE FROM netinv_row_count WHERE ctid = ANY (ARRAY(
      SELECT ctid FROM netinv_row_count WHERE table_name = TG_TABLE_NAME FOR UPDATE SKIP LOCKED)) RETURNING delta)
  INSERT INTO netinv_row_count (table_name, delta) SELECT TG_TABLE_NAME, n + coalesce(sum(delta), 0) FROM folded;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION netinv_row_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint := (SELECT count(*) FROM changed_rows);
BEGIN
  IF n = 0 THEN RETURN NULL; END IF;
  WITH folded AS (DELETE FROM netinv_row_count WHERE ctid = ANY (ARRAY(
      SELECT ctid FROM netinv_row_count WHERE table_name = TG_TABLE_NAME FOR UPDATE SKIP LOCKED)) RETURNING delta)
  INSERT INTO netinv_row_count (table_name, delta) SELECT TG_TABLE_NAME, -n + coalesce(sum(delta), 0) FROM folded;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION netinv_row_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM netinv_row_count WHERE table_name = TG_TABLE_NAME;
  INSERT INTO netinv_row_count (table_name, delta) VALUES (TG_TABLE_NAME, 0);
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "circuits_provider";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "circuits_provider" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "circuits_provider";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "circuits_provider" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "circuits_provider";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "circuits_provider" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'circuits_provider', (SELECT count(*) FROM "circuits_provider")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'circuits_provider');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "circuits_provider_account";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "circuits_provider_account" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "circuits_provider_account";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "circuits_provider_account" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "circuits_provider_account";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "circuits_provider_account" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'circuits_provider_account', (SELECT count(*) FROM "circuits_provider_account")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'circuits_provider_account');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "circuits_provider_network";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "circuits_provider_network" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "circuits_provider_network";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "circuits_provider_network" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "circuits_provider_network";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "circuits_provider_network" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'circuits_provider_network', (SELECT count(*) FROM "circuits_provider_network")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'circuits_provider_network');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "circuits_circuit_type";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "circuits_circuit_type" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "circuits_circuit_type";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "circuits_circuit_type" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "circuits_circuit_type";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "circuits_circuit_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'circuits_circuit_type', (SELECT count(*) FROM "circuits_circuit_type")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'circuits_circuit_type');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "circuits_circuit";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "circuits_circuit" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "circuits_circuit";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "circuits_circuit" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "circuits_circuit";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "circuits_circuit" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'circuits_circuit', (SELECT count(*) FROM "circuits_circuit")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'circuits_circuit');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "circuits_circuit_termination";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "circuits_circuit_termination" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "circuits_circuit_termination";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "circuits_circuit_termination" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "circuits_circuit_termination";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "circuits_circuit_termination" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'circuits_circuit_termination', (SELECT count(*) FROM "circuits_circuit_termination")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'circuits_circuit_termination');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "circuits_virtual_circuit_type";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "circuits_virtual_circuit_type" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "circuits_virtual_circuit_type";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "circuits_virtual_circuit_type" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "circuits_virtual_circuit_type";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "circuits_virtual_circuit_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'circuits_virtual_circuit_type', (SELECT count(*) FROM "circuits_virtual_circuit_type")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'circuits_virtual_circuit_type');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "circuits_virtual_circuit";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "circuits_virtual_circuit" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "circuits_virtual_circuit";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "circuits_virtual_circuit" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "circuits_virtual_circuit";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "circuits_virtual_circuit" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'circuits_virtual_circuit', (SELECT count(*) FROM "circuits_virtual_circuit")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'circuits_virtual_circuit');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "circuits_virtual_circuit_termination";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "circuits_virtual_circuit_termination" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "circuits_virtual_circuit_termination";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "circuits_virtual_circuit_termination" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "circuits_virtual_circuit_termination";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "circuits_virtual_circuit_termination" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'circuits_virtual_circuit_termination', (SELECT count(*) FROM "circuits_virtual_circuit_termination")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'circuits_virtual_circuit_termination');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "core_data_source";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "core_data_source" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "core_data_source";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "core_data_source" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "core_data_source";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "core_data_source" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'core_data_source', (SELECT count(*) FROM "core_data_source")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'core_data_source');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "core_data_file";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "core_data_file" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "core_data_file";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "core_data_file" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "core_data_file";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "core_data_file" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'core_data_file', (SELECT count(*) FROM "core_data_file")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'core_data_file');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "core_job";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "core_job" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "core_job";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "core_job" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "core_job";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "core_job" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'core_job', (SELECT count(*) FROM "core_job")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'core_job');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_region";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_region" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_region";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_region" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_region";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_region" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_region', (SELECT count(*) FROM "dcim_region")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_region');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_site_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_site_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_site_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_site_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_site_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_site_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_site_group', (SELECT count(*) FROM "dcim_site_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_site_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_site";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_site" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_site";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_site" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_site";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_site" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_site', (SELECT count(*) FROM "dcim_site")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_site');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_location";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_location" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_location";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_location" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_location";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_location" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_location', (SELECT count(*) FROM "dcim_location")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_location');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_rack_role";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_rack_role" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_rack_role";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_rack_role" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_rack_role";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_rack_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_rack_role', (SELECT count(*) FROM "dcim_rack_role")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_rack_role');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_rack_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_rack_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_rack_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_rack_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_rack_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_rack_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_rack_group', (SELECT count(*) FROM "dcim_rack_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_rack_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_rack_type";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_rack_type" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_rack_type";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_rack_type" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_rack_type";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_rack_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_rack_type', (SELECT count(*) FROM "dcim_rack_type")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_rack_type');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_rack";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_rack" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_rack";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_rack" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_rack";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_rack" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_rack', (SELECT count(*) FROM "dcim_rack")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_rack');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_rack_reservation";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_rack_reservation" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_rack_reservation";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_rack_reservation" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_rack_reservation";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_rack_reservation" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_rack_reservation', (SELECT count(*) FROM "dcim_rack_reservation")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_rack_reservation');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_manufacturer";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_manufacturer" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_manufacturer";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_manufacturer" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_manufacturer";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_manufacturer" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_manufacturer', (SELECT count(*) FROM "dcim_manufacturer")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_manufacturer');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_platform";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_platform" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_platform";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_platform" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_platform";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_platform" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_platform', (SELECT count(*) FROM "dcim_platform")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_platform');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_device_type";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_device_type" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_device_type";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_device_type" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_device_type";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_device_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_device_type', (SELECT count(*) FROM "dcim_device_type")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_device_type');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_inventory_item_role";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_inventory_item_role" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_inventory_item_role";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_inventory_item_role" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_inventory_item_role";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_inventory_item_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_inventory_item_role', (SELECT count(*) FROM "dcim_inventory_item_role")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_inventory_item_role');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_module_type";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_module_type" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_module_type";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_module_type" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_module_type";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_module_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_module_type', (SELECT count(*) FROM "dcim_module_type")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_module_type');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_console_port_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_console_port_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_console_port_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_console_port_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_console_port_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_console_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_console_port_template', (SELECT count(*) FROM "dcim_console_port_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_console_port_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_console_server_port_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_console_server_port_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_console_server_port_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_console_server_port_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_console_server_port_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_console_server_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_console_server_port_template', (SELECT count(*) FROM "dcim_console_server_port_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_console_server_port_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_power_port_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_power_port_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_power_port_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_power_port_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_power_port_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_power_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_power_port_template', (SELECT count(*) FROM "dcim_power_port_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_power_port_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_power_outlet_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_power_outlet_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_power_outlet_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_power_outlet_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_power_outlet_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_power_outlet_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_power_outlet_template', (SELECT count(*) FROM "dcim_power_outlet_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_power_outlet_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_interface_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_interface_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_interface_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_interface_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_interface_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_interface_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_interface_template', (SELECT count(*) FROM "dcim_interface_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_interface_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_rear_port_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_rear_port_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_rear_port_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_rear_port_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_rear_port_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_rear_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_rear_port_template', (SELECT count(*) FROM "dcim_rear_port_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_rear_port_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_front_port_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_front_port_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_front_port_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_front_port_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_front_port_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_front_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_front_port_template', (SELECT count(*) FROM "dcim_front_port_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_front_port_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_module_bay_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_module_bay_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_module_bay_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_module_bay_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_module_bay_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_module_bay_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_module_bay_template', (SELECT count(*) FROM "dcim_module_bay_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_module_bay_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_device_bay_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_device_bay_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_device_bay_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_device_bay_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_device_bay_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_device_bay_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_device_bay_template', (SELECT count(*) FROM "dcim_device_bay_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_device_bay_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_inventory_item_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_inventory_item_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_inventory_item_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_inventory_item_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_inventory_item_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_inventory_item_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_inventory_item_template', (SELECT count(*) FROM "dcim_inventory_item_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_inventory_item_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_module";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_module" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_module";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_module" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_module";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_module" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_module', (SELECT count(*) FROM "dcim_module")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_module');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_console_port";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_console_port" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_console_port";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_console_port" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_console_port";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_console_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_console_port', (SELECT count(*) FROM "dcim_console_port")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_console_port');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_console_server_port";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_console_server_port" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_console_server_port";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_console_server_port" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_console_server_port";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_console_server_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_console_server_port', (SELECT count(*) FROM "dcim_console_server_port")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_console_server_port');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_power_port";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_power_port" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_power_port";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_power_port" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_power_port";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_power_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_power_port', (SELECT count(*) FROM "dcim_power_port")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_power_port');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_power_outlet";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_power_outlet" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_power_outlet";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_power_outlet" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_power_outlet";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_power_outlet" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_power_outlet', (SELECT count(*) FROM "dcim_power_outlet")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_power_outlet');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_rear_port";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_rear_port" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_rear_port";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_rear_port" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_rear_port";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_rear_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_rear_port', (SELECT count(*) FROM "dcim_rear_port")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_rear_port');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_front_port";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_front_port" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_front_port";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_front_port" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_front_port";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_front_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_front_port', (SELECT count(*) FROM "dcim_front_port")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_front_port');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_module_bay";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_module_bay" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_module_bay";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_module_bay" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_module_bay";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_module_bay" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_module_bay', (SELECT count(*) FROM "dcim_module_bay")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_module_bay');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_device_bay";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_device_bay" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_device_bay";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_device_bay" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_device_bay";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_device_bay" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_device_bay', (SELECT count(*) FROM "dcim_device_bay")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_device_bay');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_inventory_item";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_inventory_item" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_inventory_item";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_inventory_item" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_inventory_item";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_inventory_item" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_inventory_item', (SELECT count(*) FROM "dcim_inventory_item")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_inventory_item');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_virtual_chassis";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_virtual_chassis" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_virtual_chassis";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_virtual_chassis" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_virtual_chassis";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_virtual_chassis" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_virtual_chassis', (SELECT count(*) FROM "dcim_virtual_chassis")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_virtual_chassis');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_power_panel";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_power_panel" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_power_panel";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_power_panel" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_power_panel";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_power_panel" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_power_panel', (SELECT count(*) FROM "dcim_power_panel")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_power_panel');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_power_feed";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_power_feed" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_power_feed";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_power_feed" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_power_feed";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_power_feed" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_power_feed', (SELECT count(*) FROM "dcim_power_feed")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_power_feed');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_device_role";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_device_role" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_device_role";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_device_role" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_device_role";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_device_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_device_role', (SELECT count(*) FROM "dcim_device_role")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_device_role');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_device";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_device" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_device";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_device" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_device";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_device" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_device', (SELECT count(*) FROM "dcim_device")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_device');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_devlib_host_key";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_devlib_host_key" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_devlib_host_key";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_devlib_host_key" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_devlib_host_key";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_devlib_host_key" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_devlib_host_key', (SELECT count(*) FROM "dcim_devlib_host_key")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_devlib_host_key');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_virtual_device_context";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_virtual_device_context" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_virtual_device_context";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_virtual_device_context" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_virtual_device_context";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_virtual_device_context" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_virtual_device_context', (SELECT count(*) FROM "dcim_virtual_device_context")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_virtual_device_context');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_interface";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_interface" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_interface";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_interface" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_interface";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_interface" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_interface', (SELECT count(*) FROM "dcim_interface")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_interface');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_mac_address";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_mac_address" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_mac_address";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_mac_address" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_mac_address";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_mac_address" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_mac_address', (SELECT count(*) FROM "dcim_mac_address")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_mac_address');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_cable";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_cable" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_cable";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_cable" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_cable";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_cable" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_cable', (SELECT count(*) FROM "dcim_cable")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_cable');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "dcim_cable_termination";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "dcim_cable_termination" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "dcim_cable_termination";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "dcim_cable_termination" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "dcim_cable_termination";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "dcim_cable_termination" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'dcim_cable_termination', (SELECT count(*) FROM "dcim_cable_termination")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'dcim_cable_termination');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_tag";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_tag" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_tag";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_tag" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_tag";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_tag" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_tag', (SELECT count(*) FROM "extras_tag")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_tag');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_custom_field_choice_set";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_custom_field_choice_set" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_custom_field_choice_set";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_custom_field_choice_set" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_custom_field_choice_set";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_custom_field_choice_set" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_custom_field_choice_set', (SELECT count(*) FROM "extras_custom_field_choice_set")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_custom_field_choice_set');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_custom_field";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_custom_field" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_custom_field";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_custom_field" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_custom_field";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_custom_field" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_custom_field', (SELECT count(*) FROM "extras_custom_field")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_custom_field');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_config_context";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_config_context" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_config_context";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_config_context" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_config_context";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_config_context" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_config_context', (SELECT count(*) FROM "extras_config_context")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_config_context');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_custom_link";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_custom_link" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_custom_link";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_custom_link" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_custom_link";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_custom_link" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_custom_link', (SELECT count(*) FROM "extras_custom_link")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_custom_link');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_config_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_config_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_config_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_config_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_config_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_config_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_config_template', (SELECT count(*) FROM "extras_config_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_config_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_export_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_export_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_export_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_export_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_export_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_export_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_export_template', (SELECT count(*) FROM "extras_export_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_export_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_journal_entry";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_journal_entry" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_journal_entry";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_journal_entry" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_journal_entry";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_journal_entry" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_journal_entry', (SELECT count(*) FROM "extras_journal_entry")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_journal_entry');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_image_attachment";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_image_attachment" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_image_attachment";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_image_attachment" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_image_attachment";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_image_attachment" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_image_attachment', (SELECT count(*) FROM "extras_image_attachment")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_image_attachment');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_object_change";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_object_change" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_object_change";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_object_change" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_object_change";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_object_change" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_object_change', (SELECT count(*) FROM "extras_object_change")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_object_change');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_webhook";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_webhook" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_webhook";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_webhook" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_webhook";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_webhook" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_webhook', (SELECT count(*) FROM "extras_webhook")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_webhook');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_event_rule";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_event_rule" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_event_rule";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_event_rule" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_event_rule";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_event_rule" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_event_rule', (SELECT count(*) FROM "extras_event_rule")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_event_rule');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "extras_content_type";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "extras_content_type" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "extras_content_type";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "extras_content_type" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "extras_content_type";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "extras_content_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'extras_content_type', (SELECT count(*) FROM "extras_content_type")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'extras_content_type');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_rir";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_rir" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_rir";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_rir" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_rir";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_rir" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_rir', (SELECT count(*) FROM "ipam_rir")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_rir');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_aggregate";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_aggregate" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_aggregate";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_aggregate" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_aggregate";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_aggregate" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_aggregate', (SELECT count(*) FROM "ipam_aggregate")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_aggregate');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_role";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_role" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_role";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_role" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_role";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_role', (SELECT count(*) FROM "ipam_role")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_role');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_vrf";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_vrf" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_vrf";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_vrf" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_vrf";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_vrf" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_vrf', (SELECT count(*) FROM "ipam_vrf")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_vrf');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_vlan_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_vlan_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_vlan_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_vlan_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_vlan_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_vlan_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_vlan_group', (SELECT count(*) FROM "ipam_vlan_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_vlan_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_vlan";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_vlan" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_vlan";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_vlan" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_vlan";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_vlan" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_vlan', (SELECT count(*) FROM "ipam_vlan")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_vlan');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_prefix";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_prefix" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_prefix";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_prefix" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_prefix";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_prefix" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_prefix', (SELECT count(*) FROM "ipam_prefix")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_prefix');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_ip_address";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_ip_address" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_ip_address";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_ip_address" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_ip_address";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_ip_address" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_ip_address', (SELECT count(*) FROM "ipam_ip_address")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_ip_address');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_asn";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_asn" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_asn";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_asn" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_asn";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_asn" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_asn', (SELECT count(*) FROM "ipam_asn")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_asn');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_asn_range";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_asn_range" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_asn_range";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_asn_range" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_asn_range";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_asn_range" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_asn_range', (SELECT count(*) FROM "ipam_asn_range")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_asn_range');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_route_target";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_route_target" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_route_target";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_route_target" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_route_target";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_route_target" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_route_target', (SELECT count(*) FROM "ipam_route_target")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_route_target');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_ip_range";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_ip_range" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_ip_range";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_ip_range" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_ip_range";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_ip_range" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_ip_range', (SELECT count(*) FROM "ipam_ip_range")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_ip_range');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_fhrp_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_fhrp_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_fhrp_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_fhrp_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_fhrp_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_fhrp_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_fhrp_group', (SELECT count(*) FROM "ipam_fhrp_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_fhrp_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_fhrp_group_assignment";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_fhrp_group_assignment" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_fhrp_group_assignment";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_fhrp_group_assignment" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_fhrp_group_assignment";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_fhrp_group_assignment" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_fhrp_group_assignment', (SELECT count(*) FROM "ipam_fhrp_group_assignment")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_fhrp_group_assignment');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_service_template";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_service_template" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_service_template";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_service_template" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_service_template";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_service_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_service_template', (SELECT count(*) FROM "ipam_service_template")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_service_template');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "ipam_service";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "ipam_service" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "ipam_service";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "ipam_service" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "ipam_service";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "ipam_service" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'ipam_service', (SELECT count(*) FROM "ipam_service")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'ipam_service');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "tenancy_tenant_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "tenancy_tenant_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "tenancy_tenant_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "tenancy_tenant_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "tenancy_tenant_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "tenancy_tenant_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'tenancy_tenant_group', (SELECT count(*) FROM "tenancy_tenant_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'tenancy_tenant_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "tenancy_tenant";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "tenancy_tenant" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "tenancy_tenant";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "tenancy_tenant" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "tenancy_tenant";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "tenancy_tenant" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'tenancy_tenant', (SELECT count(*) FROM "tenancy_tenant")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'tenancy_tenant');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "tenancy_contact_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "tenancy_contact_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "tenancy_contact_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "tenancy_contact_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "tenancy_contact_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "tenancy_contact_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'tenancy_contact_group', (SELECT count(*) FROM "tenancy_contact_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'tenancy_contact_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "tenancy_contact_role";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "tenancy_contact_role" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "tenancy_contact_role";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "tenancy_contact_role" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "tenancy_contact_role";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "tenancy_contact_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'tenancy_contact_role', (SELECT count(*) FROM "tenancy_contact_role")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'tenancy_contact_role');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "tenancy_contact";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "tenancy_contact" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "tenancy_contact";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "tenancy_contact" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "tenancy_contact";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "tenancy_contact" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'tenancy_contact', (SELECT count(*) FROM "tenancy_contact")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'tenancy_contact');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "tenancy_contact_assignment";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "tenancy_contact_assignment" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "tenancy_contact_assignment";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "tenancy_contact_assignment" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "tenancy_contact_assignment";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "tenancy_contact_assignment" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'tenancy_contact_assignment', (SELECT count(*) FROM "tenancy_contact_assignment")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'tenancy_contact_assignment');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "users_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "users_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "users_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "users_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "users_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "users_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'users_group', (SELECT count(*) FROM "users_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'users_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "users_user";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "users_user" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "users_user";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "users_user" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "users_user";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "users_user" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'users_user', (SELECT count(*) FROM "users_user")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'users_user');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "users_token";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "users_token" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "users_token";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "users_token" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "users_token";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "users_token" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'users_token', (SELECT count(*) FROM "users_token")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'users_token');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "users_object_permission";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "users_object_permission" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "users_object_permission";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "users_object_permission" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "users_object_permission";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "users_object_permission" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'users_object_permission', (SELECT count(*) FROM "users_object_permission")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'users_object_permission');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "users_owner_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "users_owner_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "users_owner_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "users_owner_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "users_owner_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "users_owner_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'users_owner_group', (SELECT count(*) FROM "users_owner_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'users_owner_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "users_owner";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "users_owner" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "users_owner";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "users_owner" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "users_owner";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "users_owner" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'users_owner', (SELECT count(*) FROM "users_owner")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'users_owner');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "virtualization_cluster_type";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "virtualization_cluster_type" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "virtualization_cluster_type";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "virtualization_cluster_type" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "virtualization_cluster_type";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "virtualization_cluster_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'virtualization_cluster_type', (SELECT count(*) FROM "virtualization_cluster_type")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'virtualization_cluster_type');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "virtualization_cluster_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "virtualization_cluster_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "virtualization_cluster_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "virtualization_cluster_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "virtualization_cluster_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "virtualization_cluster_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'virtualization_cluster_group', (SELECT count(*) FROM "virtualization_cluster_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'virtualization_cluster_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "virtualization_cluster";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "virtualization_cluster" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "virtualization_cluster";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "virtualization_cluster" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "virtualization_cluster";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "virtualization_cluster" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'virtualization_cluster', (SELECT count(*) FROM "virtualization_cluster")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'virtualization_cluster');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "virtualization_virtual_machine";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "virtualization_virtual_machine" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "virtualization_virtual_machine";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "virtualization_virtual_machine" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "virtualization_virtual_machine";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "virtualization_virtual_machine" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'virtualization_virtual_machine', (SELECT count(*) FROM "virtualization_virtual_machine")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'virtualization_virtual_machine');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "virtualization_vm_interface";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "virtualization_vm_interface" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "virtualization_vm_interface";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "virtualization_vm_interface" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "virtualization_vm_interface";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "virtualization_vm_interface" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'virtualization_vm_interface', (SELECT count(*) FROM "virtualization_vm_interface")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'virtualization_vm_interface');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "virtualization_virtual_disk";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "virtualization_virtual_disk" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "virtualization_virtual_disk";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "virtualization_virtual_disk" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "virtualization_virtual_disk";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "virtualization_virtual_disk" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'virtualization_virtual_disk', (SELECT count(*) FROM "virtualization_virtual_disk")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'virtualization_virtual_disk');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_tunnel_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_tunnel_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_tunnel_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_tunnel_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_tunnel_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_tunnel_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_tunnel_group', (SELECT count(*) FROM "vpn_tunnel_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_tunnel_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_tunnel";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_tunnel" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_tunnel";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_tunnel" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_tunnel";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_tunnel" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_tunnel', (SELECT count(*) FROM "vpn_tunnel")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_tunnel');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_tunnel_termination";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_tunnel_termination" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_tunnel_termination";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_tunnel_termination" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_tunnel_termination";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_tunnel_termination" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_tunnel_termination', (SELECT count(*) FROM "vpn_tunnel_termination")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_tunnel_termination');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_ike_proposal";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_ike_proposal" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_ike_proposal";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_ike_proposal" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_ike_proposal";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_ike_proposal" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_ike_proposal', (SELECT count(*) FROM "vpn_ike_proposal")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_ike_proposal');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_ike_policy";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_ike_policy" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_ike_policy";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_ike_policy" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_ike_policy";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_ike_policy" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_ike_policy', (SELECT count(*) FROM "vpn_ike_policy")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_ike_policy');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_ipsec_proposal";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_ipsec_proposal" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_ipsec_proposal";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_ipsec_proposal" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_ipsec_proposal";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_ipsec_proposal" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_ipsec_proposal', (SELECT count(*) FROM "vpn_ipsec_proposal")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_ipsec_proposal');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_ipsec_policy";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_ipsec_policy" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_ipsec_policy";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_ipsec_policy" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_ipsec_policy";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_ipsec_policy" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_ipsec_policy', (SELECT count(*) FROM "vpn_ipsec_policy")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_ipsec_policy');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_ipsec_profile";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_ipsec_profile" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_ipsec_profile";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_ipsec_profile" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_ipsec_profile";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_ipsec_profile" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_ipsec_profile', (SELECT count(*) FROM "vpn_ipsec_profile")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_ipsec_profile');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_l2vpn";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_l2vpn" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_l2vpn";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_l2vpn" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_l2vpn";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_l2vpn" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_l2vpn', (SELECT count(*) FROM "vpn_l2vpn")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_l2vpn');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "vpn_l2vpn_termination";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "vpn_l2vpn_termination" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "vpn_l2vpn_termination";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "vpn_l2vpn_termination" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "vpn_l2vpn_termination";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "vpn_l2vpn_termination" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'vpn_l2vpn_termination', (SELECT count(*) FROM "vpn_l2vpn_termination")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'vpn_l2vpn_termination');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "wireless_wireless_lan_group";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "wireless_wireless_lan_group" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "wireless_wireless_lan_group";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "wireless_wireless_lan_group" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "wireless_wireless_lan_group";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "wireless_wireless_lan_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'wireless_wireless_lan_group', (SELECT count(*) FROM "wireless_wireless_lan_group")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'wireless_wireless_lan_group');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "wireless_wireless_lan";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "wireless_wireless_lan" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "wireless_wireless_lan";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "wireless_wireless_lan" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "wireless_wireless_lan";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "wireless_wireless_lan" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'wireless_wireless_lan', (SELECT count(*) FROM "wireless_wireless_lan")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'wireless_wireless_lan');
DROP TRIGGER IF EXISTS netinv_row_count_insert ON "wireless_wireless_link";
CREATE TRIGGER netinv_row_count_insert AFTER INSERT ON "wireless_wireless_link" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_insert();
DROP TRIGGER IF EXISTS netinv_row_count_delete ON "wireless_wireless_link";
CREATE TRIGGER netinv_row_count_delete AFTER DELETE ON "wireless_wireless_link" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_delete();
DROP TRIGGER IF EXISTS netinv_row_count_truncate ON "wireless_wireless_link";
CREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON "wireless_wireless_link" FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();
INSERT INTO netinv_row_count (table_name, delta) SELECT 'wireless_wireless_link', (SELECT count(*) FROM "wireless_wireless_link")
  WHERE NOT EXISTS (SELECT FROM netinv_row_count WHERE table_name = 'wireless_wireless_link');
COMMIT;