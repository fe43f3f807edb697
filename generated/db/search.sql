CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE IF NOT EXISTS netinv_search_value (object_type text NOT NULL, object_id bigint NOT NULL, field text NOT NULL, value text NOT NULL, weight smallint NOT NULL);
CREATE INDEX IF NOT EXISTS netinv_search_value_object ON netinv_search_value (object_type, object_id);
CREATE INDEX IF NOT EXISTS netinv_search_value_value ON netinv_search_value USING gin (value gin_trgm_ops);
CREATE TABLE IF NOT EXISTS netinv_search_model (object_type text PRIMARY KEY, definition text NOT NULL);
DELETE FROM netinv_search_value WHERE object_type <> ALL (ARRAY['circuits.provider', 'circuits.provideraccount', 'circuits.providernetwork', 'circuits.circuittype', 'circuits.circuit', 'circuits.circuittermination', 'circuits.virtualcircuittype', 'circuits.virtualcircuit', 'circuits.virtualcircuittermination', 'core.datasource', 'dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location', 'dcim.rackrole', 'dcim.rackgroup', 'dcim.racktype', 'dcim.rack', 'dcim.rackreservation', 'dcim.manufacturer', 'dcim.platform', 'dcim.devicetype', 'dcim.inventoryitemrole', 'dcim.moduletype', 'dcim.consoleporttemplate', 'dcim.consoleserverporttemplate', 'dcim.powerporttemplate', 'dcim.poweroutlettemplate', 'dcim.interfacetemplate', 'dcim.rearporttemplate', 'dcim.frontporttemplate', 'dcim.modulebaytemplate', 'dcim.devicebaytemplate', 'dcim.inventoryitemtemplate', 'dcim.module', 'dcim.consoleport', 'dcim.consoleserverport', 'dcim.powerport', 'dcim.poweroutlet', 'dcim.rearport', 'dcim.frontport', 'dcim.modulebay', 'dcim.devicebay', 'dcim.inventoryitem', 'dcim.virtualchassis', 'dcim.powerpanel', 'dcim.powerfeed', 'dcim.devicerole', 'dcim.device', 'dcim.devlibhostkey', 'dcim.virtualdevicecontext', 'dcim.interface', 'dcim.macaddress', 'dcim.cable', 'extras.tag', 'extras.customfieldchoiceset', 'extras.customfield', 'extras.configcontext', 'extras.customlink', 'extras.configtemplate', 'extras.exporttemplate', 'extras.journalentry', 'extras.imageattachment', 'extras.webhook', 'extras.eventrule', 'ipam.rir', 'ipam.aggregate', 'ipam.role', 'ipam.vrf', 'ipam.vlangroup', 'ipam.vlan', 'ipam.prefix', 'ipam.ipaddress', 'ipam.asn', 'ipam.asnrange', 'ipam.routetarget', 'ipam.iprange', 'ipam.fhrpgroup', 'ipam.servicetemplate', 'ipam.service', 'tenancy.tenantgroup', 'tenancy.tenant', 'tenancy.contactgroup', 'tenancy.contactrole', 'tenancy.contact', 'users.group', 'users.user', 'users.token', 'users.objectpermission', 'users.ownergroup', 'users.owner', 'virtualization.clustertype', 'virtualization.clustergroup', 'virtualization.cluster', 'virtualization.virtualmachine', 'virtualization.vminterface', 'virtualization.virtualdisk', 'vpn.tunnelgroup', 'vpn.tunnel', 'vpn.ikeproposal', 'vpn.ikepolicy', 'vpn.ipsecproposal', 'vpn.ipsecpolicy', 'vpn.ipsecprofile', 'vpn.l2vpn', 'wireless.wirelesslangroup', 'wireless.wirelesslan', 'wireless.wirelesslink']::text[]);
DELETE FROM netinv_search_model WHERE object_type <> ALL (ARRAY['circuits.provider', 'circuits.provideraccount', 'circuits.providernetwork', 'circuits.circuittype', 'circuits.circuit', 'circuits.circuittermination', 'circuits.virtualcircuittype', 'circuits.virtualcircuit', 'circuits.virtualcircuittermination', 'core.datasource', 'dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location', 'dcim.rackrole', 'dcim.rackgroup', 'dcim.racktype', 'dcim.rack', 'dcim.rackreservation', 'dcim.manufacturer', 'dcim.platform', 'dcim.devicetype', 'dcim.inventoryitemrole', 'dcim.moduletype', 'dcim.consoleporttemplate', 'dcim.consoleserverporttemplate', 'dcim.powerporttemplate', 'dcim.poweroutlettemplate', 'dcim.interfacetemplate', 'dcim.rearporttemplate', 'dcim.frontporttemplate', 'dcim.modulebaytemplate', 'dcim.devicebaytemplate', 'dcim.inventoryitemtemplate', 'dcim.module', 'dcim.consoleport', 'dcim.consoleserverport', 'dcim.powerport', 'dcim.poweroutlet', 'dcim.rearport', 'dcim.frontport', 'dcim.modulebay', 'dcim.devicebay', 'dcim.inventoryitem', 'dcim.virtualchassis', 'dcim.powerpanel', 'dcim.powerfeed', 'dcim.devicerole', 'dcim.device', 'dcim.devlibhostkey', 'dcim.virtualdevicecontext', 'dcim.interface', 'dcim.macaddress', 'dcim.cable', 'extras.tag', 'extras.customfieldchoiceset', 'extras.customfield', 'extras.configcontext', 'extras.customlink', 'extras.configtemplate', 'extras.exporttemplate', 'extras.journalentry', 'extras.imageattachment', 'extras.webhook', 'extras.eventrule', 'ipam.rir', 'ipam.aggregate', 'ipam.role', 'ipam.vrf', 'ipam.vlangroup', 'ipam.vlan', 'ipam.prefix', 'ipam.ipaddress', 'ipam.asn', 'ipam.asnrange', 'ipam.routetarget', 'ipam.iprange', 'ipam.fhrpgroup', 'ipam.servicetemplate', 'ipam.service', 'tenancy.tenantgroup', 'tenancy.tenant', 'tenancy.contactgroup', 'tenancy.contactrole', 'tenancy.contact', 'users.group', 'users.user', 'users.token', 'users.objectpermission', 'users.ownergroup', 'users.owner', 'virtualization.clustertype', 'virtualization.clustergroup', 'virtualization.cluster', 'virtualization.virtualmachine', 'virtualization.vminterface', 'virtualization.virtualdisk', 'vpn.tunnelgroup', 'vpn.tunnel', 'vpn.ikeproposal', 'vpn.ikepolicy', 'vpn.ipsecproposal', 'vpn.ipsecpolicy', 'vpn.ipsecprofile', 'vpn.l2vpn', 'wireless.wirelesslangroup', 'wireless.wirelesslan', 'wireless.wirelesslink']::text[]);
CREATE OR REPLACE FUNCTION netinv_search_circuits_provider() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.provider'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.provider' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'circuits.provider' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.provider', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.provider', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "circuits_provider";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "circuits_provider" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider();
DROP TRIGGER IF EXISTS netinv_search_update ON "circuits_provider";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "circuits_provider" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider();
DROP TRIGGER IF EXISTS netinv_search_delete ON "circuits_provider";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "circuits_provider" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "circuits_provider";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "circuits_provider" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'circuits.provider' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'circuits.provider';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.provider', t.id, v.field, v.value, v.weight
    FROM "circuits_provider" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('circuits.provider', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_circuits_provider_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.provideraccount'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.provideraccount' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."account" IS DISTINCT FROM o."account" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'circuits.provideraccount' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.provideraccount', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('account', n."account"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.provideraccount', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('account', n."account"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "circuits_provider_account";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "circuits_provider_account" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider_account();
DROP TRIGGER IF EXISTS netinv_search_update ON "circuits_provider_account";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "circuits_provider_account" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider_account();
DROP TRIGGER IF EXISTS netinv_search_delete ON "circuits_provider_account";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "circuits_provider_account" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider_account();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "circuits_provider_account";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "circuits_provider_account" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider_account();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'circuits.provideraccount' AND definition = 'name:100,account:300,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'circuits.provideraccount';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.provideraccount', t.id, v.field, v.value, v.weight
    FROM "circuits_provider_account" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('account', t."account"::text, 300), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('circuits.provideraccount', 'name:100,account:300,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_circuits_provider_network() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.providernetwork'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.providernetwork' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."service_id" IS DISTINCT FROM o."service_id" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'circuits.providernetwork' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.providernetwork', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('service_id', n."service_id"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.providernetwork', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('service_id', n."service_id"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "circuits_provider_network";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "circuits_provider_network" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider_network();
DROP TRIGGER IF EXISTS netinv_search_update ON "circuits_provider_network";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "circuits_provider_network" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider_network();
DROP TRIGGER IF EXISTS netinv_search_delete ON "circuits_provider_network";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "circuits_provider_network" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider_network();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "circuits_provider_network";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "circuits_provider_network" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_provider_network();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'circuits.providernetwork' AND definition = 'name:100,service_id:300,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'circuits.providernetwork';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.providernetwork', t.id, v.field, v.value, v.weight
    FROM "circuits_provider_network" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('service_id', t."service_id"::text, 300), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('circuits.providernetwork', 'name:100,service_id:300,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_circuits_circuit_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuittype'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuittype' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuittype' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.circuittype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.circuittype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "circuits_circuit_type";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "circuits_circuit_type" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit_type();
DROP TRIGGER IF EXISTS netinv_search_update ON "circuits_circuit_type";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "circuits_circuit_type" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit_type();
DROP TRIGGER IF EXISTS netinv_search_delete ON "circuits_circuit_type";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "circuits_circuit_type" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit_type();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "circuits_circuit_type";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "circuits_circuit_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit_type();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'circuits.circuittype' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuittype';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.circuittype', t.id, v.field, v.value, v.weight
    FROM "circuits_circuit_type" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('circuits.circuittype', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_circuits_circuit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuit'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuit' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."cid" IS DISTINCT FROM o."cid" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuit' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.circuit', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('cid', n."cid"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.circuit', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('cid', n."cid"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "circuits_circuit";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "circuits_circuit" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit();
DROP TRIGGER IF EXISTS netinv_search_update ON "circuits_circuit";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "circuits_circuit" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit();
DROP TRIGGER IF EXISTS netinv_search_delete ON "circuits_circuit";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "circuits_circuit" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "circuits_circuit";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "circuits_circuit" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'circuits.circuit' AND definition = 'cid:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuit';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.circuit', t.id, v.field, v.value, v.weight
    FROM "circuits_circuit" t CROSS JOIN LATERAL (VALUES ('cid', t."cid"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('circuits.circuit', 'cid:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_circuits_circuit_termination() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuittermination'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuittermination' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."xconnect_id" IS DISTINCT FROM o."xconnect_id" OR n."pp_info" IS DISTINCT FROM o."pp_info" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuittermination' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.circuittermination', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('xconnect_id', n."xconnect_id"::text, 300), ('pp_info', n."pp_info"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.circuittermination', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('xconnect_id', n."xconnect_id"::text, 300), ('pp_info', n."pp_info"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "circuits_circuit_termination";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "circuits_circuit_termination" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit_termination();
DROP TRIGGER IF EXISTS netinv_search_update ON "circuits_circuit_termination";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "circuits_circuit_termination" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit_termination();
DROP TRIGGER IF EXISTS netinv_search_delete ON "circuits_circuit_termination";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "circuits_circuit_termination" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit_termination();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "circuits_circuit_termination";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "circuits_circuit_termination" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_circuit_termination();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'circuits.circuittermination' AND definition = 'xconnect_id:300,pp_info:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'circuits.circuittermination';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.circuittermination', t.id, v.field, v.value, v.weight
    FROM "circuits_circuit_termination" t CROSS JOIN LATERAL (VALUES ('xconnect_id', t."xconnect_id"::text, 300), ('pp_info', t."pp_info"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('circuits.circuittermination', 'xconnect_id:300,pp_info:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_circuits_virtual_circuit_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuittype'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuittype' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuittype' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.virtualcircuittype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.virtualcircuittype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "circuits_virtual_circuit_type";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "circuits_virtual_circuit_type" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit_type();
DROP TRIGGER IF EXISTS netinv_search_update ON "circuits_virtual_circuit_type";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "circuits_virtual_circuit_type" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit_type();
DROP TRIGGER IF EXISTS netinv_search_delete ON "circuits_virtual_circuit_type";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "circuits_virtual_circuit_type" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit_type();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "circuits_virtual_circuit_type";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "circuits_virtual_circuit_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit_type();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'circuits.virtualcircuittype' AND definition = 'name:100,slug:110,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuittype';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.virtualcircuittype', t.id, v.field, v.value, v.weight
    FROM "circuits_virtual_circuit_type" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('circuits.virtualcircuittype', 'name:100,slug:110,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_circuits_virtual_circuit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuit'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuit' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."cid" IS DISTINCT FROM o."cid" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuit' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.virtualcircuit', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('cid', n."cid"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.virtualcircuit', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('cid', n."cid"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "circuits_virtual_circuit";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "circuits_virtual_circuit" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit();
DROP TRIGGER IF EXISTS netinv_search_update ON "circuits_virtual_circuit";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "circuits_virtual_circuit" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit();
DROP TRIGGER IF EXISTS netinv_search_delete ON "circuits_virtual_circuit";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "circuits_virtual_circuit" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "circuits_virtual_circuit";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "circuits_virtual_circuit" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'circuits.virtualcircuit' AND definition = 'cid:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuit';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.virtualcircuit', t.id, v.field, v.value, v.weight
    FROM "circuits_virtual_circuit" t CROSS JOIN LATERAL (VALUES ('cid', t."cid"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('circuits.virtualcircuit', 'cid:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_circuits_virtual_circuit_termination() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuittermination'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuittermination' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuittermination' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.virtualcircuittermination', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.virtualcircuittermination', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "circuits_virtual_circuit_termination";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "circuits_virtual_circuit_termination" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit_termination();
DROP TRIGGER IF EXISTS netinv_search_update ON "circuits_virtual_circuit_termination";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "circuits_virtual_circuit_termination" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit_termination();
DROP TRIGGER IF EXISTS netinv_search_delete ON "circuits_virtual_circuit_termination";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "circuits_virtual_circuit_termination" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit_termination();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "circuits_virtual_circuit_termination";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "circuits_virtual_circuit_termination" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_circuits_virtual_circuit_termination();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'circuits.virtualcircuittermination' AND definition = 'description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'circuits.virtualcircuittermination';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'circuits.virtualcircuittermination', t.id, v.field, v.value, v.weight
    FROM "circuits_virtual_circuit_termination" t CROSS JOIN LATERAL (VALUES ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('circuits.virtualcircuittermination', 'description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_core_data_source() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'core.datasource'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'core.datasource' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."source_url" IS DISTINCT FROM o."source_url" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'core.datasource' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'core.datasource', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('source_url', n."source_url"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'core.datasource', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('source_url', n."source_url"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "core_data_source";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "core_data_source" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_core_data_source();
DROP TRIGGER IF EXISTS netinv_search_update ON "core_data_source";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "core_data_source" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_core_data_source();
DROP TRIGGER IF EXISTS netinv_search_delete ON "core_data_source";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "core_data_source" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_core_data_source();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "core_data_source";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "core_data_source" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_core_data_source();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'core.datasource' AND definition = 'name:100,source_url:300,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'core.datasource';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'core.datasource', t.id, v.field, v.value, v.weight
    FROM "core_data_source" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('source_url', t."source_url"::text, 300), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('core.datasource', 'name:100,source_url:300,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_region() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.region'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.region' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.region' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.region', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.region', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_region";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_region" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_region();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_region";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_region" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_region();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_region";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_region" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_region();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_region";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_region" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_region();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.region' AND definition = 'name:100,slug:110,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.region';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.region', t.id, v.field, v.value, v.weight
    FROM "dcim_region" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.region', 'name:100,slug:110,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_site_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.sitegroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.sitegroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.sitegroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.sitegroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.sitegroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_site_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_site_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_site_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_site_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_site_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_site_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_site_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_site_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_site_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_site_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_site_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_site_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.sitegroup' AND definition = 'name:100,slug:110,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.sitegroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.sitegroup', t.id, v.field, v.value, v.weight
    FROM "dcim_site_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.sitegroup', 'name:100,slug:110,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.site'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.site' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."facility" IS DISTINCT FROM o."facility" OR n."description" IS DISTINCT FROM o."description" OR n."physical_address" IS DISTINCT FROM o."physical_address" OR n."shipping_address" IS DISTINCT FROM o."shipping_address" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.site' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.site', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('facility', n."facility"::text, 100), ('description', n."description"::text, 500), ('physical_address', n."physical_address"::text, 2000), ('shipping_address', n."shipping_address"::text, 2000), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.site', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('facility', n."facility"::text, 100), ('description', n."description"::text, 500), ('physical_address', n."physical_address"::text, 2000), ('shipping_address', n."shipping_address"::text, 2000), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_site";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_site" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_site();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_site";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_site" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_site();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_site";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_site" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_site();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_site";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_site" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_site();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.site' AND definition = 'name:100,facility:100,description:500,physical_address:2000,shipping_address:2000,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.site';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.site', t.id, v.field, v.value, v.weight
    FROM "dcim_site" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('facility', t."facility"::text, 100), ('description', t."description"::text, 500), ('physical_address', t."physical_address"::text, 2000), ('shipping_address', t."shipping_address"::text, 2000), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.site', 'name:100,facility:100,description:500,physical_address:2000,shipping_address:2000,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.location'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.location' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."facility" IS DISTINCT FROM o."facility" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.location' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.location', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('facility', n."facility"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.location', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('facility', n."facility"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_location";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_location" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_location();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_location";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_location" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_location();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_location";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_location" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_location();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_location";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_location" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_location();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.location' AND definition = 'name:100,facility:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.location';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.location', t.id, v.field, v.value, v.weight
    FROM "dcim_location" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('facility', t."facility"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.location', 'name:100,facility:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_rack_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackrole'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackrole' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackrole' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rackrole', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rackrole', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_rack_role";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_rack_role" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_role();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_rack_role";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_rack_role" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_role();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_rack_role";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_rack_role" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_role();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_rack_role";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_rack_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_role();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.rackrole' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackrole';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rackrole', t.id, v.field, v.value, v.weight
    FROM "dcim_rack_role" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.rackrole', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_rack_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackgroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackgroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackgroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rackgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rackgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_rack_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_rack_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_rack_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_rack_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_rack_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_rack_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_rack_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_rack_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.rackgroup' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackgroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rackgroup', t.id, v.field, v.value, v.weight
    FROM "dcim_rack_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.rackgroup', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_rack_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.racktype'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.racktype' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."model" IS DISTINCT FROM o."model" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.racktype' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.racktype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('model', n."model"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.racktype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('model', n."model"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_rack_type";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_rack_type" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_type();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_rack_type";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_rack_type" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_type();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_rack_type";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_rack_type" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_type();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_rack_type";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_rack_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_type();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.racktype' AND definition = 'model:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.racktype';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.racktype', t.id, v.field, v.value, v.weight
    FROM "dcim_rack_type" t CROSS JOIN LATERAL (VALUES ('model', t."model"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.racktype', 'model:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_rack() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rack'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rack' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."facility_id" IS DISTINCT FROM o."facility_id" OR n."serial" IS DISTINCT FROM o."serial" OR n."asset_tag" IS DISTINCT FROM o."asset_tag" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.rack' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rack', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('facility_id', n."facility_id"::text, 300), ('serial', n."serial"::text, 60), ('asset_tag', n."asset_tag"::text, 50), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rack', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('facility_id', n."facility_id"::text, 300), ('serial', n."serial"::text, 60), ('asset_tag', n."asset_tag"::text, 50), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_rack";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_rack" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_rack";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_rack" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_rack";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_rack" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_rack";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_rack" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.rack' AND definition = 'name:100,facility_id:300,serial:60,asset_tag:50,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.rack';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rack', t.id, v.field, v.value, v.weight
    FROM "dcim_rack" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('facility_id', t."facility_id"::text, 300), ('serial', t."serial"::text, 60), ('asset_tag', t."asset_tag"::text, 50), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.rack', 'name:100,facility_id:300,serial:60,asset_tag:50,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_rack_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackreservation'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackreservation' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackreservation' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rackreservation', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rackreservation', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_rack_reservation";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_rack_reservation" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_reservation();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_rack_reservation";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_rack_reservation" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_reservation();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_rack_reservation";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_rack_reservation" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_reservation();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_rack_reservation";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_rack_reservation" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rack_reservation();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.rackreservation' AND definition = 'description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.rackreservation';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rackreservation', t.id, v.field, v.value, v.weight
    FROM "dcim_rack_reservation" t CROSS JOIN LATERAL (VALUES ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.rackreservation', 'description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_manufacturer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.manufacturer'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.manufacturer' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.manufacturer' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.manufacturer', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.manufacturer', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_manufacturer";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_manufacturer" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_manufacturer();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_manufacturer";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_manufacturer" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_manufacturer();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_manufacturer";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_manufacturer" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_manufacturer();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_manufacturer";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_manufacturer" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_manufacturer();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.manufacturer' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.manufacturer';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.manufacturer', t.id, v.field, v.value, v.weight
    FROM "dcim_manufacturer" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.manufacturer', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_platform() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.platform'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.platform' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.platform' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.platform', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.platform', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_platform";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_platform" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_platform();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_platform";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_platform" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_platform();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_platform";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_platform" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_platform();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_platform";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_platform" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_platform();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.platform' AND definition = 'name:100,slug:110,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.platform';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.platform', t.id, v.field, v.value, v.weight
    FROM "dcim_platform" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.platform', 'name:100,slug:110,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_device_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicetype'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicetype' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."model" IS DISTINCT FROM o."model" OR n."part_number" IS DISTINCT FROM o."part_number" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicetype' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicetype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('model', n."model"::text, 100), ('part_number', n."part_number"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicetype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('model', n."model"::text, 100), ('part_number', n."part_number"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_device_type";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_device_type" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_type();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_device_type";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_device_type" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_type();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_device_type";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_device_type" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_type();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_device_type";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_device_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_type();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.devicetype' AND definition = 'model:100,part_number:300,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicetype';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicetype', t.id, v.field, v.value, v.weight
    FROM "dcim_device_type" t CROSS JOIN LATERAL (VALUES ('model', t."model"::text, 100), ('part_number', t."part_number"::text, 300), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.devicetype', 'model:100,part_number:300,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_inventory_item_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitemrole'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitemrole' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitemrole' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.inventoryitemrole', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.inventoryitemrole', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_inventory_item_role";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_inventory_item_role" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item_role();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_inventory_item_role";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_inventory_item_role" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item_role();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_inventory_item_role";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_inventory_item_role" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item_role();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_inventory_item_role";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_inventory_item_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item_role();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.inventoryitemrole' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitemrole';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.inventoryitemrole', t.id, v.field, v.value, v.weight
    FROM "dcim_inventory_item_role" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.inventoryitemrole', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_module_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.moduletype'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.moduletype' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."model" IS DISTINCT FROM o."model" OR n."part_number" IS DISTINCT FROM o."part_number" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.moduletype' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.moduletype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('model', n."model"::text, 100), ('part_number', n."part_number"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.moduletype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('model', n."model"::text, 100), ('part_number', n."part_number"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_module_type";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_module_type" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_type();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_module_type";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_module_type" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_type();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_module_type";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_module_type" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_type();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_module_type";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_module_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_type();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.moduletype' AND definition = 'model:100,part_number:300,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.moduletype';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.moduletype', t.id, v.field, v.value, v.weight
    FROM "dcim_module_type" t CROSS JOIN LATERAL (VALUES ('model', t."model"::text, 100), ('part_number', t."part_number"::text, 300), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.moduletype', 'model:100,part_number:300,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_console_port_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleporttemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleporttemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleporttemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_console_port_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_console_port_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_port_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_console_port_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_console_port_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_port_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_console_port_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_console_port_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_port_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_console_port_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_console_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_port_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.consoleporttemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleporttemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleporttemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_console_port_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.consoleporttemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_console_server_port_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleserverporttemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleserverporttemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleserverporttemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleserverporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleserverporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_console_server_port_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_console_server_port_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_server_port_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_console_server_port_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_console_server_port_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_server_port_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_console_server_port_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_console_server_port_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_server_port_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_console_server_port_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_console_server_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_server_port_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.consoleserverporttemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleserverporttemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleserverporttemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_console_server_port_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.consoleserverporttemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_power_port_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerporttemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerporttemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerporttemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_power_port_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_power_port_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_port_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_power_port_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_power_port_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_port_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_power_port_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_power_port_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_port_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_power_port_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_power_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_port_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.powerporttemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerporttemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerporttemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_power_port_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.powerporttemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_power_outlet_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.poweroutlettemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.poweroutlettemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.poweroutlettemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.poweroutlettemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.poweroutlettemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_power_outlet_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_power_outlet_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_outlet_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_power_outlet_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_power_outlet_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_outlet_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_power_outlet_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_power_outlet_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_outlet_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_power_outlet_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_power_outlet_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_outlet_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.poweroutlettemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.poweroutlettemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.poweroutlettemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_power_outlet_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.poweroutlettemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_interface_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.interfacetemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.interfacetemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.interfacetemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.interfacetemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.interfacetemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_interface_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_interface_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_interface_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_interface_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_interface_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_interface_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_interface_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_interface_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_interface_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_interface_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_interface_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_interface_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.interfacetemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.interfacetemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.interfacetemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_interface_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.interfacetemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_rear_port_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rearporttemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rearporttemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.rearporttemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rearporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rearporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_rear_port_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_rear_port_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rear_port_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_rear_port_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_rear_port_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rear_port_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_rear_port_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_rear_port_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rear_port_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_rear_port_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_rear_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rear_port_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.rearporttemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.rearporttemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rearporttemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_rear_port_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.rearporttemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_front_port_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.frontporttemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.frontporttemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.frontporttemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.frontporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.frontporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_front_port_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_front_port_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_front_port_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_front_port_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_front_port_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_front_port_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_front_port_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_front_port_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_front_port_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_front_port_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_front_port_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_front_port_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.frontporttemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.frontporttemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.frontporttemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_front_port_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.frontporttemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_module_bay_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.modulebaytemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.modulebaytemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.modulebaytemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.modulebaytemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.modulebaytemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_module_bay_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_module_bay_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_bay_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_module_bay_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_module_bay_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_bay_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_module_bay_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_module_bay_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_bay_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_module_bay_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_module_bay_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_bay_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.modulebaytemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.modulebaytemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.modulebaytemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_module_bay_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.modulebaytemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_device_bay_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicebaytemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicebaytemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicebaytemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicebaytemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicebaytemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_device_bay_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_device_bay_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_bay_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_device_bay_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_device_bay_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_bay_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_device_bay_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_device_bay_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_bay_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_device_bay_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_device_bay_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_bay_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.devicebaytemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicebaytemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicebaytemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_device_bay_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.devicebaytemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_inventory_item_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitemtemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitemtemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."part_id" IS DISTINCT FROM o."part_id" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitemtemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.inventoryitemtemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('part_id', n."part_id"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.inventoryitemtemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('part_id', n."part_id"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_inventory_item_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_inventory_item_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_inventory_item_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_inventory_item_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_inventory_item_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_inventory_item_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_inventory_item_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_inventory_item_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.inventoryitemtemplate' AND definition = 'name:100,part_id:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitemtemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.inventoryitemtemplate', t.id, v.field, v.value, v.weight
    FROM "dcim_inventory_item_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('part_id', t."part_id"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.inventoryitemtemplate', 'name:100,part_id:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_module() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.module'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.module' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."serial" IS DISTINCT FROM o."serial" OR n."asset_tag" IS DISTINCT FROM o."asset_tag" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.module' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.module', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('serial', n."serial"::text, 60), ('asset_tag', n."asset_tag"::text, 50), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.module', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('serial', n."serial"::text, 60), ('asset_tag', n."asset_tag"::text, 50), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_module";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_module" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_module";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_module" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_module";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_module" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_module";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_module" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.module' AND definition = 'serial:60,asset_tag:50,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.module';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.module', t.id, v.field, v.value, v.weight
    FROM "dcim_module" t CROSS JOIN LATERAL (VALUES ('serial', t."serial"::text, 60), ('asset_tag', t."asset_tag"::text, 50), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.module', 'serial:60,asset_tag:50,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_console_port() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleport'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleport' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleport' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_console_port";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_console_port" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_port();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_console_port";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_console_port" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_port();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_console_port";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_console_port" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_port();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_console_port";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_console_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_port();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.consoleport' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleport';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleport', t.id, v.field, v.value, v.weight
    FROM "dcim_console_port" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.consoleport', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_console_server_port() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleserverport'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleserverport' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleserverport' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleserverport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleserverport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_console_server_port";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_console_server_port" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_server_port();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_console_server_port";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_console_server_port" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_server_port();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_console_server_port";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_console_server_port" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_server_port();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_console_server_port";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_console_server_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_console_server_port();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.consoleserverport' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.consoleserverport';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.consoleserverport', t.id, v.field, v.value, v.weight
    FROM "dcim_console_server_port" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.consoleserverport', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_power_port() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerport'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerport' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerport' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_power_port";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_power_port" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_port();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_power_port";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_power_port" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_port();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_power_port";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_power_port" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_port();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_power_port";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_power_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_port();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.powerport' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerport';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerport', t.id, v.field, v.value, v.weight
    FROM "dcim_power_port" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.powerport', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_power_outlet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.poweroutlet'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.poweroutlet' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.poweroutlet' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.poweroutlet', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.poweroutlet', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_power_outlet";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_power_outlet" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_outlet();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_power_outlet";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_power_outlet" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_outlet();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_power_outlet";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_power_outlet" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_outlet();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_power_outlet";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_power_outlet" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_outlet();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.poweroutlet' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.poweroutlet';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.poweroutlet', t.id, v.field, v.value, v.weight
    FROM "dcim_power_outlet" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.poweroutlet', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_rear_port() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rearport'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.rearport' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.rearport' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rearport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rearport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_rear_port";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_rear_port" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rear_port();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_rear_port";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_rear_port" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rear_port();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_rear_port";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_rear_port" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rear_port();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_rear_port";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_rear_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_rear_port();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.rearport' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.rearport';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.rearport', t.id, v.field, v.value, v.weight
    FROM "dcim_rear_port" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.rearport', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_front_port() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.frontport'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.frontport' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.frontport' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.frontport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.frontport', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_front_port";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_front_port" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_front_port();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_front_port";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_front_port" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_front_port();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_front_port";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_front_port" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_front_port();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_front_port";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_front_port" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_front_port();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.frontport' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.frontport';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.frontport', t.id, v.field, v.value, v.weight
    FROM "dcim_front_port" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.frontport', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_module_bay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.modulebay'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.modulebay' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.modulebay' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.modulebay', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.modulebay', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_module_bay";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_module_bay" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_bay();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_module_bay";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_module_bay" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_bay();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_module_bay";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_module_bay" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_bay();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_module_bay";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_module_bay" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_module_bay();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.modulebay' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.modulebay';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.modulebay', t.id, v.field, v.value, v.weight
    FROM "dcim_module_bay" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.modulebay', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_device_bay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicebay'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicebay' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicebay' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicebay', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicebay', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_device_bay";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_device_bay" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_bay();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_device_bay";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_device_bay" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_bay();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_device_bay";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_device_bay" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_bay();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_device_bay";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_device_bay" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_bay();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.devicebay' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicebay';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicebay', t.id, v.field, v.value, v.weight
    FROM "dcim_device_bay" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.devicebay', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_inventory_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitem'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitem' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."part_id" IS DISTINCT FROM o."part_id" OR n."serial" IS DISTINCT FROM o."serial" OR n."asset_tag" IS DISTINCT FROM o."asset_tag" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitem' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.inventoryitem', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('part_id', n."part_id"::text, 300), ('serial', n."serial"::text, 60), ('asset_tag', n."asset_tag"::text, 50), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.inventoryitem', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('part_id', n."part_id"::text, 300), ('serial', n."serial"::text, 60), ('asset_tag', n."asset_tag"::text, 50), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_inventory_item";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_inventory_item" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_inventory_item";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_inventory_item" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_inventory_item";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_inventory_item" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_inventory_item";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_inventory_item" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_inventory_item();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.inventoryitem' AND definition = 'name:100,label:300,part_id:300,serial:60,asset_tag:50,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.inventoryitem';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.inventoryitem', t.id, v.field, v.value, v.weight
    FROM "dcim_inventory_item" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('part_id', t."part_id"::text, 300), ('serial', t."serial"::text, 60), ('asset_tag', t."asset_tag"::text, 50), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.inventoryitem', 'name:100,label:300,part_id:300,serial:60,asset_tag:50,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_virtual_chassis() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.virtualchassis'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.virtualchassis' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."domain" IS DISTINCT FROM o."domain" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.virtualchassis' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.virtualchassis', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('domain', n."domain"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.virtualchassis', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('domain', n."domain"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_virtual_chassis";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_virtual_chassis" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_virtual_chassis();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_virtual_chassis";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_virtual_chassis" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_virtual_chassis();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_virtual_chassis";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_virtual_chassis" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_virtual_chassis();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_virtual_chassis";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_virtual_chassis" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_virtual_chassis();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.virtualchassis' AND definition = 'name:100,domain:300,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.virtualchassis';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.virtualchassis', t.id, v.field, v.value, v.weight
    FROM "dcim_virtual_chassis" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('domain', t."domain"::text, 300), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.virtualchassis', 'name:100,domain:300,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_power_panel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerpanel'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerpanel' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerpanel' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerpanel', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerpanel', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_power_panel";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_power_panel" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_panel();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_power_panel";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_power_panel" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_panel();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_power_panel";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_power_panel" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_panel();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_power_panel";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_power_panel" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_panel();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.powerpanel' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerpanel';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerpanel', t.id, v.field, v.value, v.weight
    FROM "dcim_power_panel" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.powerpanel', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_power_feed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerfeed'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerfeed' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerfeed' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerfeed', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerfeed', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_power_feed";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_power_feed" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_feed();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_power_feed";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_power_feed" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_feed();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_power_feed";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_power_feed" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_feed();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_power_feed";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_power_feed" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_power_feed();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.powerfeed' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.powerfeed';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.powerfeed', t.id, v.field, v.value, v.weight
    FROM "dcim_power_feed" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.powerfeed', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_device_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicerole'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicerole' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicerole' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicerole', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicerole', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_device_role";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_device_role" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_role();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_device_role";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_device_role" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_role();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_device_role";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_device_role" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_role();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_device_role";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_device_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device_role();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.devicerole' AND definition = 'name:100,slug:110,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.devicerole';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devicerole', t.id, v.field, v.value, v.weight
    FROM "dcim_device_role" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.devicerole', 'name:100,slug:110,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_device() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.device'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.device' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."serial" IS DISTINCT FROM o."serial" OR n."asset_tag" IS DISTINCT FROM o."asset_tag" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.device' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.device', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('serial', n."serial"::text, 60), ('asset_tag', n."asset_tag"::text, 50), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.device', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('serial', n."serial"::text, 60), ('asset_tag', n."asset_tag"::text, 50), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_device";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_device" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_device";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_device" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_device";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_device" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_device";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_device" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_device();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.device' AND definition = 'name:100,serial:60,asset_tag:50,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.device';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.device', t.id, v.field, v.value, v.weight
    FROM "dcim_device" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('serial', t."serial"::text, 60), ('asset_tag', t."asset_tag"::text, 50), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.device', 'name:100,serial:60,asset_tag:50,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_devlib_host_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devlibhostkey'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.devlibhostkey' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."fingerprint" IS DISTINCT FROM o."fingerprint"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.devlibhostkey' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devlibhostkey', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('fingerprint', n."fingerprint"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devlibhostkey', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('fingerprint', n."fingerprint"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_devlib_host_key";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_devlib_host_key" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_devlib_host_key();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_devlib_host_key";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_devlib_host_key" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_devlib_host_key();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_devlib_host_key";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_devlib_host_key" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_devlib_host_key();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_devlib_host_key";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_devlib_host_key" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_devlib_host_key();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.devlibhostkey' AND definition = 'fingerprint:300') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.devlibhostkey';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.devlibhostkey', t.id, v.field, v.value, v.weight
    FROM "dcim_devlib_host_key" t CROSS JOIN LATERAL (VALUES ('fingerprint', t."fingerprint"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.devlibhostkey', 'fingerprint:300')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_virtual_device_context() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.virtualdevicecontext'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.virtualdevicecontext' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.virtualdevicecontext' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.virtualdevicecontext', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.virtualdevicecontext', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_virtual_device_context";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_virtual_device_context" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_virtual_device_context();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_virtual_device_context";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_virtual_device_context" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_virtual_device_context();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_virtual_device_context";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_virtual_device_context" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_virtual_device_context();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_virtual_device_context";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_virtual_device_context" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_virtual_device_context();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.virtualdevicecontext' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.virtualdevicecontext';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.virtualdevicecontext', t.id, v.field, v.value, v.weight
    FROM "dcim_virtual_device_context" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.virtualdevicecontext', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_interface() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.interface'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.interface' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.interface' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.interface', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.interface', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_interface";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_interface" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_interface();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_interface";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_interface" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_interface();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_interface";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_interface" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_interface();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_interface";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_interface" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_interface();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.interface' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.interface';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.interface', t.id, v.field, v.value, v.weight
    FROM "dcim_interface" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.interface', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_mac_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.macaddress'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.macaddress' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."mac_address" IS DISTINCT FROM o."mac_address" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.macaddress' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.macaddress', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('mac_address', n."mac_address"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.macaddress', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('mac_address', n."mac_address"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_mac_address";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_mac_address" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_mac_address();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_mac_address";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_mac_address" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_mac_address();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_mac_address";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_mac_address" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_mac_address();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_mac_address";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_mac_address" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_mac_address();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.macaddress' AND definition = 'mac_address:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.macaddress';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.macaddress', t.id, v.field, v.value, v.weight
    FROM "dcim_mac_address" t CROSS JOIN LATERAL (VALUES ('mac_address', t."mac_address"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.macaddress', 'mac_address:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_dcim_cable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.cable'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'dcim.cable' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'dcim.cable' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.cable', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('label', n."label"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.cable', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('label', n."label"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "dcim_cable";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "dcim_cable" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_cable();
DROP TRIGGER IF EXISTS netinv_search_update ON "dcim_cable";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "dcim_cable" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_cable();
DROP TRIGGER IF EXISTS netinv_search_delete ON "dcim_cable";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "dcim_cable" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_cable();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "dcim_cable";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "dcim_cable" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_dcim_cable();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'dcim.cable' AND definition = 'label:300,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'dcim.cable';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'dcim.cable', t.id, v.field, v.value, v.weight
    FROM "dcim_cable" t CROSS JOIN LATERAL (VALUES ('label', t."label"::text, 300), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('dcim.cable', 'label:300,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_tag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.tag'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.tag' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.tag' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.tag', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.tag', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_tag";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_tag" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_tag();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_tag";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_tag" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_tag();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_tag";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_tag" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_tag();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_tag";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_tag" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_tag();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.tag' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.tag';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.tag', t.id, v.field, v.value, v.weight
    FROM "extras_tag" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.tag', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_custom_field_choice_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.customfieldchoiceset'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.customfieldchoiceset' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.customfieldchoiceset' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.customfieldchoiceset', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.customfieldchoiceset', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_custom_field_choice_set";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_custom_field_choice_set" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_field_choice_set();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_custom_field_choice_set";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_custom_field_choice_set" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_field_choice_set();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_custom_field_choice_set";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_custom_field_choice_set" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_field_choice_set();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_custom_field_choice_set";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_custom_field_choice_set" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_field_choice_set();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.customfieldchoiceset' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.customfieldchoiceset';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.customfieldchoiceset', t.id, v.field, v.value, v.weight
    FROM "extras_custom_field_choice_set" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.customfieldchoiceset', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_custom_field() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.customfield'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.customfield' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."label" IS DISTINCT FROM o."label" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.customfield' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.customfield', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.customfield', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('label', n."label"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_custom_field";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_custom_field" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_field();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_custom_field";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_custom_field" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_field();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_custom_field";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_custom_field" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_field();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_custom_field";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_custom_field" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_field();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.customfield' AND definition = 'name:100,label:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.customfield';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.customfield', t.id, v.field, v.value, v.weight
    FROM "extras_custom_field" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('label', t."label"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.customfield', 'name:100,label:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_config_context() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.configcontext'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.configcontext' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.configcontext' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.configcontext', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.configcontext', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_config_context";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_config_context" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_config_context();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_config_context";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_config_context" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_config_context();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_config_context";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_config_context" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_config_context();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_config_context";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_config_context" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_config_context();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.configcontext' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.configcontext';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.configcontext', t.id, v.field, v.value, v.weight
    FROM "extras_config_context" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.configcontext', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_custom_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.customlink'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.customlink' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."link_text" IS DISTINCT FROM o."link_text" OR n."link_url" IS DISTINCT FROM o."link_url" OR n."group_name" IS DISTINCT FROM o."group_name"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.customlink' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.customlink', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('link_text', n."link_text"::text, 300), ('link_url', n."link_url"::text, 300), ('group_name', n."group_name"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.customlink', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('link_text', n."link_text"::text, 300), ('link_url', n."link_url"::text, 300), ('group_name', n."group_name"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_custom_link";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_custom_link" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_link();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_custom_link";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_custom_link" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_link();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_custom_link";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_custom_link" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_link();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_custom_link";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_custom_link" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_custom_link();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.customlink' AND definition = 'name:100,link_text:300,link_url:300,group_name:300') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.customlink';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.customlink', t.id, v.field, v.value, v.weight
    FROM "extras_custom_link" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('link_text', t."link_text"::text, 300), ('link_url', t."link_url"::text, 300), ('group_name', t."group_name"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.customlink', 'name:100,link_text:300,link_url:300,group_name:300')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_config_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.configtemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.configtemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."template_code" IS DISTINCT FROM o."template_code"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.configtemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.configtemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('template_code', n."template_code"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.configtemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('template_code', n."template_code"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_config_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_config_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_config_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_config_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_config_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_config_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_config_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_config_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_config_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_config_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_config_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_config_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.configtemplate' AND definition = 'name:100,description:500,template_code:300') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.configtemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.configtemplate', t.id, v.field, v.value, v.weight
    FROM "extras_config_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('template_code', t."template_code"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.configtemplate', 'name:100,description:500,template_code:300')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_export_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.exporttemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.exporttemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."file_name" IS DISTINCT FROM o."file_name"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.exporttemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.exporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('file_name', n."file_name"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.exporttemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('file_name', n."file_name"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_export_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_export_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_export_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_export_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_export_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_export_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_export_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_export_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_export_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_export_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_export_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_export_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.exporttemplate' AND definition = 'name:100,description:500,file_name:300') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.exporttemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.exporttemplate', t.id, v.field, v.value, v.weight
    FROM "extras_export_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('file_name', t."file_name"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.exporttemplate', 'name:100,description:500,file_name:300')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_journal_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.journalentry'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.journalentry' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.journalentry' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.journalentry', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.journalentry', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_journal_entry";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_journal_entry" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_journal_entry();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_journal_entry";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_journal_entry" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_journal_entry();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_journal_entry";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_journal_entry" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_journal_entry();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_journal_entry";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_journal_entry" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_journal_entry();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.journalentry' AND definition = 'comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.journalentry';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.journalentry', t.id, v.field, v.value, v.weight
    FROM "extras_journal_entry" t CROSS JOIN LATERAL (VALUES ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.journalentry', 'comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_image_attachment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.imageattachment'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.imageattachment' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.imageattachment' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.imageattachment', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.imageattachment', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_image_attachment";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_image_attachment" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_image_attachment();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_image_attachment";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_image_attachment" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_image_attachment();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_image_attachment";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_image_attachment" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_image_attachment();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_image_attachment";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_image_attachment" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_image_attachment();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.imageattachment' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.imageattachment';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.imageattachment', t.id, v.field, v.value, v.weight
    FROM "extras_image_attachment" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.imageattachment', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_webhook() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.webhook'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.webhook' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."payload_url" IS DISTINCT FROM o."payload_url"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.webhook' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.webhook', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('payload_url', n."payload_url"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.webhook', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('payload_url', n."payload_url"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_webhook";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_webhook" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_webhook();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_webhook";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_webhook" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_webhook();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_webhook";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_webhook" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_webhook();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_webhook";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_webhook" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_webhook();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.webhook' AND definition = 'name:100,description:500,payload_url:300') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.webhook';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.webhook', t.id, v.field, v.value, v.weight
    FROM "extras_webhook" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('payload_url', t."payload_url"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.webhook', 'name:100,description:500,payload_url:300')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_extras_event_rule() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.eventrule'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'extras.eventrule' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'extras.eventrule' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.eventrule', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.eventrule', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "extras_event_rule";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "extras_event_rule" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_event_rule();
DROP TRIGGER IF EXISTS netinv_search_update ON "extras_event_rule";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "extras_event_rule" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_event_rule();
DROP TRIGGER IF EXISTS netinv_search_delete ON "extras_event_rule";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "extras_event_rule" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_event_rule();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "extras_event_rule";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "extras_event_rule" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_extras_event_rule();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'extras.eventrule' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'extras.eventrule';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'extras.eventrule', t.id, v.field, v.value, v.weight
    FROM "extras_event_rule" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('extras.eventrule', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_rir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.rir'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.rir' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.rir' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.rir', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.rir', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_rir";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_rir" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_rir();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_rir";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_rir" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_rir();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_rir";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_rir" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_rir();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_rir";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_rir" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_rir();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.rir' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.rir';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.rir', t.id, v.field, v.value, v.weight
    FROM "ipam_rir" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.rir', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_aggregate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.aggregate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.aggregate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."prefix" IS DISTINCT FROM o."prefix" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.aggregate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.aggregate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('prefix', n."prefix"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.aggregate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('prefix', n."prefix"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_aggregate";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_aggregate" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_aggregate();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_aggregate";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_aggregate" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_aggregate();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_aggregate";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_aggregate" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_aggregate();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_aggregate";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_aggregate" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_aggregate();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.aggregate' AND definition = 'prefix:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.aggregate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.aggregate', t.id, v.field, v.value, v.weight
    FROM "ipam_aggregate" t CROSS JOIN LATERAL (VALUES ('prefix', t."prefix"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.aggregate', 'prefix:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.role'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.role' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.role' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.role', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.role', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_role";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_role" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_role();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_role";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_role" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_role();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_role";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_role" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_role();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_role";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_role();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.role' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.role';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.role', t.id, v.field, v.value, v.weight
    FROM "ipam_role" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.role', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_vrf() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.vrf'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.vrf' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."rd" IS DISTINCT FROM o."rd" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.vrf' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.vrf', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('rd', n."rd"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.vrf', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('rd', n."rd"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_vrf";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_vrf" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vrf();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_vrf";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_vrf" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vrf();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_vrf";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_vrf" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vrf();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_vrf";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_vrf" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vrf();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.vrf' AND definition = 'name:100,rd:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.vrf';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.vrf', t.id, v.field, v.value, v.weight
    FROM "ipam_vrf" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('rd', t."rd"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.vrf', 'name:100,rd:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_vlan_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.vlangroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.vlangroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.vlangroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.vlangroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.vlangroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_vlan_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_vlan_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vlan_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_vlan_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_vlan_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vlan_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_vlan_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_vlan_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vlan_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_vlan_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_vlan_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vlan_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.vlangroup' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.vlangroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.vlangroup', t.id, v.field, v.value, v.weight
    FROM "ipam_vlan_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.vlangroup', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_vlan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.vlan'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.vlan' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."vid" IS DISTINCT FROM o."vid" OR n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.vlan' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.vlan', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('vid', n."vid"::text, 300), ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.vlan', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('vid', n."vid"::text, 300), ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_vlan";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_vlan" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vlan();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_vlan";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_vlan" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vlan();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_vlan";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_vlan" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vlan();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_vlan";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_vlan" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_vlan();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.vlan' AND definition = 'vid:300,name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.vlan';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.vlan', t.id, v.field, v.value, v.weight
    FROM "ipam_vlan" t CROSS JOIN LATERAL (VALUES ('vid', t."vid"::text, 300), ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.vlan', 'vid:300,name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_prefix() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.prefix'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.prefix' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."prefix" IS DISTINCT FROM o."prefix" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.prefix' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.prefix', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('prefix', n."prefix"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.prefix', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('prefix', n."prefix"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_prefix";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_prefix" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_prefix();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_prefix";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_prefix" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_prefix();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_prefix";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_prefix" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_prefix();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_prefix";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_prefix" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_prefix();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.prefix' AND definition = 'prefix:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.prefix';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.prefix', t.id, v.field, v.value, v.weight
    FROM "ipam_prefix" t CROSS JOIN LATERAL (VALUES ('prefix', t."prefix"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.prefix', 'prefix:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_ip_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.ipaddress'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.ipaddress' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."address" IS DISTINCT FROM o."address" OR n."dns_name" IS DISTINCT FROM o."dns_name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.ipaddress' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.ipaddress', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('address', n."address"::text, 100), ('dns_name', n."dns_name"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.ipaddress', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('address', n."address"::text, 100), ('dns_name', n."dns_name"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_ip_address";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_ip_address" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_ip_address();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_ip_address";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_ip_address" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_ip_address();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_ip_address";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_ip_address" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_ip_address();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_ip_address";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_ip_address" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_ip_address();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.ipaddress' AND definition = 'address:100,dns_name:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.ipaddress';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.ipaddress', t.id, v.field, v.value, v.weight
    FROM "ipam_ip_address" t CROSS JOIN LATERAL (VALUES ('address', t."address"::text, 100), ('dns_name', t."dns_name"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.ipaddress', 'address:100,dns_name:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_asn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.asn'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.asn' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."asn" IS DISTINCT FROM o."asn" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.asn' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.asn', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('asn', n."asn"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.asn', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('asn', n."asn"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_asn";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_asn" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_asn();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_asn";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_asn" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_asn();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_asn";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_asn" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_asn();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_asn";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_asn" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_asn();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.asn' AND definition = 'asn:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.asn';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.asn', t.id, v.field, v.value, v.weight
    FROM "ipam_asn" t CROSS JOIN LATERAL (VALUES ('asn', t."asn"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.asn', 'asn:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_asn_range() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.asnrange'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.asnrange' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.asnrange' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.asnrange', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.asnrange', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_asn_range";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_asn_range" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_asn_range();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_asn_range";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_asn_range" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_asn_range();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_asn_range";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_asn_range" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_asn_range();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_asn_range";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_asn_range" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_asn_range();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.asnrange' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.asnrange';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.asnrange', t.id, v.field, v.value, v.weight
    FROM "ipam_asn_range" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.asnrange', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_route_target() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.routetarget'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.routetarget' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.routetarget' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.routetarget', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.routetarget', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_route_target";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_route_target" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_route_target();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_route_target";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_route_target" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_route_target();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_route_target";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_route_target" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_route_target();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_route_target";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_route_target" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_route_target();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.routetarget' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.routetarget';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.routetarget', t.id, v.field, v.value, v.weight
    FROM "ipam_route_target" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.routetarget', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_ip_range() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.iprange'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.iprange' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."start_address" IS DISTINCT FROM o."start_address" OR n."end_address" IS DISTINCT FROM o."end_address" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.iprange' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.iprange', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('start_address', n."start_address"::text, 300), ('end_address', n."end_address"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.iprange', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('start_address', n."start_address"::text, 300), ('end_address', n."end_address"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_ip_range";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_ip_range" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_ip_range();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_ip_range";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_ip_range" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_ip_range();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_ip_range";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_ip_range" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_ip_range();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_ip_range";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_ip_range" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_ip_range();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.iprange' AND definition = 'start_address:300,end_address:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.iprange';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.iprange', t.id, v.field, v.value, v.weight
    FROM "ipam_ip_range" t CROSS JOIN LATERAL (VALUES ('start_address', t."start_address"::text, 300), ('end_address', t."end_address"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.iprange', 'start_address:300,end_address:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_fhrp_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.fhrpgroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.fhrpgroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.fhrpgroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.fhrpgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.fhrpgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_fhrp_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_fhrp_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_fhrp_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_fhrp_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_fhrp_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_fhrp_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_fhrp_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_fhrp_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_fhrp_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_fhrp_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_fhrp_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_fhrp_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.fhrpgroup' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.fhrpgroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.fhrpgroup', t.id, v.field, v.value, v.weight
    FROM "ipam_fhrp_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.fhrpgroup', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_service_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.servicetemplate'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.servicetemplate' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.servicetemplate' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.servicetemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.servicetemplate', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_service_template";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_service_template" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_service_template();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_service_template";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_service_template" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_service_template();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_service_template";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_service_template" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_service_template();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_service_template";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_service_template" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_service_template();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.servicetemplate' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.servicetemplate';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.servicetemplate', t.id, v.field, v.value, v.weight
    FROM "ipam_service_template" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.servicetemplate', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_ipam_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.service'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'ipam.service' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'ipam.service' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.service', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.service', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "ipam_service";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "ipam_service" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_service();
DROP TRIGGER IF EXISTS netinv_search_update ON "ipam_service";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "ipam_service" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_service();
DROP TRIGGER IF EXISTS netinv_search_delete ON "ipam_service";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "ipam_service" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_service();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "ipam_service";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "ipam_service" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_ipam_service();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'ipam.service' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'ipam.service';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'ipam.service', t.id, v.field, v.value, v.weight
    FROM "ipam_service" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('ipam.service', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_tenancy_tenant_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.tenantgroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.tenantgroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'tenancy.tenantgroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.tenantgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.tenantgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "tenancy_tenant_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "tenancy_tenant_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_tenant_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "tenancy_tenant_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "tenancy_tenant_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_tenant_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "tenancy_tenant_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "tenancy_tenant_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_tenant_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "tenancy_tenant_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "tenancy_tenant_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_tenant_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'tenancy.tenantgroup' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'tenancy.tenantgroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.tenantgroup', t.id, v.field, v.value, v.weight
    FROM "tenancy_tenant_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('tenancy.tenantgroup', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_tenancy_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.tenant'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.tenant' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'tenancy.tenant' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.tenant', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.tenant', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "tenancy_tenant";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "tenancy_tenant" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_tenant();
DROP TRIGGER IF EXISTS netinv_search_update ON "tenancy_tenant";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "tenancy_tenant" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_tenant();
DROP TRIGGER IF EXISTS netinv_search_delete ON "tenancy_tenant";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "tenancy_tenant" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_tenant();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "tenancy_tenant";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "tenancy_tenant" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_tenant();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'tenancy.tenant' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'tenancy.tenant';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.tenant', t.id, v.field, v.value, v.weight
    FROM "tenancy_tenant" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('tenancy.tenant', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_tenancy_contact_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contactgroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contactgroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contactgroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.contactgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.contactgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "tenancy_contact_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "tenancy_contact_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "tenancy_contact_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "tenancy_contact_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "tenancy_contact_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "tenancy_contact_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "tenancy_contact_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "tenancy_contact_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'tenancy.contactgroup' AND definition = 'name:100,slug:110,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contactgroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.contactgroup', t.id, v.field, v.value, v.weight
    FROM "tenancy_contact_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('tenancy.contactgroup', 'name:100,slug:110,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_tenancy_contact_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contactrole'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contactrole' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contactrole' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.contactrole', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.contactrole', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "tenancy_contact_role";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "tenancy_contact_role" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact_role();
DROP TRIGGER IF EXISTS netinv_search_update ON "tenancy_contact_role";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "tenancy_contact_role" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact_role();
DROP TRIGGER IF EXISTS netinv_search_delete ON "tenancy_contact_role";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "tenancy_contact_role" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact_role();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "tenancy_contact_role";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "tenancy_contact_role" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact_role();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'tenancy.contactrole' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contactrole';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.contactrole', t.id, v.field, v.value, v.weight
    FROM "tenancy_contact_role" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('tenancy.contactrole', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_tenancy_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contact'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contact' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."title" IS DISTINCT FROM o."title" OR n."phone" IS DISTINCT FROM o."phone" OR n."email" IS DISTINCT FROM o."email" OR n."address" IS DISTINCT FROM o."address" OR n."link" IS DISTINCT FROM o."link" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contact' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.contact', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('title', n."title"::text, 300), ('phone', n."phone"::text, 300), ('email', n."email"::text, 300), ('address', n."address"::text, 100), ('link', n."link"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.contact', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('title', n."title"::text, 300), ('phone', n."phone"::text, 300), ('email', n."email"::text, 300), ('address', n."address"::text, 100), ('link', n."link"::text, 300), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "tenancy_contact";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "tenancy_contact" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact();
DROP TRIGGER IF EXISTS netinv_search_update ON "tenancy_contact";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "tenancy_contact" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact();
DROP TRIGGER IF EXISTS netinv_search_delete ON "tenancy_contact";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "tenancy_contact" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "tenancy_contact";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "tenancy_contact" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_tenancy_contact();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'tenancy.contact' AND definition = 'name:100,title:300,phone:300,email:300,address:100,link:300,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'tenancy.contact';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'tenancy.contact', t.id, v.field, v.value, v.weight
    FROM "tenancy_contact" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('title', t."title"::text, 300), ('phone', t."phone"::text, 300), ('email', t."email"::text, 300), ('address', t."address"::text, 100), ('link', t."link"::text, 300), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('tenancy.contact', 'name:100,title:300,phone:300,email:300,address:100,link:300,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_users_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.group'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.group' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'users.group' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.group', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.group', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "users_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "users_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "users_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "users_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "users_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "users_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "users_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "users_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'users.group' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'users.group';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.group', t.id, v.field, v.value, v.weight
    FROM "users_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('users.group', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_users_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.user'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.user' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."username" IS DISTINCT FROM o."username" OR n."first_name" IS DISTINCT FROM o."first_name" OR n."last_name" IS DISTINCT FROM o."last_name" OR n."email" IS DISTINCT FROM o."email"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'users.user' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.user', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('username', n."username"::text, 300), ('first_name', n."first_name"::text, 300), ('last_name', n."last_name"::text, 300), ('email', n."email"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.user', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('username', n."username"::text, 300), ('first_name', n."first_name"::text, 300), ('last_name', n."last_name"::text, 300), ('email', n."email"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "users_user";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "users_user" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_user();
DROP TRIGGER IF EXISTS netinv_search_update ON "users_user";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "users_user" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_user();
DROP TRIGGER IF EXISTS netinv_search_delete ON "users_user";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "users_user" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_user();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "users_user";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "users_user" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_user();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'users.user' AND definition = 'username:300,first_name:300,last_name:300,email:300') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'users.user';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.user', t.id, v.field, v.value, v.weight
    FROM "users_user" t CROSS JOIN LATERAL (VALUES ('username', t."username"::text, 300), ('first_name', t."first_name"::text, 300), ('last_name', t."last_name"::text, 300), ('email', t."email"::text, 300)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('users.user', 'username:300,first_name:300,last_name:300,email:300')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_users_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.token'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.token' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'users.token' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.token', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.token', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "users_token";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "users_token" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_token();
DROP TRIGGER IF EXISTS netinv_search_update ON "users_token";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "users_token" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_token();
DROP TRIGGER IF EXISTS netinv_search_delete ON "users_token";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "users_token" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_token();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "users_token";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "users_token" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_token();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'users.token' AND definition = 'description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'users.token';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.token', t.id, v.field, v.value, v.weight
    FROM "users_token" t CROSS JOIN LATERAL (VALUES ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('users.token', 'description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_users_object_permission() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.objectpermission'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.objectpermission' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'users.objectpermission' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.objectpermission', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.objectpermission', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "users_object_permission";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "users_object_permission" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_object_permission();
DROP TRIGGER IF EXISTS netinv_search_update ON "users_object_permission";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "users_object_permission" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_object_permission();
DROP TRIGGER IF EXISTS netinv_search_delete ON "users_object_permission";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "users_object_permission" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_object_permission();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "users_object_permission";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "users_object_permission" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_object_permission();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'users.objectpermission' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'users.objectpermission';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.objectpermission', t.id, v.field, v.value, v.weight
    FROM "users_object_permission" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('users.objectpermission', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_users_owner_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.ownergroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.ownergroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'users.ownergroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.ownergroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.ownergroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "users_owner_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "users_owner_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_owner_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "users_owner_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "users_owner_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_owner_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "users_owner_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "users_owner_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_owner_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "users_owner_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "users_owner_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_owner_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'users.ownergroup' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'users.ownergroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.ownergroup', t.id, v.field, v.value, v.weight
    FROM "users_owner_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('users.ownergroup', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_users_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.owner'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'users.owner' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'users.owner' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.owner', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.owner', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "users_owner";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "users_owner" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_owner();
DROP TRIGGER IF EXISTS netinv_search_update ON "users_owner";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "users_owner" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_owner();
DROP TRIGGER IF EXISTS netinv_search_delete ON "users_owner";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "users_owner" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_owner();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "users_owner";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "users_owner" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_users_owner();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'users.owner' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'users.owner';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'users.owner', t.id, v.field, v.value, v.weight
    FROM "users_owner" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('users.owner', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_virtualization_cluster_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.clustertype'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.clustertype' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'virtualization.clustertype' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.clustertype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.clustertype', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "virtualization_cluster_type";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "virtualization_cluster_type" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster_type();
DROP TRIGGER IF EXISTS netinv_search_update ON "virtualization_cluster_type";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "virtualization_cluster_type" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster_type();
DROP TRIGGER IF EXISTS netinv_search_delete ON "virtualization_cluster_type";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "virtualization_cluster_type" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster_type();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "virtualization_cluster_type";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "virtualization_cluster_type" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster_type();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'virtualization.clustertype' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'virtualization.clustertype';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.clustertype', t.id, v.field, v.value, v.weight
    FROM "virtualization_cluster_type" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('virtualization.clustertype', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_virtualization_cluster_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.clustergroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.clustergroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'virtualization.clustergroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.clustergroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.clustergroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "virtualization_cluster_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "virtualization_cluster_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "virtualization_cluster_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "virtualization_cluster_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "virtualization_cluster_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "virtualization_cluster_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "virtualization_cluster_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "virtualization_cluster_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'virtualization.clustergroup' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'virtualization.clustergroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.clustergroup', t.id, v.field, v.value, v.weight
    FROM "virtualization_cluster_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('virtualization.clustergroup', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_virtualization_cluster() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.cluster'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.cluster' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'virtualization.cluster' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.cluster', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.cluster', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "virtualization_cluster";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "virtualization_cluster" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster();
DROP TRIGGER IF EXISTS netinv_search_update ON "virtualization_cluster";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "virtualization_cluster" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster();
DROP TRIGGER IF EXISTS netinv_search_delete ON "virtualization_cluster";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "virtualization_cluster" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "virtualization_cluster";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "virtualization_cluster" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_cluster();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'virtualization.cluster' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'virtualization.cluster';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.cluster', t.id, v.field, v.value, v.weight
    FROM "virtualization_cluster" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('virtualization.cluster', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_virtualization_virtual_machine() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.virtualmachine'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.virtualmachine' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."serial" IS DISTINCT FROM o."serial" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'virtualization.virtualmachine' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.virtualmachine', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('serial', n."serial"::text, 60), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.virtualmachine', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('serial', n."serial"::text, 60), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "virtualization_virtual_machine";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "virtualization_virtual_machine" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_virtual_machine();
DROP TRIGGER IF EXISTS netinv_search_update ON "virtualization_virtual_machine";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "virtualization_virtual_machine" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_virtual_machine();
DROP TRIGGER IF EXISTS netinv_search_delete ON "virtualization_virtual_machine";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "virtualization_virtual_machine" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_virtual_machine();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "virtualization_virtual_machine";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "virtualization_virtual_machine" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_virtual_machine();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'virtualization.virtualmachine' AND definition = 'name:100,description:500,serial:60,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'virtualization.virtualmachine';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.virtualmachine', t.id, v.field, v.value, v.weight
    FROM "virtualization_virtual_machine" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('serial', t."serial"::text, 60), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('virtualization.virtualmachine', 'name:100,description:500,serial:60,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_virtualization_vm_interface() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.vminterface'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.vminterface' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'virtualization.vminterface' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.vminterface', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.vminterface', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "virtualization_vm_interface";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "virtualization_vm_interface" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_vm_interface();
DROP TRIGGER IF EXISTS netinv_search_update ON "virtualization_vm_interface";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "virtualization_vm_interface" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_vm_interface();
DROP TRIGGER IF EXISTS netinv_search_delete ON "virtualization_vm_interface";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "virtualization_vm_interface" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_vm_interface();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "virtualization_vm_interface";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "virtualization_vm_interface" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_vm_interface();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'virtualization.vminterface' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'virtualization.vminterface';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.vminterface', t.id, v.field, v.value, v.weight
    FROM "virtualization_vm_interface" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('virtualization.vminterface', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_virtualization_virtual_disk() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.virtualdisk'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'virtualization.virtualdisk' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'virtualization.virtualdisk' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.virtualdisk', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.virtualdisk', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "virtualization_virtual_disk";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "virtualization_virtual_disk" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_virtual_disk();
DROP TRIGGER IF EXISTS netinv_search_update ON "virtualization_virtual_disk";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "virtualization_virtual_disk" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_virtual_disk();
DROP TRIGGER IF EXISTS netinv_search_delete ON "virtualization_virtual_disk";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "virtualization_virtual_disk" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_virtual_disk();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "virtualization_virtual_disk";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "virtualization_virtual_disk" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_virtualization_virtual_disk();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'virtualization.virtualdisk' AND definition = 'name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'virtualization.virtualdisk';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'virtualization.virtualdisk', t.id, v.field, v.value, v.weight
    FROM "virtualization_virtual_disk" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('virtualization.virtualdisk', 'name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_vpn_tunnel_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.tunnelgroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.tunnelgroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'vpn.tunnelgroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.tunnelgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.tunnelgroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "vpn_tunnel_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "vpn_tunnel_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_tunnel_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "vpn_tunnel_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "vpn_tunnel_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_tunnel_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "vpn_tunnel_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "vpn_tunnel_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_tunnel_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "vpn_tunnel_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "vpn_tunnel_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_tunnel_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'vpn.tunnelgroup' AND definition = 'name:100,slug:110,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'vpn.tunnelgroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.tunnelgroup', t.id, v.field, v.value, v.weight
    FROM "vpn_tunnel_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('vpn.tunnelgroup', 'name:100,slug:110,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_vpn_tunnel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.tunnel'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.tunnel' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'vpn.tunnel' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.tunnel', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.tunnel', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "vpn_tunnel";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "vpn_tunnel" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_tunnel();
DROP TRIGGER IF EXISTS netinv_search_update ON "vpn_tunnel";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "vpn_tunnel" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_tunnel();
DROP TRIGGER IF EXISTS netinv_search_delete ON "vpn_tunnel";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "vpn_tunnel" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_tunnel();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "vpn_tunnel";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "vpn_tunnel" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_tunnel();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'vpn.tunnel' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'vpn.tunnel';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.tunnel', t.id, v.field, v.value, v.weight
    FROM "vpn_tunnel" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('vpn.tunnel', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_vpn_ike_proposal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ikeproposal'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ikeproposal' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'vpn.ikeproposal' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ikeproposal', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ikeproposal', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "vpn_ike_proposal";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "vpn_ike_proposal" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ike_proposal();
DROP TRIGGER IF EXISTS netinv_search_update ON "vpn_ike_proposal";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "vpn_ike_proposal" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ike_proposal();
DROP TRIGGER IF EXISTS netinv_search_delete ON "vpn_ike_proposal";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "vpn_ike_proposal" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ike_proposal();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "vpn_ike_proposal";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "vpn_ike_proposal" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ike_proposal();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'vpn.ikeproposal' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'vpn.ikeproposal';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ikeproposal', t.id, v.field, v.value, v.weight
    FROM "vpn_ike_proposal" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('vpn.ikeproposal', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_vpn_ike_policy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ikepolicy'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ikepolicy' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'vpn.ikepolicy' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ikepolicy', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ikepolicy', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "vpn_ike_policy";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "vpn_ike_policy" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ike_policy();
DROP TRIGGER IF EXISTS netinv_search_update ON "vpn_ike_policy";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "vpn_ike_policy" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ike_policy();
DROP TRIGGER IF EXISTS netinv_search_delete ON "vpn_ike_policy";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "vpn_ike_policy" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ike_policy();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "vpn_ike_policy";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "vpn_ike_policy" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ike_policy();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'vpn.ikepolicy' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'vpn.ikepolicy';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ikepolicy', t.id, v.field, v.value, v.weight
    FROM "vpn_ike_policy" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('vpn.ikepolicy', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_vpn_ipsec_proposal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecproposal'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecproposal' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecproposal' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ipsecproposal', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ipsecproposal', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "vpn_ipsec_proposal";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "vpn_ipsec_proposal" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_proposal();
DROP TRIGGER IF EXISTS netinv_search_update ON "vpn_ipsec_proposal";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "vpn_ipsec_proposal" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_proposal();
DROP TRIGGER IF EXISTS netinv_search_delete ON "vpn_ipsec_proposal";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "vpn_ipsec_proposal" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_proposal();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "vpn_ipsec_proposal";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "vpn_ipsec_proposal" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_proposal();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'vpn.ipsecproposal' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecproposal';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ipsecproposal', t.id, v.field, v.value, v.weight
    FROM "vpn_ipsec_proposal" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('vpn.ipsecproposal', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_vpn_ipsec_policy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecpolicy'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecpolicy' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecpolicy' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ipsecpolicy', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ipsecpolicy', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "vpn_ipsec_policy";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "vpn_ipsec_policy" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_policy();
DROP TRIGGER IF EXISTS netinv_search_update ON "vpn_ipsec_policy";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "vpn_ipsec_policy" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_policy();
DROP TRIGGER IF EXISTS netinv_search_delete ON "vpn_ipsec_policy";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "vpn_ipsec_policy" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_policy();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "vpn_ipsec_policy";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "vpn_ipsec_policy" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_policy();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'vpn.ipsecpolicy' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecpolicy';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ipsecpolicy', t.id, v.field, v.value, v.weight
    FROM "vpn_ipsec_policy" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('vpn.ipsecpolicy', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_vpn_ipsec_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecprofile'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecprofile' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecprofile' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ipsecprofile', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ipsecprofile', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "vpn_ipsec_profile";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "vpn_ipsec_profile" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_profile();
DROP TRIGGER IF EXISTS netinv_search_update ON "vpn_ipsec_profile";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "vpn_ipsec_profile" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_profile();
DROP TRIGGER IF EXISTS netinv_search_delete ON "vpn_ipsec_profile";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "vpn_ipsec_profile" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_profile();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "vpn_ipsec_profile";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "vpn_ipsec_profile" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_ipsec_profile();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'vpn.ipsecprofile' AND definition = 'name:100,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'vpn.ipsecprofile';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.ipsecprofile', t.id, v.field, v.value, v.weight
    FROM "vpn_ipsec_profile" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('vpn.ipsecprofile', 'name:100,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_vpn_l2vpn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.l2vpn'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'vpn.l2vpn' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."identifier" IS DISTINCT FROM o."identifier" OR n."name" IS DISTINCT FROM o."name" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'vpn.l2vpn' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.l2vpn', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('identifier', n."identifier"::text, 300), ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.l2vpn', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('identifier', n."identifier"::text, 300), ('name', n."name"::text, 100), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "vpn_l2vpn";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "vpn_l2vpn" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_l2vpn();
DROP TRIGGER IF EXISTS netinv_search_update ON "vpn_l2vpn";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "vpn_l2vpn" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_l2vpn();
DROP TRIGGER IF EXISTS netinv_search_delete ON "vpn_l2vpn";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "vpn_l2vpn" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_l2vpn();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "vpn_l2vpn";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "vpn_l2vpn" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_vpn_l2vpn();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'vpn.l2vpn' AND definition = 'identifier:300,name:100,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'vpn.l2vpn';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'vpn.l2vpn', t.id, v.field, v.value, v.weight
    FROM "vpn_l2vpn" t CROSS JOIN LATERAL (VALUES ('identifier', t."identifier"::text, 300), ('name', t."name"::text, 100), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('vpn.l2vpn', 'identifier:300,name:100,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_wireless_wireless_lan_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslangroup'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslangroup' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."name" IS DISTINCT FROM o."name" OR n."slug" IS DISTINCT FROM o."slug" OR n."description" IS DISTINCT FROM o."description" OR n."comments" IS DISTINCT FROM o."comments"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslangroup' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'wireless.wirelesslangroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'wireless.wirelesslangroup', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('name', n."name"::text, 100), ('slug', n."slug"::text, 110), ('description', n."description"::text, 500), ('comments', n."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "wireless_wireless_lan_group";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "wireless_wireless_lan_group" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_lan_group();
DROP TRIGGER IF EXISTS netinv_search_update ON "wireless_wireless_lan_group";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "wireless_wireless_lan_group" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_lan_group();
DROP TRIGGER IF EXISTS netinv_search_delete ON "wireless_wireless_lan_group";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "wireless_wireless_lan_group" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_lan_group();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "wireless_wireless_lan_group";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "wireless_wireless_lan_group" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_lan_group();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'wireless.wirelesslangroup' AND definition = 'name:100,slug:110,description:500,comments:5000') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslangroup';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'wireless.wirelesslangroup', t.id, v.field, v.value, v.weight
    FROM "wireless_wireless_lan_group" t CROSS JOIN LATERAL (VALUES ('name', t."name"::text, 100), ('slug', t."slug"::text, 110), ('description', t."description"::text, 500), ('comments', t."comments"::text, 5000)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('wireless.wirelesslangroup', 'name:100,slug:110,description:500,comments:5000')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_wireless_wireless_lan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslan'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslan' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."ssid" IS DISTINCT FROM o."ssid" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslan' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'wireless.wirelesslan', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('ssid', n."ssid"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'wireless.wirelesslan', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('ssid', n."ssid"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "wireless_wireless_lan";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "wireless_wireless_lan" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_lan();
DROP TRIGGER IF EXISTS netinv_search_update ON "wireless_wireless_lan";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "wireless_wireless_lan" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_lan();
DROP TRIGGER IF EXISTS netinv_search_delete ON "wireless_wireless_lan";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "wireless_wireless_lan" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_lan();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "wireless_wireless_lan";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "wireless_wireless_lan" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_lan();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'wireless.wirelesslan' AND definition = 'ssid:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslan';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'wireless.wirelesslan', t.id, v.field, v.value, v.weight
    FROM "wireless_wireless_lan" t CROSS JOIN LATERAL (VALUES ('ssid', t."ssid"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('wireless.wirelesslan', 'ssid:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
CREATE OR REPLACE FUNCTION netinv_search_wireless_wireless_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslink'; RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslink' AND object_id IN (SELECT id FROM old_rows); RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n."ssid" IS DISTINCT FROM o."ssid" OR n."description" IS DISTINCT FROM o."description"),
      gone AS (DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslink' AND object_id IN (SELECT id FROM changed))
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'wireless.wirelesslink', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('ssid', n."ssid"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '' AND n.id IN (SELECT id FROM changed);
    RETURN NULL;
  END IF;
  INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'wireless.wirelesslink', n.id, v.field, v.value, v.weight
    FROM new_rows n CROSS JOIN LATERAL (VALUES ('ssid', n."ssid"::text, 300), ('description', n."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS netinv_search_insert ON "wireless_wireless_link";
CREATE TRIGGER netinv_search_insert AFTER INSERT ON "wireless_wireless_link" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_link();
DROP TRIGGER IF EXISTS netinv_search_update ON "wireless_wireless_link";
CREATE TRIGGER netinv_search_update AFTER UPDATE ON "wireless_wireless_link" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_link();
DROP TRIGGER IF EXISTS netinv_search_delete ON "wireless_wireless_link";
CREATE TRIGGER netinv_search_delete AFTER DELETE ON "wireless_wireless_link" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_link();
DROP TRIGGER IF EXISTS netinv_search_truncate ON "wireless_wireless_link";
CREATE TRIGGER netinv_search_truncate AFTER TRUNCATE ON "wireless_wireless_link" FOR EACH STATEMENT EXECUTE FUNCTION netinv_search_wireless_wireless_link();
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM netinv_search_model WHERE object_type = 'wireless.wirelesslink' AND definition = 'ssid:300,description:500') THEN
    DELETE FROM netinv_search_value WHERE object_type = 'wireless.wirelesslink';
    INSERT INTO netinv_search_value (object_type, object_id, field, value, weight) SELECT 'wireless.wirelesslink', t.id, v.field, v.value, v.weight
    FROM "wireless_wireless_link" t CROSS JOIN LATERAL (VALUES ('ssid', t."ssid"::text, 300), ('description', t."description"::text, 500)) v(field, value, weight)
    WHERE v.value IS NOT NULL AND v.value <> '';
    INSERT INTO netinv_search_model (object_type, definition) VALUES ('wireless.wirelesslink', 'ssid:300,description:500')
      ON CONFLICT (object_type) DO UPDATE SET definition = EXCLUDED.definition;
  END IF;
END $$;
