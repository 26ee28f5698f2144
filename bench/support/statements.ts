/**
 * Which statements a benchmark run sent and what they cost PostgreSQL, from pg_stat_statements:
 * calls, how many of those were planned (a prepared statement with a cached plan is planned far
 * less often than it is called), and the mean execution and planning time. Needs a PostgreSQL
 * started with `shared_preload_libraries=pg_stat_statements` (and, for planning times,
 * `pg_stat_statements.track_planning=on`); docs/BENCHMARKS.md, "Prepared hot queries and a folded
 * save", shows how to start a private one. Times are wall-clock: on a busy machine they include
 * waiting for a core.
 */
interface StatementRow {
  calls: string;
  plans: string;
  exec_us: string;
  plan_us: string;
  query: string;
}

/** Clears the database's statistics; the answer prints what ran since, costliest first. */
export async function watchStatements(
  db: import('pg').Client,
  top = 15,
): Promise<() => Promise<void>> {
  try {
    await db.query('create extension if not exists pg_stat_statements');
    await db.query('select pg_stat_statements_reset()');
  } catch (error) {
    console.error(
      `--statements: pg_stat_statements is not available (${(error as Error).message}); ` +
        'start a PostgreSQL with shared_preload_libraries=pg_stat_statements',
    );
    return async () => {};
  }
  return async () => {
    const { rows } = await db.query<StatementRow>(
      `select calls, plans, round(mean_exec_time * 1000) as exec_us,
              round(total_plan_time * 1000 / greatest(calls, 1)) as plan_us,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
       from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
         and query not like '%pg_stat_statements%'
       order by total_exec_time + total_plan_time desc
       limit $1`,
      [top],
    );
    console.log('\n| calls | planned | mean exec µs | plan µs per call | statement |');
    console.log('|---:|---:|---:|---:|---|');
    for (const r of rows) {
      const text = r.query.replaceAll('|', '\\|');
      console.log(`| ${r.calls} | ${r.plans} | ${r.exec_us} | ${r.plan_us} | \`${text}\` |`);
    }
  };
}
