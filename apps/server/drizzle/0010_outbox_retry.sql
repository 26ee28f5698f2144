ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sealed" text;--> statement-breakpoint
CREATE INDEX "outbox_messages_retry_idx" ON "outbox_messages" USING btree ("retry_at");