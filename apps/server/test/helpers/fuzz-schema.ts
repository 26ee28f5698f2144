import fc from 'fast-check';
import { hostileValue, INJECTIONS } from './fuzz-hostile';
import type { JsonSchema } from './routes';

/**
 * A fast-check arbitrary of values that satisfy a route's JSON schema (as the OpenAPI document
 * gives it), as far as JSON schema can say: zod refinements beyond it (real calendar days, phone
 * rules) are left for the server to judge, which is part of the point.
 */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length > 0) {
    return fc.oneof(...variants.map((s: JsonSchema) => validValue(s, depth + 1)));
  }
  const base = baseValue(schema, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function baseValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.oneof(
        fc.integer({
          min: Math.ceil(schema.minimum ?? -1e6),
          max: Math.floor(schema.maximum ?? 1e6),
        }),
        fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile: fall back to plain text.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 300));
  return fc.string({ minLength, maxLength, unit: fc.constantFrom(...'abcdefghij KLMNOP0123-ọ') });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, validValue(s, depth + 1)]),
  );
  if (Object.keys(model).length === 0) {
    return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 3,
    });
  }
  return fc.record(model, { requiredKeys: (schema.required ?? []) as string[] });
}

/** A valid value with one property (at any depth of the top level) made hostile or removed. */
export function mutatedValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema?.properties ?? {});
  if (!schema || properties.length === 0) return hostileValue();
  return fc
    .tuple(
      validValue(schema) as fc.Arbitrary<Record<string, unknown>>,
      fc.constantFrom(...properties),
      fc.oneof(
        { weight: 4, arbitrary: hostileValue().map((v) => ({ set: v })) },
        // A valid text with a hostile fragment inside (NUL, quotes, wildcards, markup).
        {
          weight: 3,
          arbitrary: fc
            .tuple(fc.constantFrom(...INJECTIONS), fc.nat())
            .map(([taint, at]) => ({ taint, at })),
        },
        { weight: 1, arbitrary: fc.constant({ drop: true }) },
        { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((k) => ({ extra: k })) },
      ),
    )
    .map(([value, key, change]) => {
      const copy: Record<string, unknown> = { ...(value ?? {}) };
      if ('taint' in change) {
        const text = typeof copy[key] === 'string' ? (copy[key] as string) : '';
        const at = change.at % (text.length + 1);
        copy[key] = text.slice(0, at) + change.taint + text.slice(at);
      } else if ('drop' in change) delete copy[key];
      else if ('set' in change) copy[key] = change.set;
      else copy[change.extra] = 'unexpected';
      return copy;
    });
}
