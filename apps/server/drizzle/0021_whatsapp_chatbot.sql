CREATE TABLE "whatsapp_inbound" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wamid" text NOT NULL,
	"from" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"user_id" uuid,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "whatsapp_inbound_wamid_key" UNIQUE("wamid")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_pending" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wa_id" text NOT NULL,
	"entry" jsonb NOT NULL,
	"section_id" uuid,
	"date" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wamid" text NOT NULL,
	"status" text NOT NULL,
	"recipient" text NOT NULL,
	"errors" jsonb,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_statuses_wamid_status_key" UNIQUE("wamid","status")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD CONSTRAINT "whatsapp_inbound_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_pending" ADD CONSTRAINT "whatsapp_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_from_idx" ON "whatsapp_inbound" USING btree ("from","received_at");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_unprocessed_idx" ON "whatsapp_inbound" USING btree ("claimed_until") WHERE "whatsapp_inbound"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "whatsapp_pending_user_idx" ON "whatsapp_pending" USING btree ("user_id","created_at");