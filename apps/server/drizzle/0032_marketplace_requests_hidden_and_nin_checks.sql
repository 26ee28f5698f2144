CREATE TABLE "nin_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"admin_id" uuid,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"needs_attestation" boolean NOT NULL,
	"checks" jsonb NOT NULL,
	"provider_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_requests" DROP CONSTRAINT "marketplace_requests_status_known";--> statement-breakpoint
ALTER TABLE "nin_checks" ADD CONSTRAINT "nin_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nin_checks" ADD CONSTRAINT "nin_checks_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nin_checks_user_idx" ON "nin_checks" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "marketplace_requests" ADD CONSTRAINT "marketplace_requests_status_known" CHECK ("marketplace_requests"."status" in ('active', 'closed', 'hidden'));