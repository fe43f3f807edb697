ALTER TABLE "dcim_cable_termination" ADD COLUMN "connector" integer;
--> statement-breakpoint
ALTER TABLE "dcim_cable_termination" ADD COLUMN "positions" jsonb;
