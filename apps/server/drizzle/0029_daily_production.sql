ALTER TABLE "daily_records" ADD COLUMN "eggs_collected" integer;--> statement-breakpoint
ALTER TABLE "daily_records" ADD COLUMN "eggs_cracked" integer;--> statement-breakpoint
ALTER TABLE "daily_records" ADD COLUMN "milk_litres" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "daily_records" ADD COLUMN "mortality_cause" text;--> statement-breakpoint
ALTER TABLE "daily_records" ADD COLUMN "culling_reason" text;--> statement-breakpoint
ALTER TABLE "daily_records" ADD CONSTRAINT "daily_records_eggs" CHECK ("daily_records"."eggs_collected" >= 0 and "daily_records"."eggs_cracked" >= 0 and "daily_records"."eggs_cracked" <= "daily_records"."eggs_collected" and "daily_records"."milk_litres" >= 0);