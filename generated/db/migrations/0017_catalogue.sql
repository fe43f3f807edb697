ALTER TABLE "extras_object_change" DROP CONSTRAINT "extras_object_change_user_id_users_user_id_fk";

--> statement-breakpoint
DROP INDEX "extras_object_change_related_object_id_idx";
--> statement-breakpoint
CREATE INDEX "extras_object_change_related_object_id_idx" ON "extras_object_change" USING btree ("related_object_id") WHERE "extras_object_change"."related_object_id" IS NOT NULL;
