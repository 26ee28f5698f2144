CREATE TABLE "sms_inbound" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"from" text NOT NULL,
	"to" text,
	"text" text NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_inbound_provider_id_key" UNIQUE("provider","provider_message_id")
);
--> statement-breakpoint
CREATE TABLE "sms_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"opted_in" boolean NOT NULL,
	"opted_out_at" timestamp with time zone,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "cost_naira" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "segments" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_preferences" ADD CONSTRAINT "sms_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_inbound_from_idx" ON "sms_inbound" USING btree ("from");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("retry_at") WHERE "outbox_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_id_idx" ON "outbox_messages" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_user_created_idx" ON "outbox_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
-- Rows written before the queue had a status: delivered ones are sent, pending retries stay
-- queued, given-up ones failed, the rest were kept in the development outbox (ADR 0038).
UPDATE "outbox_messages" SET "status" = CASE
  WHEN "sent_at" IS NOT NULL THEN 'sent'
  WHEN "sealed" IS NOT NULL AND "retry_at" IS NOT NULL THEN 'queued'
  WHEN "error" IS NOT NULL THEN 'failed'
  ELSE 'outbox' END;
