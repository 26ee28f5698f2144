DROP INDEX "daily_records_farmer_updated_idx";--> statement-breakpoint
CREATE INDEX "daily_records_weighed_idx" ON "daily_records" USING btree ("section_id","date") WHERE "daily_records"."weight" > 0;--> statement-breakpoint
CREATE INDEX "daily_records_farmer_updated_idx" ON "daily_records" USING btree ("farmer_id","updated_at","id");