-- The read cache's change feed (ADR 0021), cheaper: 0014's one generic function turned each row
-- into JSON (twice on UPDATE) to find its tags by column name; these read the columns directly.
-- Same tags, same channel. A payload never changes with the order of events, so PostgreSQL folds
-- the identical ones of a transaction (a record save names its farm and section twice: the record
-- and the section's live count).
CREATE OR REPLACE FUNCTION kiwo_changed_farm_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('kiwo_changed', 'farm:' || NEW.farmer_id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.farmer_id IS DISTINCT FROM NEW.farmer_id) THEN
    PERFORM pg_notify('kiwo_changed', 'farm:' || OLD.farmer_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- daily_records (section_id) and sections (id): the farm and the section.
CREATE OR REPLACE FUNCTION kiwo_changed_section_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_tags text;
  old_tags text;
BEGIN
  IF TG_TABLE_NAME = 'sections' THEN
    IF TG_OP <> 'DELETE' THEN new_tags := 'farm:' || NEW.farmer_id || ' section:' || NEW.id; END IF;
    IF TG_OP <> 'INSERT' THEN old_tags := 'farm:' || OLD.farmer_id || ' section:' || OLD.id; END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN
      new_tags := 'farm:' || NEW.farmer_id || ' section:' || NEW.section_id;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      old_tags := 'farm:' || OLD.farmer_id || ' section:' || OLD.section_id;
    END IF;
  END IF;
  IF new_tags IS NOT NULL THEN PERFORM pg_notify('kiwo_changed', new_tags); END IF;
  IF old_tags IS NOT NULL AND old_tags IS DISTINCT FROM new_tags THEN
    PERFORM pg_notify('kiwo_changed', old_tags);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- users: their own answers, their farm (name, agent), both agents on a move, the marketplace.
CREATE OR REPLACE FUNCTION kiwo_changed_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r users;
BEGIN
  r := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  PERFORM pg_notify('kiwo_changed',
    'user:' || r.id || ' farm:' || r.id || ' market' || coalesce(' user:' || r.agent_id, ''));
  IF TG_OP = 'UPDATE' AND OLD.agent_id IS NOT NULL AND OLD.agent_id IS DISTINCT FROM NEW.agent_id THEN
    PERFORM pg_notify('kiwo_changed', 'user:' || OLD.agent_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiwo_changed_user_id_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('kiwo_changed', 'user:' || NEW.user_id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    PERFORM pg_notify('kiwo_changed', 'user:' || OLD.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiwo_changed_market() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kiwo_changed', 'market');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER pens_read_cache ON pens;
--> statement-breakpoint
CREATE TRIGGER pens_read_cache AFTER INSERT OR UPDATE OR DELETE ON pens
  FOR EACH ROW EXECUTE FUNCTION kiwo_changed_farm_row();
--> statement-breakpoint
DROP TRIGGER batches_read_cache ON batches;
--> statement-breakpoint
CREATE TRIGGER batches_read_cache AFTER INSERT OR UPDATE OR DELETE ON batches
  FOR EACH ROW EXECUTE FUNCTION kiwo_changed_farm_row();
--> statement-breakpoint
DROP TRIGGER sections_read_cache ON sections;
--> statement-breakpoint
CREATE TRIGGER sections_read_cache AFTER INSERT OR UPDATE OR DELETE ON sections
  FOR EACH ROW EXECUTE FUNCTION kiwo_changed_section_row();
--> statement-breakpoint
DROP TRIGGER daily_records_read_cache ON daily_records;
--> statement-breakpoint
CREATE TRIGGER daily_records_read_cache AFTER INSERT OR UPDATE OR DELETE ON daily_records
  FOR EACH ROW EXECUTE FUNCTION kiwo_changed_section_row();
--> statement-breakpoint
DROP TRIGGER users_read_cache ON users;
--> statement-breakpoint
CREATE TRIGGER users_read_cache AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION kiwo_changed_user_row();
--> statement-breakpoint
DROP TRIGGER notifications_read_cache ON notifications;
--> statement-breakpoint
CREATE TRIGGER notifications_read_cache AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION kiwo_changed_user_id_row();
--> statement-breakpoint
DROP TRIGGER marketplace_listings_read_cache ON marketplace_listings;
--> statement-breakpoint
-- Statement level: one notice however many listings a statement touches.
CREATE TRIGGER marketplace_listings_read_cache AFTER INSERT OR UPDATE OR DELETE ON marketplace_listings
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_changed_market();
--> statement-breakpoint
DROP TRIGGER marketplace_interests_read_cache ON marketplace_interests;
--> statement-breakpoint
CREATE TRIGGER marketplace_interests_read_cache AFTER INSERT OR UPDATE OR DELETE ON marketplace_interests
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_changed_market();
--> statement-breakpoint
DROP FUNCTION kiwo_read_cache_changed();
