/** Numbers as a Nigerian reader writes them (12,500), the same in every language. */
export const num = (value: number) =>
  new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 }).format(value);

/** Whole naira, grouped: ₦12,500. */
export const naira = (value: number) => `₦${num(Math.round(value))}`;

/** Which way a figure moved against the one before. */
export const trendOf = (value: number, previous: number) =>
  value > previous ? ('up' as const) : value < previous ? ('down' as const) : ('same' as const);
