CREATE TABLE "marketplace_interests" (
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_interests_listing_id_user_id_pk" PRIMARY KEY("listing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"transaction_type" text NOT NULL,
	"category" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"location" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"contact_phone" text NOT NULL,
	"negotiable" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_listings_type_known" CHECK ("marketplace_listings"."transaction_type" in ('buy', 'sell')),
	CONSTRAINT "marketplace_listings_category_known" CHECK ("marketplace_listings"."category" in ('livestock', 'feed', 'drugs_vaccines', 'equipment', 'services')),
	CONSTRAINT "marketplace_listings_status_known" CHECK ("marketplace_listings"."status" in ('active', 'closed', 'hidden')),
	CONSTRAINT "marketplace_listings_amounts" CHECK ("marketplace_listings"."price_kobo" >= 0 and "marketplace_listings"."quantity" >= 1 and char_length("marketplace_listings"."title") between 1 and 120),
	CONSTRAINT "marketplace_listings_phone_e164" CHECK ("marketplace_listings"."contact_phone" ~ '^\+234[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "marketplace_request_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_request_answers_length" CHECK (char_length("marketplace_request_answers"."message") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "marketplace_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"product_type" text NOT NULL,
	"product_name" text NOT NULL,
	"brand" text,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_requests_type_known" CHECK ("marketplace_requests"."transaction_type" in ('buy', 'sell')),
	CONSTRAINT "marketplace_requests_status_known" CHECK ("marketplace_requests"."status" in ('active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action_taken" text,
	"action_response" text,
	"acted_at" timestamp with time zone,
	"link" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_user_dedupe_key" UNIQUE("user_id","dedupe_key"),
	CONSTRAINT "notifications_priority_known" CHECK ("notifications"."priority" in ('urgent', 'high', 'medium', 'low')),
	CONSTRAINT "notifications_read_consistent" CHECK (("notifications"."is_read") = ("notifications"."read_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "marketplace_interests" ADD CONSTRAINT "marketplace_interests_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_interests" ADD CONSTRAINT "marketplace_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_request_answers" ADD CONSTRAINT "marketplace_request_answers_request_id_marketplace_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."marketplace_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_request_answers" ADD CONSTRAINT "marketplace_request_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_requests" ADD CONSTRAINT "marketplace_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_interests_user_idx" ON "marketplace_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marketplace_listings_status_created_idx" ON "marketplace_listings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_listings_seller_created_idx" ON "marketplace_listings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_request_answers_request_idx" ON "marketplace_request_answers" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_requests_status_created_idx" ON "marketplace_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_requests_user_created_idx" ON "marketplace_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","is_read");