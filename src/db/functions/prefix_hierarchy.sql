-- A prefix's place in its VRF's hierarchy, stored on the row as NetBox 3.7 stores it (ipam/
-- signals.py with PrefixQuerySet.annotate_hierarchy): _depth, how many distinct prefixes of its
-- VRF strictly contain it, and _children, how many prefixes of its VRF it strictly contains
-- (the global VRF is one VRF). The reads, the depth and children filters and the brief prefix
-- read the columns; these triggers keep them for every way prefixes change (single and bulk
-- create, update of prefix or vrf, single and bulk delete, cascades): one statement per
-- statement recomputes the prefixes that contain or lie inside any changed row, at its old and
-- its new place. A VRF cannot take its prefixes elsewhere (prefix.vrf is protected, and a
-- VRF's id never changes), so only prefix rows move prefixes.
--
-- The maintenance is no change: it sets only _depth and _children, which no change log snapshot
-- holds (private attributes, as NetBox's serialize_object leaves them out), so the change log
-- trigger logs nothing for it, queues no webhook, and leaves last_updated as it was.
--
-- Concurrency: two transactions adding prefixes under one parent each count from a snapshot
-- that lacks the other's rows. So a writer takes, per VRF it changes (in VRF order), a
-- transaction-long advisory lock, and only then counts, in a statement of its own, whose
-- snapshot (READ COMMITTED) holds everything committed before the lock was granted.
--
-- Searches go by the btree ordering index (vrf_id NULLS FIRST, prefix, id): a prefix's
-- containers are its supernets, looked up by equality; the prefixes inside P are those ordered
-- after P up to P's last address (src/rules/ipam/prefix_hierarchy.ts).

-- P's strict supernets, /0 up to one bit shorter than P.
CREATE OR REPLACE FUNCTION netinv_prefix_supernets(p cidr) RETURNS cidr[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT set_masklen(p, k)::cidr FROM generate_series(0, masklen(p) - 1) k)
$$;

-- P's last address, as a host.
CREATE OR REPLACE FUNCTION netinv_prefix_last(p cidr) RETURNS inet
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT set_masklen(broadcast(p), CASE family(p) WHEN 4 THEN 32 ELSE 128 END)
$$;

-- The ids of VRF vrf's prefixes (null: the global ones) that contain P, equal P or lie in P:
-- those whose depth or children a change at P can move. The VRF is compared as the index
-- searches it (IS NOT DISTINCT FROM would leave every VRF's rows to a filter).
CREATE OR REPLACE FUNCTION netinv_prefixes_around(vrf int, p cidr) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT r.id FROM ipam_prefix r WHERE vrf IS NULL AND r.vrf_id IS NULL AND r.prefix = ANY (netinv_prefix_supernets(p) || p)
  UNION ALL
  SELECT r.id FROM ipam_prefix r WHERE vrf IS NULL AND r.vrf_id IS NULL AND r.prefix > p AND r.prefix <= netinv_prefix_last(p)
  UNION ALL
  SELECT r.id FROM ipam_prefix r WHERE r.vrf_id = vrf AND r.prefix = ANY (netinv_prefix_supernets(p) || p)
  UNION ALL
  SELECT r.id FROM ipam_prefix r WHERE r.vrf_id = vrf AND r.prefix > p AND r.prefix <= netinv_prefix_last(p)
$$;

CREATE OR REPLACE FUNCTION netinv_prefix_depth(vrf int, p cidr) RETURNS int
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN vrf IS NULL
    THEN (SELECT count(DISTINCT r.prefix)::int FROM ipam_prefix r WHERE r.vrf_id IS NULL AND r.prefix = ANY (netinv_prefix_supernets(p)))
    ELSE (SELECT count(DISTINCT r.prefix)::int FROM ipam_prefix r WHERE r.vrf_id = vrf AND r.prefix = ANY (netinv_prefix_supernets(p))) END
$$;

CREATE OR REPLACE FUNCTION netinv_prefix_children(vrf int, p cidr) RETURNS int
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN vrf IS NULL
    THEN (SELECT count(*)::int FROM ipam_prefix r WHERE r.vrf_id IS NULL AND r.prefix > p AND r.prefix <= netinv_prefix_last(p))
    ELSE (SELECT count(*)::int FROM ipam_prefix r WHERE r.vrf_id = vrf AND r.prefix > p AND r.prefix <= netinv_prefix_last(p)) END
$$;

-- Recounts the prefixes around each changed place (vrfs[i], prefixes[i]), writing only the rows
-- whose counts differ.
CREATE OR REPLACE FUNCTION netinv_prefix_hierarchy_refresh(vrfs int[], prefixes cidr[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(prefixes) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock('ipam_prefix'::regclass::oid::int, l.vrf)
     FROM (SELECT DISTINCT coalesce(v, 0) AS vrf FROM unnest(vrfs) v ORDER BY 1) l;
  UPDATE ipam_prefix t SET _depth = h.depth, _children = h.children
    FROM (SELECT x.id, netinv_prefix_depth(x.vrf_id, x.prefix) AS depth, netinv_prefix_children(x.vrf_id, x.prefix) AS children
            FROM ipam_prefix x
           WHERE x.id IN (SELECT a FROM (SELECT DISTINCT v, p FROM unnest(vrfs, prefixes) c(v, p)) c, netinv_prefixes_around(c.v, c.p) a)) h
   WHERE t.id = h.id AND (t._depth, t._children) IS DISTINCT FROM (h.depth, h.children);
END $$;

CREATE OR REPLACE FUNCTION netinv_prefix_hierarchy_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM netinv_prefix_hierarchy_refresh(ARRAY(SELECT vrf_id FROM new_rows), ARRAY(SELECT prefix FROM new_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION netinv_prefix_hierarchy_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM netinv_prefix_hierarchy_refresh(ARRAY(SELECT vrf_id FROM old_rows), ARRAY(SELECT prefix FROM old_rows));
  RETURN NULL;
END $$;

-- Rows whose prefix or VRF changed, at both places. (A trigger with transition tables cannot
-- name columns: every update comes here, the counts' own too, and finds nothing to do.)
CREATE OR REPLACE FUNCTION netinv_prefix_hierarchy_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vrfs int[];
  prefixes cidr[];
BEGIN
  SELECT array_agg(m.vrf_id), array_agg(m.prefix) INTO vrfs, prefixes FROM (
    SELECT o.vrf_id, o.prefix, n.vrf_id AS new_vrf, n.prefix AS new_prefix FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.vrf_id, o.prefix) IS DISTINCT FROM (n.vrf_id, n.prefix)) c
    CROSS JOIN LATERAL (VALUES (c.vrf_id, c.prefix), (c.new_vrf, c.new_prefix)) m(vrf_id, prefix);
  PERFORM netinv_prefix_hierarchy_refresh(coalesce(vrfs, '{}'), coalesce(prefixes, '{}'));
  RETURN NULL;
END $$;

-- Installed with the first counts in one transaction: the lock CREATE TRIGGER takes keeps
-- writers out until both are in. Existing rows are counted once, when the triggers are new.
BEGIN;
LOCK TABLE ipam_prefix IN SHARE ROW EXCLUSIVE MODE;
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_trigger WHERE tgrelid = 'ipam_prefix'::regclass AND tgname = 'netinv_prefix_hierarchy_insert') THEN
    UPDATE ipam_prefix t SET _depth = netinv_prefix_depth(t.vrf_id, t.prefix), _children = netinv_prefix_children(t.vrf_id, t.prefix);
  END IF;
END $$;
DROP TRIGGER IF EXISTS netinv_prefix_hierarchy_insert ON ipam_prefix;
CREATE TRIGGER netinv_prefix_hierarchy_insert AFTER INSERT ON ipam_prefix
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_prefix_hierarchy_insert();
DROP TRIGGER IF EXISTS netinv_prefix_hierarchy_update ON ipam_prefix;
CREATE TRIGGER netinv_prefix_hierarchy_update AFTER UPDATE ON ipam_prefix
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_prefix_hierarchy_update();
DROP TRIGGER IF EXISTS netinv_prefix_hierarchy_delete ON ipam_prefix;
CREATE TRIGGER netinv_prefix_hierarchy_delete AFTER DELETE ON ipam_prefix
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION netinv_prefix_hierarchy_delete();
COMMIT;
