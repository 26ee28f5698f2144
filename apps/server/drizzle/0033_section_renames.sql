ALTER TABLE "section_changes" ADD COLUMN "name_before" text;--> statement-breakpoint
ALTER TABLE "section_changes" ADD COLUMN "name_after" text;