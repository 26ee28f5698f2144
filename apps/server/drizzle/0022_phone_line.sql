CREATE TABLE "phone_audio" (
	"token" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"audio_base64" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_callers" (
	"phone" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"caller_number" text NOT NULL,
	"user_id" uuid,
	"language" text,
	"state" text NOT NULL,
	"turns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"amount" numeric(12, 4),
	"currency" text,
	"end_status" text,
	CONSTRAINT "phone_calls_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_audio_expires_idx" ON "phone_audio" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "phone_calls_started_idx" ON "phone_calls" USING btree ("started_at");