import { type FieldProblem, isFieldCode } from '@kiwo/api-client/schemas';

/**
 * One validation issue as fastify-type-provider-zod hands it over: `keyword` is zod's issue
 * code, `params` the rest of the issue (`origin`, `minimum`, `maximum`, `format`, `expected`, and
 * for a refinement the `params` it was given).
 */
interface ValidationIssue {
  keyword: string;
  params?: Record<string, unknown>;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const figure = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A refinement's own code (`coded` in `@kiwo/api-client/schemas`), with its figures. */
function refinementProblem(params: Record<string, unknown>): FieldProblem | undefined {
  const own = params.params as Record<string, unknown> | undefined;
  if (!own || !isFieldCode(own.code)) return undefined;
  const problem: FieldProblem = { code: own.code };
  if (figure(own.min) !== undefined) problem.min = figure(own.min);
  if (figure(own.max) !== undefined || typeof own.max === 'string')
    problem.max = own.max as number | string;
  if (figure(own.places) !== undefined) problem.places = figure(own.places);
  if (own.unit === 'naira') problem.unit = 'naira';
  return problem;
}

/**
 * The machine code of a field's problem, for the reader's language (the web words it from
 * packages/i18n `validation`). `value` is what the client sent at that path: a missing or blank
 * value is `required` whatever rule noticed it. Undefined when no code fits: the web then shows
 * its generic line, and the English message stays beside it.
 */
export function problemOf(issue: ValidationIssue, value: unknown): FieldProblem | undefined {
  const params = issue.params ?? {};
  if (issue.keyword === 'custom') {
    const own = refinementProblem(params);
    if (own) return blank(value) && own.code !== 'required' ? { code: 'required' } : own;
  }
  if (blank(value)) return { code: 'required' };
  const origin = params.origin;
  const min = figure(params.minimum);
  const max = figure(params.maximum);
  switch (issue.keyword) {
    case 'invalid_type':
      if (params.expected === 'int') return { code: 'not_whole_number' };
      if (params.expected === 'number') return { code: 'not_number' };
      return undefined;
    case 'too_small':
      if (min === undefined) return undefined;
      if (origin === 'string') return min <= 1 ? { code: 'required' } : { code: 'too_short', min };
      if (origin === 'array' || origin === 'set')
        return min <= 1 ? { code: 'required' } : { code: 'too_few', min };
      return origin === 'number' ? { code: 'too_small', min } : undefined;
    case 'too_big':
      if (max === undefined) return undefined;
      if (origin === 'string') return { code: 'too_long', max };
      if (origin === 'array' || origin === 'set') return { code: 'too_many', max };
      return origin === 'number' ? { code: 'too_big', max } : undefined;
    case 'invalid_format':
      if (params.format === 'email') return { code: 'invalid_email' };
      if (params.format === 'date' || params.format === 'datetime') return { code: 'invalid_date' };
      return undefined;
    case 'invalid_value':
      return { code: 'invalid_choice' };
    default:
      return undefined;
  }
}

/** The value at a dotted path of a parsed body, query or params object. */
export function valueAt(source: unknown, path: string): unknown {
  if (path === '') return source;
  let current = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
