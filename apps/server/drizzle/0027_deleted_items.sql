CREATE TABLE "deleted_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"restore_until" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_by" uuid,
	"restored_role" text,
	"restored_channel" text
);
--> statement-breakpoint
ALTER TABLE "deleted_items" ADD CONSTRAINT "deleted_items_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_items" ADD CONSTRAINT "deleted_items_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_items" ADD CONSTRAINT "deleted_items_restored_by_users_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_items_farmer_at_idx" ON "deleted_items" USING btree ("farmer_id","at");