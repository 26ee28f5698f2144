CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"pen_id" uuid NOT NULL,
	"name" text NOT NULL,
	"livestock_type" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"completed_at" timestamp with time zone,
	"completion_outcome" text,
	"completion_notes" text,
	"completion_final_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_progress_range" CHECK ("batches"."progress" between 0 and 100),
	CONSTRAINT "batches_completion_consistent" CHECK (("batches"."status" = 'Completed') = ("batches"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "daily_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"date" date NOT NULL,
	"feed_amount" numeric(12, 2),
	"feed_type" text,
	"water_consumption" numeric(12, 2),
	"health_status" text,
	"temperature" numeric(4, 1),
	"weather" text,
	"mortality" integer DEFAULT 0 NOT NULL,
	"new_births" integer DEFAULT 0 NOT NULL,
	"weight" numeric(10, 3),
	"culling" integer DEFAULT 0 NOT NULL,
	"sales_kobo" bigint DEFAULT 0 NOT NULL,
	"expenses_kobo" bigint DEFAULT 0 NOT NULL,
	"number_sold" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"medication_given" text,
	"vaccination" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_records_section_date_key" UNIQUE("section_id","date"),
	CONSTRAINT "daily_records_nonnegative" CHECK ("daily_records"."mortality" >= 0 and "daily_records"."new_births" >= 0 and "daily_records"."culling" >= 0 and "daily_records"."number_sold" >= 0 and "daily_records"."sales_kobo" >= 0 and "daily_records"."expenses_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "pens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT 'N/A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"livestock_type" text NOT NULL,
	"sub_type" text,
	"gender" text,
	"cattle_purpose" text,
	"initial_count" integer NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sections_count_nonnegative" CHECK ("sections"."count" >= 0 and "sections"."initial_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_pen_id_pens_id_fk" FOREIGN KEY ("pen_id") REFERENCES "public"."pens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_records" ADD CONSTRAINT "daily_records_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_records" ADD CONSTRAINT "daily_records_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pens" ADD CONSTRAINT "pens_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_farmer_id_idx" ON "batches" USING btree ("farmer_id","created_at");--> statement-breakpoint
CREATE INDEX "batches_pen_id_idx" ON "batches" USING btree ("pen_id");--> statement-breakpoint
CREATE INDEX "daily_records_farmer_date_idx" ON "daily_records" USING btree ("farmer_id","date");--> statement-breakpoint
CREATE INDEX "daily_records_farmer_updated_idx" ON "daily_records" USING btree ("farmer_id","updated_at");--> statement-breakpoint
CREATE INDEX "pens_farmer_id_idx" ON "pens" USING btree ("farmer_id","created_at");--> statement-breakpoint
CREATE INDEX "sections_batch_id_idx" ON "sections" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "sections_farmer_id_idx" ON "sections" USING btree ("farmer_id");--> statement-breakpoint
-- Spec §3: every farmer has a default pen. Farmers who signed up before this migration get theirs now.
INSERT INTO "pens" ("farmer_id", "name", "description", "location")
SELECT u."id", 'Main Pen', 'Primary livestock pen', COALESCE(NULLIF(btrim(u."state_of_residence"), ''), 'N/A')
FROM "users" u
WHERE u."role" = 'farmer' AND NOT EXISTS (SELECT 1 FROM "pens" p WHERE p."farmer_id" = u."id");
