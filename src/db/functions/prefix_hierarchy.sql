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
-- holds (private attributes, as NetBox's serialize_object leaves them out), and says so in the
-- setting netinv.derived while it runs (src/events/changelog.ts), so the change log's update
-- trigger passes it by: no log entry, no webhook, last_updated as it was.
--
-- Concurrency: two transactions adding prefixes under one parent each count from a snapshot
-- that lacks the other's rows. So a writer takes, per VRF it changes (in VRF order), a
-- transaction-long advisory lock, and only then counts, in a statement of its own, whose
-- snapshot (READ COMMITTED) holds everything committed before the lock was granted.
--
-- Searches go by the btree ordering index (vrf_id NULLS FIRST, prefix, id): a prefix's
-- containers are its supernets, looked up by equality; the prefixes inside P are those ordered
-- after P up to P's last address (src/rules/ipam/prefix_hierarchy.ts).

-- Recounts around each changed place (vrfs[i], prefixes[i]), writing only the rows whose counts
-- differ. A change at P moves the children count of the prefixes containing P, the depth of
-- those inside P, and both of the prefixes at P, whose depth is how many distinct containers the
-- first search found (also when they lie inside another changed place: that search ran after
-- the change); so each prefix is searched for what can have moved, once. One statement
-- per VRF, its VRF written in (`vrf_id IS NULL` or `vrf_id = n`) so that every search is one
-- range of the ordering index (IS NOT DISTINCT FROM would leave every VRF's rows to a filter).
-- Every search is meant to be an index search: while a table fills (M's load starts empty) its
-- statistics lag, and a search planned as a scan of the table would be one per changed prefix.
CREATE OR REPLACE FUNCTION netinv_prefix_hierarchy_refresh(vrfs int[], prefixes cidr[]) RETURNS void
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v int;
  -- Above this many changed places a VRF is counted whole (below).
  whole_vrf_above constant int := 2000;
  -- So is it when more than this many places change and they outnumber a quarter of the rows the
  -- table's statistics know of: a table just filled (a first bulk create, a load) is planned by
  -- statistics that know none of its new rows, and the place-by-place searches below, planned
  -- for a table of a row or two, then scan the VRF once per changed place.
  many_beside_statistics constant int := 100;
  nestloop constant text := current_setting('enable_nestloop');
  supernets constant text := 'ARRAY(SELECT set_masklen(%1$s, k)::cidr FROM generate_series(0, masklen(%1$s) - 1) k)';
  last constant text := 'set_masklen(broadcast(%1$s), CASE family(%1$s) WHEN 4 THEN 32 ELSE 128 END)';
BEGIN
  FOR v IN SELECT DISTINCT coalesce(x, 0) FROM unnest(vrfs) x ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock('ipam_prefix'::regclass::oid::int, v), set_config('netinv.derived', 'on', true);
    IF cardinality(prefixes) > whole_vrf_above
       -- (the statistics are read only for such a statement, not for every write)
       OR cardinality(prefixes) > many_beside_statistics
          AND cardinality(prefixes) > (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = 'ipam_prefix'::regclass) / 4 THEN
      -- Many places at once (a COPY, the first counts of a filled table): the searches around
      -- each place grew with the square of the statement's rows (bench/NOTES.md, "Figures behind
      -- code comments"), so the VRF is counted whole instead, in
      -- one pass: each prefix paired with the prefixes at its supernets by a hash join (a table
      -- just filled has statistics that know nothing of its rows; planned by them, the pairing
      -- searched the VRF's whole index range for every pair).
      PERFORM set_config('enable_nestloop', 'off', true);
      EXECUTE format($q$
        WITH pairs AS (
          SELECT c.id AS container, c.prefix AS container_prefix, x.id AS contained
            FROM ipam_prefix x CROSS JOIN LATERAL generate_series(0, masklen(x.prefix) - 1) k
            JOIN ipam_prefix c ON %2$s AND c.prefix = set_masklen(x.prefix, k)::cidr
           WHERE %1$s),
        depth AS (SELECT contained AS id, count(DISTINCT container_prefix)::int AS n FROM pairs GROUP BY contained),
        children AS (SELECT container AS id, count(*)::int AS n FROM pairs GROUP BY container),
        counted AS (
          SELECT x.id, coalesce(d.n, 0) AS depth, coalesce(ch.n, 0) AS children FROM ipam_prefix x
            LEFT JOIN depth d ON d.id = x.id LEFT JOIN children ch ON ch.id = x.id WHERE %1$s)
        UPDATE ipam_prefix t SET _depth = c.depth, _children = c.children FROM counted c
         WHERE t.id = c.id AND (t._depth, t._children) IS DISTINCT FROM (c.depth, c.children)$q$,
        CASE WHEN v = 0 THEN 'x.vrf_id IS NULL' ELSE format('x.vrf_id = %s', v) END,
        CASE WHEN v = 0 THEN 'c.vrf_id IS NULL' ELSE format('c.vrf_id = %s', v) END);
      PERFORM set_config('enable_nestloop', nestloop, true);
      PERFORM set_config('netinv.derived', 'off', true);
      CONTINUE;
    END IF;
    EXECUTE format($q$
      WITH changed AS (SELECT DISTINCT p FROM unnest($1::int[], $2::cidr[]) c(v, p) WHERE coalesce(c.v, 0) = $3),
      containers AS MATERIALIZED (
        SELECT c.p, r.id, r.prefix FROM changed c CROSS JOIN LATERAL (SELECT r.id, r.prefix FROM ipam_prefix r WHERE %1$s AND r.prefix = ANY (%2$s)) r),
      affected AS (
        SELECT id, max(depth) AS depth, bool_or(d) AS d, bool_or(ch) AS ch FROM (
          SELECT r.id, coalesce(n.depth, 0) AS depth, false AS d, true AS ch
            FROM changed c JOIN ipam_prefix r ON %1$s AND r.prefix = c.p
            LEFT JOIN (SELECT p, count(DISTINCT prefix)::int AS depth FROM containers GROUP BY p) n ON n.p = c.p
          UNION ALL
          SELECT id, NULL, false, true FROM containers
          UNION ALL
          SELECT r.id, NULL, true, false FROM changed c CROSS JOIN LATERAL (SELECT r.id FROM ipam_prefix r WHERE %1$s AND r.prefix > c.p AND r.prefix <= %3$s) r
        ) a GROUP BY id),
      counted AS MATERIALIZED (
        SELECT x.id,
               CASE WHEN a.d AND a.depth IS NULL THEN (SELECT count(DISTINCT r.prefix)::int FROM ipam_prefix r WHERE %1$s AND r.prefix = ANY (%4$s)) ELSE coalesce(a.depth, x._depth) END AS depth,
               CASE WHEN a.ch THEN (SELECT count(*)::int FROM ipam_prefix r WHERE %1$s AND r.prefix > x.prefix AND r.prefix <= %5$s) ELSE x._children END AS children,
               x._depth AS old_depth, x._children AS old_children
          FROM affected a CROSS JOIN LATERAL (SELECT x.id, x.prefix, x._depth, x._children FROM ipam_prefix x WHERE x.id = a.id) x)
      UPDATE ipam_prefix t SET _depth = c.depth, _children = c.children FROM counted c
       WHERE t.id = c.id AND (c.old_depth, c.old_children) IS DISTINCT FROM (c.depth, c.children)$q$,
      CASE WHEN v = 0 THEN 'r.vrf_id IS NULL' ELSE format('r.vrf_id = %s', v) END,
      format(supernets, 'c.p'), format(last, 'c.p'), format(supernets, 'x.prefix'), format(last, 'x.prefix'))
    USING vrfs, prefixes, v;
    PERFORM set_config('netinv.derived', 'off', true);
  END LOOP;
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

-- Rows whose prefix or VRF changed, at both places. A trigger with transition tables cannot
-- name columns, so every update comes here; the counts' own leave at once. The old and new rows
-- are paired by a hash join: the planner takes a transition table for one row, and a nested
-- loop planned so grows with the square of the rows (as the change log's update trigger did).
CREATE OR REPLACE FUNCTION netinv_prefix_hierarchy_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vrfs int[];
  prefixes cidr[];
  nestloop text := current_setting('enable_nestloop');
BEGIN
  IF current_setting('netinv.derived', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM set_config('enable_nestloop', 'off', true);
  SELECT array_agg(m.vrf_id), array_agg(m.prefix) INTO vrfs, prefixes FROM (
    SELECT o.vrf_id, o.prefix, n.vrf_id AS new_vrf, n.prefix AS new_prefix FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.vrf_id, o.prefix) IS DISTINCT FROM (n.vrf_id, n.prefix)) c
    CROSS JOIN LATERAL (VALUES (c.vrf_id, c.prefix), (c.new_vrf, c.new_prefix)) m(vrf_id, prefix);
  PERFORM set_config('enable_nestloop', nestloop, true);
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
    PERFORM netinv_prefix_hierarchy_refresh(ARRAY(SELECT vrf_id FROM ipam_prefix), ARRAY(SELECT prefix FROM ipam_prefix));
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
