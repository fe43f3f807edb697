-- netinv_cable_trace(type, ids): the path a signal takes from an object along its cables
-- (NetBox CablePath.from_origin), computed when read rather than stored, so it can never
-- be stale. From the origin, each hop crosses one cable to the objects at its other end:
--   front and rear ports lead on through their port mappings (NetBox 4.5's PortMapping, as
--   NetBox 4.6's from_origin follows them): a port of several positions to the ports mapped
--   at the positions remembered when the path entered it (none remembered: the path splits
--   and stops), a port of one position to every port mapped to it; the positions on the far
--   side are remembered when one of the ports reached has several;
--   a circuit termination leads on to the circuit's other termination, and ends at its
--   provider network, or at what it terminates to (a site, location, region, site group)
--   when it has no cable;
--   anything else is the far endpoint: the path is complete.
-- Returns {hops: [[near_type, near_ids, cable_id, far_type, far_ids], ...], complete,
-- active (complete and every cable connected), connected (every cable connected), split (a
-- port of several positions reached with no position remembered), tail ([type, ids]: the
-- objects the path reached last and that have no cable on, or null), destination_type,
-- destination_ids}. The origin is one object, or several at one end of a cable (NetBox's
-- origins of one CablePath).
-- Before, it took one origin id: that function goes, so that one function has the name.
DROP FUNCTION IF EXISTS netinv_cable_trace(text, int);
CREATE OR REPLACE FUNCTION netinv_cable_trace(origin_type text, origin_ids int[]) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  near_type text := origin_type;
  near_ids int[] := origin_ids;
  stack jsonb := '[]'::jsonb;   -- position lists of the front ports passed, innermost last
  hops jsonb := '[]'::jsonb;
  hop_cable int;
  cable_status text;
  far_type text;
  far_ids int[];
  popped int[];
  front boolean;
  multi boolean;
  mapped_ids int[];
  mapped_positions int[];
  other record;
  complete boolean := false;
  active boolean := true;
  split boolean := false;
  tail jsonb;
  dest_type text;
  dest_ids int[];
BEGIN
  FOR step IN 1..256 LOOP  -- a guard against loops of patch panels
    SELECT ct.cable_id INTO hop_cable FROM dcim_cable_termination ct
     WHERE ct.termination_type = near_type AND ct.termination_id = ANY(near_ids) ORDER BY ct.id LIMIT 1;
    IF hop_cable IS NULL THEN
      IF step > 1 THEN tail := jsonb_build_array(near_type, to_jsonb(near_ids)); END IF;
      EXIT;
    END IF;
    SELECT c.status INTO cable_status FROM dcim_cable c WHERE c.id = hop_cable;
    IF cable_status IS DISTINCT FROM 'connected' THEN active := false; END IF;
    SELECT min(far.termination_type), array_agg(far.termination_id ORDER BY far.id) INTO far_type, far_ids
      FROM dcim_cable_termination far
     WHERE far.cable_id = hop_cable
       AND far.cable_end <> (SELECT ct.cable_end FROM dcim_cable_termination ct
                              WHERE ct.cable_id = hop_cable AND ct.termination_type = near_type AND ct.termination_id = ANY(near_ids) LIMIT 1);
    hops := hops || jsonb_build_array(jsonb_build_array(near_type, to_jsonb(near_ids), hop_cable, far_type, to_jsonb(COALESCE(far_ids, '{}'::int[]))));
    EXIT WHEN far_type IS NULL;

    IF far_type IN ('dcim.frontport', 'dcim.rearport') THEN
      -- Through the port mappings to the ports on the other side. A port of several positions
      -- follows only the positions remembered when the path entered it; with none remembered
      -- the path splits and stops. Positions are remembered on the way out when a port reached
      -- has several.
      front := far_type = 'dcim.frontport';
      multi := EXISTS (SELECT 1 FROM dcim_front_port p WHERE front AND p.id = far_ids[1] AND p.positions > 1)
            OR EXISTS (SELECT 1 FROM dcim_rear_port p WHERE NOT front AND p.id = far_ids[1] AND p.positions > 1);
      popped := NULL;
      IF multi THEN
        IF jsonb_array_length(stack) = 0 THEN split := true; EXIT; END IF;
        SELECT array_agg(p::int) INTO popped FROM jsonb_array_elements_text(stack -> -1) p;
        stack := stack - (-1);
      END IF;
      SELECT array_agg(CASE WHEN front THEN m.rear_port_id ELSE m.front_port_id END ORDER BY m.id),
             array_agg(CASE WHEN front THEN m.rear_port_position ELSE m.front_port_position END ORDER BY m.id)
        INTO mapped_ids, mapped_positions
        FROM dcim_port_mapping m
       WHERE CASE WHEN front THEN m.front_port_id = ANY(far_ids) AND (popped IS NULL OR m.front_port_position = ANY(popped))
                  ELSE m.rear_port_id = ANY(far_ids) AND (popped IS NULL OR m.rear_port_position = ANY(popped)) END;
      EXIT WHEN mapped_ids IS NULL;
      SELECT array_agg(i ORDER BY first_at) INTO near_ids
        FROM (SELECT i, min(o) AS first_at FROM unnest(mapped_ids) WITH ORDINALITY AS u(i, o) GROUP BY i) d;
      near_type := CASE WHEN front THEN 'dcim.rearport' ELSE 'dcim.frontport' END;
      IF EXISTS (SELECT 1 FROM dcim_rear_port p WHERE front AND p.id = ANY(near_ids) AND p.positions > 1)
         OR EXISTS (SELECT 1 FROM dcim_front_port p WHERE NOT front AND p.id = ANY(near_ids) AND p.positions > 1) THEN
        stack := stack || jsonb_build_array(to_jsonb(mapped_positions));
      END IF;
    ELSIF far_type = 'circuits.circuittermination' THEN
      SELECT o.id, o.provider_network_id, o.termination_type, o.termination_id, o.cable_id INTO other
        FROM circuits_circuit_termination t
        JOIN circuits_circuit_termination o ON o.circuit_id = t.circuit_id AND o.term_side <> t.term_side
       WHERE t.id = far_ids[1];
      EXIT WHEN other.id IS NULL;
      IF other.provider_network_id IS NOT NULL THEN
        hops := hops || jsonb_build_array(jsonb_build_array('circuits.circuittermination', jsonb_build_array(other.id), NULL, 'circuits.providernetwork', jsonb_build_array(other.provider_network_id)));
        complete := true;
        dest_type := 'circuits.providernetwork';
        dest_ids := ARRAY[other.provider_network_id];
        EXIT;
      ELSIF other.cable_id IS NULL THEN
        IF other.termination_id IS NOT NULL THEN
          hops := hops || jsonb_build_array(jsonb_build_array('circuits.circuittermination', jsonb_build_array(other.id), NULL, other.termination_type, jsonb_build_array(other.termination_id)));
        ELSE
          tail := jsonb_build_array('circuits.circuittermination', jsonb_build_array(other.id));
        END IF;
        EXIT;
      END IF;
      near_type := 'circuits.circuittermination';
      near_ids := ARRAY[other.id];
    ELSE
      complete := true;
      dest_type := far_type;
      dest_ids := far_ids;
      EXIT;
    END IF;
  END LOOP;
  RETURN jsonb_build_object('hops', hops, 'complete', complete, 'active', complete AND active,
                            'connected', active, 'split', split, 'tail', tail,
                            'destination_type', dest_type, 'destination_ids', to_jsonb(dest_ids));
END
$$;
