CREATE TABLE "stock_purchase_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"farmer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_purchases" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_purchases" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_purchase_revisions" ADD CONSTRAINT "stock_purchase_revisions_purchase_id_stock_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."stock_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_purchase_revisions" ADD CONSTRAINT "stock_purchase_revisions_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_purchase_revisions" ADD CONSTRAINT "stock_purchase_revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_purchase_revisions_purchase_idx" ON "stock_purchase_revisions" USING btree ("purchase_id","at");