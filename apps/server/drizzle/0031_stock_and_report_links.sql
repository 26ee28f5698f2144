CREATE TABLE "report_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "stock_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"item_key" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"unit_kg" numeric(10, 3),
	"cost_kobo" bigint NOT NULL,
	"supplier" text,
	"purchased_on" date NOT NULL,
	"batch_id" uuid,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"channel" text NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_purchases_client_key" UNIQUE("farmer_id","client_key"),
	CONSTRAINT "stock_purchases_amounts" CHECK ("stock_purchases"."quantity" > 0 and "stock_purchases"."cost_kobo" >= 0 and ("stock_purchases"."unit_kg" is null or "stock_purchases"."unit_kg" > 0)),
	CONSTRAINT "stock_purchases_feed_has_weight" CHECK ("stock_purchases"."kind" <> 'feed' or "stock_purchases"."unit_kg" is not null)
);
--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_purchases" ADD CONSTRAINT "stock_purchases_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_purchases" ADD CONSTRAINT "stock_purchases_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_purchases" ADD CONSTRAINT "stock_purchases_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_links_batch_idx" ON "report_links" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "stock_purchases_farmer_idx" ON "stock_purchases" USING btree ("farmer_id","kind","item_key");--> statement-breakpoint
CREATE INDEX "stock_purchases_batch_idx" ON "stock_purchases" USING btree ("batch_id");