import { describe, expect, it } from 'vitest';
import type { ApiError } from './errors';
import { farmCalls } from './farm';
import { createHttp } from './http';
import { errorEnvelope } from './schemas/envelope';
import { stubApi } from './test-support/stubApi';

const stub = stubApi();
const farm = () => farmCalls(createHttp({ baseUrl: stub.base, getToken: () => 'tok' }));

/** Resolves to the ApiError a call threw; a call that succeeds fails the test. */
const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as ApiError,
  );

describe('machine codes of a failed call against a real HTTP server', () => {
  it('a 400 gives each field its code and figures beside the English message', async () => {
    const body = {
      success: false,
      message: 'Sales is too large',
      error: 'Sales is too large',
      fields: { salesNaira: 'Sales is too large', date: 'The date cannot be after today' },
      fieldCodes: {
        salesNaira: { code: 'too_big', max: 10_000_000_000, unit: 'naira' },
        date: { code: 'future_date', max: '2026-11-27' },
      },
    };
    expect(errorEnvelope.safeParse(body).success).toBe(true);
    stub.reply(400, body);
    const error = await failure(farm().saveRecord('s1', '2026-11-28', { salesNaira: 2e10 }));
    expect(error.status).toBe(400);
    expect(error.fields.salesNaira).toBe('Sales is too large');
    expect(error.fieldCodes).toEqual(body.fieldCodes);
    expect(error.code).toBeUndefined();
  });

  it('leaves out codes and figures it does not know, and reads a non-field code', async () => {
    stub.reply(412, {
      success: false,
      message: 'Changed elsewhere',
      error: 'Changed elsewhere',
      code: 'record_changed',
      fields: { a: 'x', b: 'y', c: 'z' },
      fieldCodes: {
        a: { code: 'from_the_future' },
        b: { code: 'too_long', max: 'lots', min: Number.NaN, places: '2', unit: 'dollar' },
        c: 'required',
      },
    });
    const error = await failure(farm().saveRecord('s1', '2026-11-26', {}));
    expect(error.code).toBe('record_changed');
    expect(error.fieldCodes).toEqual({ b: { code: 'too_long', max: 'lots' } });

    stub.reply(409, { success: false, message: 'No', error: 'No', code: 'not_a_code' });
    const odd = await failure(farm().saveRecord('s1', '2026-11-26', {}));
    expect(odd.code).toBeUndefined();
    expect(odd.fieldCodes).toEqual({});
  });

  it('the envelope schema refuses a code the server must not send', () => {
    const base = { success: false, message: 'm', error: 'm' };
    expect(errorEnvelope.safeParse({ ...base, code: 'nope' }).success).toBe(false);
    expect(
      errorEnvelope.safeParse({ ...base, fields: { a: 'm' }, fieldCodes: { a: { code: 'nope' } } })
        .success,
    ).toBe(false);
  });
});
