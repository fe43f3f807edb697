-- A virtual machine's disk is stored in MB, as NetBox 4.1 and later count it (NetBox's migration
-- virtualization 0040 multiplied the GB of 3.7 by 1000); API version 3.7 still answers in GB
-- (catalogue: versions). A size beyond the column's range (over 2,147,483 GB) is kept at its
-- largest value rather than stopping the start.
UPDATE "virtualization_virtual_machine" SET "disk" = LEAST("disk"::bigint * 1000, 2147483647)::int WHERE "disk" IS NOT NULL;
