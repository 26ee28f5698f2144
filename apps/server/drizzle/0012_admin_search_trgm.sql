-- Custom SQL migration file, put your code below! --
-- Issue 9: a trigram index for the admin search (`users.search_text LIKE '%…%'`) where the
-- server has pg_trgm (PostgreSQL's contrib, on Debian and every managed PostgreSQL). The
-- embedded PGlite has no pg_trgm loaded: both steps are skipped there and the search scans,
-- which is fine at the size of a local or test database (bench/admin-lists.ts, BENCHMARKS.md).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%); admin search will scan', SQLERRM;
END $$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin (search_text gin_trgm_ops);
  END IF;
END $$;
