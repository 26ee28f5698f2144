import fc from 'fast-check';

/**
 * Inputs that break careless servers: SQL and script fragments, NUL bytes and odd Unicode,
 * huge strings, deep nesting, numbers at the edges of JSON, prototype keys.
 */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '%',
  '_',
  '\\',
  '%_%\\',
  '$1',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\u200b\u200d\ufeff',
  'Ọ̀nà ìjẹ ẹran — Ìgbò: ị ọ ụ ṅ — Hausa: ƙ ɗ ɓ',
  '🐔🐐🐄'.repeat(50),
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e309',
  '9999-99-99',
  '2024-02-30',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'constructor',
  ' ',
  '',
  '\r\n\r\nX-Injected: 1',
] as const;

/** Text that is valid JSON but hostile as a value. */
export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...INJECTIONS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 100 }) },
    {
      weight: 1,
      // Up to 1.2 MB of UTF-8: past the 1 MiB body limit and every length rule.
      arbitrary: fc
        .tuple(
          fc.constantFrom('A', 'é', '🐔', '\u0000', "'"),
          fc.integer({ min: 1_000, max: 300_000 }),
        )
        .map(([c, n]) => c.repeat(n)),
    },
  );

const hostileNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.constantFrom(
      0,
      -0,
      -1,
      1e308,
      -1e308,
      5e-324,
      2 ** 31,
      2 ** 53 + 2,
      -(2 ** 63),
      0.1 + 0.2,
      1.005,
      123456789.123456,
    ),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
  );

/** Nested arrays or objects, up to 2,000 levels deep. */
const deepNesting = (): fc.Arbitrary<unknown> =>
  fc.tuple(fc.integer({ min: 50, max: 2_000 }), fc.boolean()).map(([depth, arrays]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
    return value;
  });

/** Any JSON value that is wrong in type or shape for most fields. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileString() },
    { weight: 2, arbitrary: hostileNumber() },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }) },
    { weight: 1, arbitrary: deepNesting() },
    { weight: 1, arbitrary: fc.array(hostileString(), { maxLength: 2_000 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  );

/** A whole body that is not what any route expects. */
export const hostileBody = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    hostileValue(),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...INJECTIONS)),
      hostileValue(),
      {
        maxKeys: 20,
      },
    ),
    // Prototype pollution attempts: secure JSON parsing must refuse these.
    fc.constantFrom(JSON.parse('{"__proto__": {"role": "admin"}}') as unknown, {
      constructor: { prototype: { role: 'admin' } },
    }),
  );

/** Bytes sent as the body instead of JSON (bad JSON, wrong type, empty). */
export const rawBody = (): fc.Arbitrary<{ payload: string; contentType: string }> =>
  fc.record({
    payload: fc.oneof(
      fc.constantFrom(
        '{',
        '{"a":',
        '[1,2',
        '{"a":1}}',
        'null',
        '"x"',
        '',
        '\u0000',
        '{"__proto__":{"x":1}}',
      ),
      fc.string({ unit: 'binary', maxLength: 500 }),
    ),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
    ),
  });
