-- NetBox's natural ordering keys (utilities/ordering.py naturalize and naturalize_interface),
-- the expressions of the tables' generated `_name` columns (catalogue `natural:`). They are
-- installed before the migrations, which add those columns. IMMUTABLE holds because digits are
-- spelled [0-9], never a locale's \d; a change here must be a new function (and a migration
-- recomputing the columns), as PostgreSQL keeps the stored keys it computed before.

-- Every run of digits left-padded with zeros to 8 places (a longer run kept whole), cut to
-- max_length characters: site9router21 -> site00000009router00000021.
CREATE OR REPLACE FUNCTION netinv_naturalize(value text, max_length int) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT left(coalesce(string_agg(CASE WHEN m.part[1] ~ '^[0-9]' AND length(m.part[1]) < 8 THEN lpad(m.part[1], 8, '0') ELSE m.part[1] END, '' ORDER BY m.n), ''), max_length)
    FROM regexp_matches(value, '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS m(part, n)
$$;

-- An interface name split as NetBox's INTERFACE_NAME_REGEX splits it,
--   type, slot/, subslot/, position/, subposition/, id, :channel, .vc, remainder,
-- becomes the slots padded to 4 digits (9999 when absent), the type, id, channel and vc padded
-- to 6 (...... when absent) and the naturalized remainder: Gi0/1 < Gi0/1.100 < Gi0/2 and
-- Ethernet1/2 < Ethernet1/10. Python's `.` stops at a newline and its `$` also matches before
-- a final one; a name the expression does not match is its own key, as in NetBox.
CREATE OR REPLACE FUNCTION netinv_naturalize_interface(value text, max_length int) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN p IS NULL THEN value ELSE left(
      coalesce(right('000' || p[2], greatest(4, length(p[2]))), '9999')
      || coalesce(right('000' || p[3], greatest(4, length(p[3]))), '9999')
      || coalesce(right('000' || p[4], greatest(4, length(p[4]))), '9999')
      || coalesce(right('000' || p[5], greatest(4, length(p[5]))), '9999')
      || coalesce(p[1], '')
      || coalesce(right('00000' || p[6], greatest(6, length(p[6]))), '......')
      || coalesce(right('00000' || p[7], greatest(6, length(p[7]))), '......')
      || coalesce(right('00000' || p[8], greatest(6, length(p[8]))), '......')
      || netinv_naturalize(p[9], max_length), max_length) END
    FROM regexp_match(value, '^([^0-9.:]+)?(?:([0-9]+)/)?(?:([0-9]+)/)?(?:([0-9]+)/)?(?:([0-9]+)/)?([0-9]+)?(?::([0-9]+))?(?:\.([0-9]+))?([^\n]*)\n?$') AS p
$$;
