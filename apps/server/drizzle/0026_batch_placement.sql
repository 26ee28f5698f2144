ALTER TABLE "batches" ADD COLUMN "placed_on" date DEFAULT ((now() at time zone 'Africa/Lagos')::date) NOT NULL;--> statement-breakpoint
UPDATE "batches" SET "placed_on" = ("created_at" AT TIME ZONE 'Africa/Lagos')::date;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "age_at_placement_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_age_at_placement_range" CHECK ("batches"."age_at_placement_days" between 0 and 10000);