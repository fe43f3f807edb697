-- Filters of the change log by content type id (NetBox's changed_object_type_id and
-- related_object_type_id): the log stores content types as app.model.
CREATE OR REPLACE FUNCTION netinv_object_changes_of_type(type_id int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT c.id::int FROM extras_object_change c JOIN extras_content_type t ON c.changed_object_type = t.app_label || '.' || t.model WHERE t.id = type_id
$$;
CREATE OR REPLACE FUNCTION netinv_object_changes_related_of_type(type_id int) RETURNS SETOF int
LANGUAGE sql STABLE AS $$
  SELECT c.id::int FROM extras_object_change c JOIN extras_content_type t ON c.related_object_type = t.app_label || '.' || t.model WHERE t.id = type_id
$$;
-- A json value with the values of the top-level keys `keys` replaced by '********' where they
-- are set (neither null nor ""): a json field's secret_keys in change log snapshots
-- (src/events/secrets.ts).
CREATE OR REPLACE FUNCTION netinv_mask_keys(v jsonb, keys text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'object' AND v ?| keys
    THEN v || coalesce((SELECT jsonb_object_agg(k, '"********"'::jsonb) FROM unnest(keys) k WHERE v -> k NOT IN ('null'::jsonb, '""'::jsonb)), '{}'::jsonb)
    ELSE v END
$$;
