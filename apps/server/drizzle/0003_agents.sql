CREATE TABLE "agent_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"farmer_id" uuid NOT NULL,
	"report_type" text NOT NULL,
	"issue" text NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_reports_type_known" CHECK ("agent_reports"."report_type" in ('visit', 'disease', 'mortality', 'feed', 'market', 'other')),
	CONSTRAINT "agent_reports_lengths" CHECK (char_length("agent_reports"."issue") between 1 and 2000 and ("agent_reports"."location" is null or char_length("agent_reports"."location") between 1 and 200))
);
--> statement-breakpoint
ALTER TABLE "agent_reports" ADD CONSTRAINT "agent_reports_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_reports" ADD CONSTRAINT "agent_reports_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_reports_agent_created_idx" ON "agent_reports" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_reports_farmer_created_idx" ON "agent_reports" USING btree ("farmer_id","created_at");