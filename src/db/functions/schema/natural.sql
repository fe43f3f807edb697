-- NetBox's natural ordering keys (utilities/ordering.py naturalize and naturalize_interface),
-- the expressions of the tables' generated `_name` columns (catalogue `natural:`). They are
-- installed before the migrations, which add those columns. IMMUTABLE holds because digits are
-- spelled [0-9], never a locale's \d; a change here must be a new function (and a migration
-- recomputing the columns), as PostgreSQL keeps the stored keys it computed before.

-- Every run of digits left-padded with zeros to 8 places (a longer run kept whole), cut to
-- max_length characters: site9router21 -> site00000009router00000021.
CREATE OR REPLACE FUNCTION netinv_naturalize(value text, max_length int) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  rest text := value;
  result text := '';
  run text;
BEGIN
  -- Run by run: a loop of simple expressions, where splitting with regexp_matches and
  -- string_agg ran a query per call.
  WHILE rest <> '' LOOP
    run := substring(rest FROM '^[0-9]+');
    IF run IS NULL THEN
      run := substring(rest FROM '^[^0-9]+');
      result := result || run;
    ELSE
      result := result || CASE WHEN length(run) < 8 THEN lpad(run, 8, '0') ELSE run END;
    END IF;
    rest := substr(rest, length(run) + 1);
  END LOOP;
  RETURN left(result, max_length);
END
$$;

-- An interface name split as NetBox's INTERFACE_NAME_REGEX splits it,
--   type, slot/, subslot/, position/, subposition/, id, :channel, .vc, remainder,
-- becomes the slots padded to 4 digits (9999 when absent), the type, id, channel and vc padded
-- to 6 (...... when absent) and the naturalized remainder: Gi0/1 < Gi0/1.100 < Gi0/2 and
-- Ethernet1/2 < Ethernet1/10. Python's `.` stops at a newline and its `$` also matches before
-- a final one; a name the expression does not match is its own key, as in NetBox.
CREATE OR REPLACE FUNCTION netinv_naturalize_interface(value text, max_length int) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  -- The slots as one group, split below: each capturing group costs the matcher time.
  p text[] := regexp_match(value, '^([^0-9.:]+)?((?:[0-9]+/){0,4})([0-9]+)?(?::([0-9]+))?(?:\.([0-9]+))?([^\n]*)\n?$');
  slots text[];
BEGIN
  IF p IS NULL THEN RETURN value; END IF;
  slots := string_to_array(left(p[2], -1), '/');
  RETURN left(
    coalesce(right('000' || slots[1], greatest(4, length(slots[1]))), '9999')
    || coalesce(right('000' || slots[2], greatest(4, length(slots[2]))), '9999')
    || coalesce(right('000' || slots[3], greatest(4, length(slots[3]))), '9999')
    || coalesce(right('000' || slots[4], greatest(4, length(slots[4]))), '9999')
    || coalesce(p[1], '')
    || coalesce(right('00000' || p[3], greatest(6, length(p[3]))), '......')
    || coalesce(right('00000' || p[4], greatest(6, length(p[4]))), '......')
    || coalesce(right('00000' || p[5], greatest(6, length(p[5]))), '......')
    -- Most names end with their numbers: nothing to naturalize.
    || CASE WHEN p[6] = '' THEN '' ELSE netinv_naturalize(p[6], max_length) END, max_length);
END
$$;
