CREATE TABLE "consultation_photos" (
	"consultation_id" uuid PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"data_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_photos_size" CHECK ("consultation_photos"."bytes" between 1 and 2000000)
);
--> statement-breakpoint
CREATE TABLE "consultation_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "close_note" text;--> statement-breakpoint
ALTER TABLE "consultation_photos" ADD CONSTRAINT "consultation_photos_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_replies" ADD CONSTRAINT "consultation_replies_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_replies" ADD CONSTRAINT "consultation_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_replies_consultation_idx" ON "consultation_replies" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE INDEX "consultations_kind_created_idx" ON "consultations" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_status_known" CHECK ("consultations"."status" in ('open', 'assigned', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_closed_consistent" CHECK (("consultations"."status" = 'closed') = ("consultations"."closed_at" is not null));