CREATE TABLE "whatsapp_bot_off" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_signups" (
	"wa_id" text PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"locale" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"state" text,
	"livestock" text,
	"code_hash" text,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_pending" ADD COLUMN "farmer_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_bot_off" ADD CONSTRAINT "whatsapp_bot_off_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_bot_off" ADD CONSTRAINT "whatsapp_bot_off_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_signups" ADD CONSTRAINT "whatsapp_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_pending" ADD CONSTRAINT "whatsapp_pending_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;