/**
 * Type guard for the `as const` enumerations of this package: narrows an unknown value (a query
 * string, a JSON field, a form value) to one of the listed literals without a cast at the call site.
 */
export const isOneOf = <const T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
