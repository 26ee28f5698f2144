/**
 * Queries prepared once and reused. Drizzle builds a query's SQL on every call (on the hot read
 * routes that was a fifth to a quarter of the server's CPU, bench/load-api.ts); a prepared query
 * keeps the SQL, and on PostgreSQL its name makes each pooled connection parse and plan it once.
 *
 * A prepared query runs on the pool it was made from, never inside a transaction: call sites
 * that take a `tx` keep building their query.
 */

/**
 * One prepared query per shape of a query with optional parts (which filters are present,
 * which order): `build(shape)` runs the first time a shape is asked for and must name the
 * statement uniquely for that shape. Shapes come from code (flags), never from user input.
 */
export function preparedByShape<Q>(build: (shape: string) => Q): (shape: string) => Q {
  const cache = new Map<string, Q>();
  return (shape) => {
    let query = cache.get(shape);
    if (!query) {
      query = build(shape);
      cache.set(shape, query);
    }
    return query;
  };
}

/** `flags({ from: true, to: false })` → `"from"`: the shape key of the parts present. */
export const shapeOf = (parts: Record<string, boolean>) =>
  Object.keys(parts)
    .filter((k) => parts[k])
    .join('_') || 'plain';
