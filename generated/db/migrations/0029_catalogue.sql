ALTER TABLE "extras_object_change" ADD COLUMN "message" varchar(200) DEFAULT '' NOT NULL;
