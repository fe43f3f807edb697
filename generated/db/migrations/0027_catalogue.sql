ALTER TABLE "extras_image_attachment" ALTER COLUMN "image_height" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "extras_image_attachment" ALTER COLUMN "image_width" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "dcim_device_type" ADD COLUMN "front_image" varchar(100);
--> statement-breakpoint
ALTER TABLE "dcim_device_type" ADD COLUMN "rear_image" varchar(100);
