-- The read cache's change feed (ADR 0021): every committed write to a table that a cached answer
-- is read from tells every listening server process which answers it made stale, by tag:
-- `farm:<farmer id>`, `section:<section id>`, `user:<user id>`, `market`; `*` (a TRUNCATE) = all.
-- One NOTIFY per row with the row's tags (old and new values on UPDATE, so a moved farmer or agent
-- reaches both sides); PostgreSQL folds identical ones within a transaction and delivers them at
-- commit, in commit order. Arguments: `prefix:column` (the tag is prefix:<value of column>) or a
-- fixed tag.
CREATE OR REPLACE FUNCTION kiwo_read_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows jsonb[] := ARRAY[]::jsonb[];
  rec jsonb;
  arg text;
  tags text[] := ARRAY[]::text[];
  value text;
BEGIN
  IF TG_OP <> 'DELETE' THEN rows := rows || to_jsonb(NEW); END IF;
  IF TG_OP <> 'INSERT' THEN rows := rows || to_jsonb(OLD); END IF;
  FOREACH arg IN ARRAY TG_ARGV LOOP
    IF position(':' in arg) = 0 THEN
      tags := tags || arg;
    ELSE
      FOREACH rec IN ARRAY rows LOOP
        value := rec ->> split_part(arg, ':', 2);
        IF value IS NOT NULL AND NOT (split_part(arg, ':', 1) || ':' || value) = ANY (tags) THEN
          tags := tags || (split_part(arg, ':', 1) || ':' || value);
        END IF;
      END LOOP;
    END IF;
  END LOOP;
  PERFORM pg_notify('kiwo_changed', array_to_string(tags, ' '));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiwo_read_cache_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kiwo_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pens_read_cache AFTER INSERT OR UPDATE OR DELETE ON pens
  FOR EACH ROW EXECUTE FUNCTION kiwo_read_cache_changed('farm:farmer_id');
--> statement-breakpoint
CREATE TRIGGER batches_read_cache AFTER INSERT OR UPDATE OR DELETE ON batches
  FOR EACH ROW EXECUTE FUNCTION kiwo_read_cache_changed('farm:farmer_id');
--> statement-breakpoint
CREATE TRIGGER sections_read_cache AFTER INSERT OR UPDATE OR DELETE ON sections
  FOR EACH ROW EXECUTE FUNCTION kiwo_read_cache_changed('farm:farmer_id', 'section:id');
--> statement-breakpoint
CREATE TRIGGER daily_records_read_cache AFTER INSERT OR UPDATE OR DELETE ON daily_records
  FOR EACH ROW EXECUTE FUNCTION kiwo_read_cache_changed('farm:farmer_id', 'section:section_id');
--> statement-breakpoint
-- A user row: their own answers, their farm (name, agent), both agents on a move, and the
-- marketplace (listings show the seller).
CREATE TRIGGER users_read_cache AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION kiwo_read_cache_changed('user:id', 'farm:id', 'user:agent_id', 'market');
--> statement-breakpoint
CREATE TRIGGER notifications_read_cache AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION kiwo_read_cache_changed('user:user_id');
--> statement-breakpoint
CREATE TRIGGER marketplace_listings_read_cache AFTER INSERT OR UPDATE OR DELETE ON marketplace_listings
  FOR EACH ROW EXECUTE FUNCTION kiwo_read_cache_changed('market');
--> statement-breakpoint
CREATE TRIGGER marketplace_interests_read_cache AFTER INSERT OR UPDATE OR DELETE ON marketplace_interests
  FOR EACH ROW EXECUTE FUNCTION kiwo_read_cache_changed('market');
--> statement-breakpoint
CREATE TRIGGER pens_read_cache_truncate AFTER TRUNCATE ON pens
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_read_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER batches_read_cache_truncate AFTER TRUNCATE ON batches
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_read_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER sections_read_cache_truncate AFTER TRUNCATE ON sections
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_read_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER daily_records_read_cache_truncate AFTER TRUNCATE ON daily_records
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_read_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER users_read_cache_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_read_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER notifications_read_cache_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_read_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER marketplace_listings_read_cache_truncate AFTER TRUNCATE ON marketplace_listings
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_read_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER marketplace_interests_read_cache_truncate AFTER TRUNCATE ON marketplace_interests
  FOR EACH STATEMENT EXECUTE FUNCTION kiwo_read_cache_truncated();
