CREATE TABLE "health_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"given_on" date NOT NULL,
	"product" text NOT NULL,
	"route" text NOT NULL,
	"product_batch" text,
	"withdrawal_days" integer DEFAULT 0 NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_events_section_item_key" UNIQUE("section_id","item_id"),
	CONSTRAINT "health_events_withdrawal_range" CHECK ("health_events"."withdrawal_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "placed_on" date DEFAULT ((now() at time zone 'Africa/Lagos')::date) NOT NULL;--> statement-breakpoint
UPDATE "batches" SET "placed_on" = ("created_at" AT TIME ZONE 'Africa/Lagos')::date;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "age_at_placement_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "health_events" ADD CONSTRAINT "health_events_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_events" ADD CONSTRAINT "health_events_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_events" ADD CONSTRAINT "health_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_age_at_placement_range" CHECK ("batches"."age_at_placement_days" between 0 and 10000);