ALTER TABLE "extras_object_change" DROP CONSTRAINT "extras_object_change_user_id_users_user_id_fk";

--> statement-breakpoint
DROP INDEX "extras_object_change_related_object_id_idx";
--> statement-breakpoint
DROP INDEX "extras_object_change_ordering_idx";
--> statement-breakpoint
DROP INDEX "ipam_fhrp_group_assignment_ordering_idx";
--> statement-breakpoint
DROP INDEX "users_token_ordering_idx";
--> statement-breakpoint
CREATE INDEX "extras_object_change_related_object_id_idx" ON "extras_object_change" USING btree ("related_object_id") WHERE "extras_object_change"."related_object_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "extras_object_change_ordering_idx" ON "extras_object_change" USING btree ("time" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "ipam_fhrp_group_assignment_ordering_idx" ON "ipam_fhrp_group_assignment" USING btree ("priority" DESC NULLS FIRST,"id");
--> statement-breakpoint
CREATE INDEX "users_token_ordering_idx" ON "users_token" USING btree ("created" DESC NULLS FIRST,"id");
