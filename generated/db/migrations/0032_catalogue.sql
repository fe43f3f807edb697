ALTER TABLE "extras_custom_field_choice_set" ADD COLUMN "choice_colors" jsonb DEFAULT '{}'::jsonb NOT NULL;
