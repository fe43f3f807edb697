DROP INDEX "extras_object_change_time_idx";
