/** A hand-driven clock for the in-memory caches' `now` option: time moves only by `advance`. */
export function clock(start = 1_000) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}
