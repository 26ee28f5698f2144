CREATE TABLE "section_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"farmer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"count_before" integer NOT NULL,
	"count_after" integer NOT NULL,
	"reason" text,
	"other_section_id" uuid,
	"other_section_name" text
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "sale_price_kobo" bigint;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "count_adjustment" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_changes" ADD CONSTRAINT "section_changes_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_changes" ADD CONSTRAINT "section_changes_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_changes" ADD CONSTRAINT "section_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "section_changes_section_at_idx" ON "section_changes" USING btree ("section_id","at");