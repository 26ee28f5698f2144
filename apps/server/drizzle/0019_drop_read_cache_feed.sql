-- The read cache is gone (ADR 0029, superseding ADR 0021): nothing listens on `kiwo_changed` any
-- more, so the triggers of migrations 0014 and 0015 that notified it on every write go, and so do
-- their functions. `if exists`: a database may have had them removed by hand.
DROP TRIGGER IF EXISTS pens_read_cache ON pens;
--> statement-breakpoint
DROP TRIGGER IF EXISTS batches_read_cache ON batches;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sections_read_cache ON sections;
--> statement-breakpoint
DROP TRIGGER IF EXISTS daily_records_read_cache ON daily_records;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_read_cache ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_read_cache ON notifications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS marketplace_listings_read_cache ON marketplace_listings;
--> statement-breakpoint
DROP TRIGGER IF EXISTS marketplace_interests_read_cache ON marketplace_interests;
--> statement-breakpoint
DROP TRIGGER IF EXISTS pens_read_cache_truncate ON pens;
--> statement-breakpoint
DROP TRIGGER IF EXISTS batches_read_cache_truncate ON batches;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sections_read_cache_truncate ON sections;
--> statement-breakpoint
DROP TRIGGER IF EXISTS daily_records_read_cache_truncate ON daily_records;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_read_cache_truncate ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_read_cache_truncate ON notifications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS marketplace_listings_read_cache_truncate ON marketplace_listings;
--> statement-breakpoint
DROP TRIGGER IF EXISTS marketplace_interests_read_cache_truncate ON marketplace_interests;
--> statement-breakpoint
DROP FUNCTION IF EXISTS kiwo_changed_farm_row();
--> statement-breakpoint
DROP FUNCTION IF EXISTS kiwo_changed_section_row();
--> statement-breakpoint
DROP FUNCTION IF EXISTS kiwo_changed_user_row();
--> statement-breakpoint
DROP FUNCTION IF EXISTS kiwo_changed_user_id_row();
--> statement-breakpoint
DROP FUNCTION IF EXISTS kiwo_changed_market();
--> statement-breakpoint
DROP FUNCTION IF EXISTS kiwo_read_cache_truncated();
--> statement-breakpoint
DROP FUNCTION IF EXISTS kiwo_read_cache_changed();
