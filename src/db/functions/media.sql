-- Uploaded images (device type front and rear images, image attachments), in the database so
-- that every API host serves them: one row per media path, the path an image field stores.
-- Written in the transaction of the object's write (src/media/store.ts); a row's image is
-- released when the object drops it (a replaced or cleared image) or is deleted, by the
-- triggers below, so no image outlives the last object naming it.
CREATE TABLE IF NOT EXISTS netinv_media (
  path text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

-- The image columns of the row, named by the trigger's arguments: those the row no longer
-- names are deleted.
CREATE OR REPLACE FUNCTION netinv_media_release() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(NEW) ELSE '{}'::jsonb END;
  c text;
BEGIN
  FOREACH c IN ARRAY TG_ARGV LOOP
    IF coalesce(old_row ->> c, '') <> '' AND old_row ->> c IS DISTINCT FROM new_row ->> c THEN
      DELETE FROM netinv_media WHERE path = old_row ->> c;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- The catalogue's image fields (type: image); test/api/images.test.ts checks this list is whole.
CREATE OR REPLACE TRIGGER netinv_media_release AFTER UPDATE OR DELETE ON dcim_device_type
  FOR EACH ROW EXECUTE FUNCTION netinv_media_release('front_image', 'rear_image');
CREATE OR REPLACE TRIGGER netinv_media_release AFTER UPDATE OR DELETE ON extras_image_attachment
  FOR EACH ROW EXECUTE FUNCTION netinv_media_release('image');
