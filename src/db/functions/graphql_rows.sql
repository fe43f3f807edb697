-- GRAPHQL_MAX_COST while a GraphQL statement runs: each list adds the rows it returns to a
-- count kept for the transaction (the statement's own, as it runs alone), and the statement
-- stops as soon as the count passes the limit. Estimates before it runs come from averages, and
-- one parent with most of the children (all devices on one site) multiplies past them.
-- PARALLEL UNSAFE (the default): a setting cannot be changed in a parallel operation.
CREATE OR REPLACE FUNCTION netinv_graphql_rows(n bigint, most bigint) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  total bigint := coalesce(nullif(current_setting('netinv.graphql_rows', true), ''), '0')::bigint + n;
BEGIN
  IF total > most THEN
    RAISE EXCEPTION 'GraphQL query read more than % rows', most USING ERRCODE = 'NGQ01';
  END IF;
  PERFORM set_config('netinv.graphql_rows', total::text, true);
  RETURN true;
END
$$;
