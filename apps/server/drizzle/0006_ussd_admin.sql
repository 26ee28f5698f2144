CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"topic" text DEFAULT 'Call request' NOT NULL,
	"livestock_type" text,
	"description" text DEFAULT '' NOT NULL,
	"urgency" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" uuid,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_kind_known" CHECK ("consultations"."kind" in ('extension', 'vet'))
);
--> statement-breakpoint
CREATE TABLE "ussd_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'step' NOT NULL,
	"session_id" text NOT NULL,
	"phone" text NOT NULL,
	"user_id" uuid,
	"service_code" text,
	"network_code" text,
	"text" text DEFAULT '' NOT NULL,
	"response" text,
	"outcome" text NOT NULL,
	"status" text,
	"duration_ms" integer,
	"cost" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ussd_events" ADD CONSTRAINT "ussd_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_status_created_idx" ON "consultations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ussd_events_created_idx" ON "ussd_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ussd_events_session_idx" ON "ussd_events" USING btree ("session_id","created_at");