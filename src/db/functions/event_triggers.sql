-- API processes keep the webhooks' and event rules' triggers (src/events/trigger-cache.ts) under
-- the generation they were read at. Every write transaction reads the generation in its first
-- round trip, with BEGIN and its change log settings; any change to a webhook or an event rule
-- advances it, in the changing transaction, so every process reads the triggers again for the
-- first write that starts after the change commits. No notification to lose: the generation is
-- read, not heard.
CREATE TABLE IF NOT EXISTS netinv_event_trigger_generation (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  generation bigint NOT NULL DEFAULT 0
);
INSERT INTO netinv_event_trigger_generation DEFAULT VALUES ON CONFLICT DO NOTHING;

CREATE OR REPLACE FUNCTION netinv_event_triggers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE netinv_event_trigger_generation SET generation = generation + 1;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS netinv_event_triggers_changed ON extras_webhook;
CREATE TRIGGER netinv_event_triggers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON extras_webhook
  FOR EACH STATEMENT EXECUTE FUNCTION netinv_event_triggers_changed();
DROP TRIGGER IF EXISTS netinv_event_triggers_changed ON extras_event_rule;
CREATE TRIGGER netinv_event_triggers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON extras_event_rule
  FOR EACH STATEMENT EXECUTE FUNCTION netinv_event_triggers_changed();
