ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || coalesce(farm_name, '') || ' ' || coalesce(email, '') || ' ' || phone)) STORED;--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_state_created_idx" ON "users" USING btree ("role","state_of_residence","created_at","id");--> statement-breakpoint
CREATE INDEX "users_nin_pending_idx" ON "users" USING btree ("role","nin_submitted_at") WHERE "users"."nin_status" = 'pending' and "users"."nin_submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("role","created_at") WHERE "users"."status" = 'suspended';