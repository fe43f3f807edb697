ALTER TABLE "virtualization_virtual_machine" ADD COLUMN "serial" varchar(50) DEFAULT '' NOT NULL;
