import { describe, expect, it } from 'vitest';
import { createHttp } from './http';
import { phoneCallCalls } from './phone';
import { adminPhoneCallsQuery, adminPhoneCallsResponse } from './schemas/phone';
import { stubApi } from './test-support/stubApi';

const stub = stubApi();
const { seen, reply } = stub;
const calls = () => phoneCallCalls(createHttp({ baseUrl: stub.base, getToken: () => 'tok' }));

describe('phone-call calls (ADR 0043) against a real HTTP server', () => {
  it('list() sends the search and page, and answers calls with pagination', async () => {
    const pagination = { page: 2, limit: 20, total: 21, pages: 2 };
    reply(200, { success: true, message: 'Phone calls', data: { calls: [], pagination } });
    expect(await calls().list({ phone: '0803 111', page: 2 })).toEqual({ calls: [], pagination });
    expect(seen.at(-1)?.url).toBe('/api/admin/phone-calls?phone=0803+111&page=2');
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer tok');
  });

  it('the query refuses letters in the phone and blanks mean no filter', () => {
    expect(adminPhoneCallsQuery.safeParse({ phone: 'abc' }).success).toBe(false);
    expect(adminPhoneCallsQuery.parse({ phone: '', page: '3' })).toEqual({ page: 3 });
  });

  it('the response knows the keypad turns and refuses an unknown kind', () => {
    const call = {
      id: 'c1',
      sessionId: 'ATVId_1',
      callerNumber: '+234803•••4567',
      userId: null,
      userName: null,
      language: 'ha',
      startedAt: '2026-11-26T10:00:00.000Z',
      endedAt: null,
      durationSeconds: null,
      amount: null,
      currency: null,
      endStatus: null,
      turns: [
        {
          at: '2026-11-26T10:00:30.000Z',
          kind: 'record',
          question: 'mortality +3, House A',
          answer: 'An adana.',
          stt: null,
          advisor: null,
          spoken: 'say',
        },
      ],
    };
    const page = { page: 1, limit: 20, total: 1, pages: 1 };
    const body = { success: true, message: 'ok', data: { calls: [call], pagination: page } };
    expect(adminPhoneCallsResponse.safeParse(body).success).toBe(true);
    const odd = { ...call, turns: [{ ...call.turns[0], kind: 'guess' }] };
    const bad = { ...body, data: { calls: [odd], pagination: page } };
    expect(adminPhoneCallsResponse.safeParse(bad).success).toBe(false);
  });
});
