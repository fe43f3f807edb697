-- netinv_cable_paths_through(type, id): the cable paths that pass through an object, as NetBox's
-- PassThroughPortMixin lists its stored CablePaths (`CablePath.objects.filter(_nodes__contains=
-- obj)`). netinv stores no paths: they are traced when read (netinv_cable_trace), from the
-- origins NetBox would have traced them from. Those are the path endpoints (interfaces, console,
-- power ports and outlets, power feeds: not front or rear ports, not circuit terminations) the
-- object reaches through cables, port mappings and circuits, grouped as NetBox groups a
-- CablePath's origins: the objects at one end of one cable. A path is kept when it names the
-- object. Each path is returned as NetBox stores it: a list of nodes [type, ids], the near
-- objects, the cable, the far objects, and so on; its `id` is stable while the cabling is (twice
-- the origins' cable id, plus one for its B end), since there is no stored row to number it.
CREATE OR REPLACE FUNCTION netinv_cable_paths_through(node_type text, node_id int)
RETURNS TABLE (id bigint, path jsonb, is_active boolean, is_complete boolean, is_split boolean)
LANGUAGE sql STABLE AS $$
WITH RECURSIVE reach(type, id) AS (
  SELECT node_type, node_id
  UNION
  SELECT n.type, n.id FROM reach r CROSS JOIN LATERAL (
    SELECT o.termination_type, o.termination_id
      FROM dcim_cable_termination t JOIN dcim_cable_termination o ON o.cable_id = t.cable_id
     WHERE t.termination_type = r.type AND t.termination_id = r.id
    UNION ALL
    SELECT 'dcim.rearport', m.rear_port_id FROM dcim_port_mapping m WHERE r.type = 'dcim.frontport' AND m.front_port_id = r.id
    UNION ALL
    SELECT 'dcim.frontport', m.front_port_id FROM dcim_port_mapping m WHERE r.type = 'dcim.rearport' AND m.rear_port_id = r.id
    UNION ALL
    SELECT 'circuits.circuittermination', o.id
      FROM circuits_circuit_termination t JOIN circuits_circuit_termination o ON o.circuit_id = t.circuit_id AND o.id <> t.id
     WHERE r.type = 'circuits.circuittermination' AND t.id = r.id
  ) n(type, id)
),
origins AS (
  SELECT ct.termination_type AS type, array_agg(ct.termination_id ORDER BY ct.termination_id) AS ids,
         ct.cable_id::bigint * 2 + (ct.cable_end = 'B')::int AS id
    FROM dcim_cable_termination ct JOIN reach r ON r.type = ct.termination_type AND r.id = ct.termination_id
   WHERE ct.termination_type NOT IN ('dcim.frontport', 'dcim.rearport', 'circuits.circuittermination')
   GROUP BY ct.cable_id, ct.cable_end, ct.termination_type
),
traced AS (
  SELECT o.id, netinv_cable_trace(o.type, o.ids) AS t FROM origins o
),
paths AS (
  SELECT tr.id, tr.t,
         (SELECT jsonb_agg(x.node ORDER BY x.k, x.j) FROM (
            SELECT h.k, n.j, n.node
              FROM jsonb_array_elements(tr.t -> 'hops') WITH ORDINALITY h(hop, k)
             CROSS JOIN LATERAL (VALUES
               (1, jsonb_build_array(h.hop -> 0, h.hop -> 1)),
               (2, CASE WHEN jsonb_typeof(h.hop -> 2) = 'number' THEN jsonb_build_array('dcim.cable', jsonb_build_array(h.hop -> 2)) END),
               (3, CASE WHEN jsonb_array_length(h.hop -> 4) > 0 THEN jsonb_build_array(h.hop -> 3, h.hop -> 4) END)) n(j, node)
             WHERE n.node IS NOT NULL
            UNION ALL
            SELECT 2147483647, 1, tr.t -> 'tail' WHERE jsonb_typeof(tr.t -> 'tail') = 'array'
          ) x) AS path
    FROM traced tr
)
SELECT p.id, p.path, (p.t ->> 'connected')::boolean, (p.t ->> 'complete')::boolean, (p.t ->> 'split')::boolean
  FROM paths p
 WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(p.path) e WHERE e ->> 0 = node_type AND e -> 1 @> to_jsonb(node_id))
 ORDER BY p.id
$$;
