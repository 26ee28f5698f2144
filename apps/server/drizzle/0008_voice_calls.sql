CREATE TABLE "voice_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"stt_provider" text NOT NULL,
	"tts_provider" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "voice_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"transcription" text,
	"response" text,
	"filtered_reason" text,
	"error" text,
	"advisor_provider" text,
	"audio_bytes" integer,
	"stt_ms" integer,
	"advisor_ms" integer,
	"tts_ms" integer,
	"total_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_turns_kind_known" CHECK ("voice_turns"."kind" in ('speech', 'text', 'interruption', 'continuation'))
);
--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_turns" ADD CONSTRAINT "voice_turns_call_id_voice_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."voice_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_calls_user_started_idx" ON "voice_calls" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "voice_turns_call_created_idx" ON "voice_turns" USING btree ("call_id","created_at");