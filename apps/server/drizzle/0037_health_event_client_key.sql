ALTER TABLE "health_events" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "health_events" ADD CONSTRAINT "health_events_client_key" UNIQUE("farmer_id","client_key");