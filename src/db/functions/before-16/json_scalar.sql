-- PostgreSQL 15 lacks JSON_SCALAR (SQL/JSON, PostgreSQL 16), which the read SQL uses to turn a
-- value into its JSON text. Before 16 `JSON_SCALAR(x)` parses as a call of an ordinary function
-- of that name, so this one stands in for it: to_json gives the same JSON for the scalars the
-- engine passes (numbers, booleans, text, addresses, dates and times), NULL for NULL. Inlined
-- by the planner (one SQL expression, STABLE as to_json of a time is). Installed only on
-- servers before 16 (src/db/migrate.ts); from 16 on the keyword wins over any function.
CREATE OR REPLACE FUNCTION json_scalar(value anyelement) RETURNS json LANGUAGE sql STABLE PARALLEL SAFE AS 'SELECT to_json(value)';
-- A literal of unknown type ('...' || ...) is text.
CREATE OR REPLACE FUNCTION json_scalar(value text) RETURNS json LANGUAGE sql STABLE STRICT PARALLEL SAFE AS 'SELECT to_json(value)';
