import { describe, expect, it } from 'vitest';
import { recordConflictResponse } from './schemas/farm';
import { failure, stubApi } from './test-support/stubApi';

const stub = stubApi();
const { seen, reply } = stub;

const record = {
  id: 'r1',
  sectionId: 's1',
  date: '2026-11-20',
  feedAmount: 20,
  feedType: null,
  waterConsumption: null,
  healthStatus: null,
  temperature: null,
  weather: null,
  mortality: 2,
  newBirths: 0,
  weight: null,
  culling: 0,
  salesNaira: 0,
  expenses: 0,
  numberSold: 0,
  notes: null,
  medicationGiven: null,
  vaccination: null,
  eggsCollected: null,
  eggsCracked: null,
  milkLitres: null,
  mortalityCause: null,
  cullingReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};

describe('daily record writes against a real HTTP server', () => {
  it('saveRecord without options sends no idempotency or precondition headers', async () => {
    reply(201, { success: true, message: 'Record saved', data: record });
    const saved = await stub.api.farm.saveRecord('s1', '2026-11-20', { mortality: 2 });
    expect(saved).toEqual(record);
    const last = seen.at(-1);
    expect(last).toMatchObject({ method: 'PUT', url: '/api/sections/s1/records/2026-11-20' });
    expect(last?.headers.authorization).toBe('Bearer tok');
    expect(last?.headers['idempotency-key']).toBeUndefined();
    expect(last?.headers['if-match']).toBeUndefined();
    expect(last?.headers['if-none-match']).toBeUndefined();
  });

  it('a queued write sends its key and If-None-Match: * when the farmer saw no record', async () => {
    reply(201, { success: true, message: 'Record saved', data: record });
    await stub.api.farm.saveRecord(
      's1',
      '2026-11-20',
      { mortality: 2 },
      {
        idempotencyKey: 'k-1',
        seen: null,
      },
    );
    const headers = seen.at(-1)?.headers;
    expect(headers?.['idempotency-key']).toBe('k-1');
    expect(headers?.['if-none-match']).toBe('*');
    expect(headers?.['if-match']).toBeUndefined();
    expect(headers?.['content-type']).toBe('application/json');
  });

  it('an edit of a seen record sends If-Match with its updatedAt as a quoted tag', async () => {
    reply(200, { success: true, message: 'Record updated', data: record });
    await stub.api.farm.saveRecord(
      's1',
      '2026-11-20',
      { mortality: 3 },
      { idempotencyKey: 'k-2', seen: record.updatedAt },
    );
    const headers = seen.at(-1)?.headers;
    expect(headers?.['if-match']).toBe(`"${record.updatedAt}"`);
    expect(headers?.['if-none-match']).toBeUndefined();
  });

  it('a 412 conflict is an ApiError carrying the current record in details', async () => {
    const conflict = recordConflictResponse.parse({
      success: false,
      message:
        'This record was changed elsewhere since you last saw it: choose which version to keep',
      error:
        'This record was changed elsewhere since you last saw it: choose which version to keep',
      details: { current: record },
    });
    reply(412, conflict);
    const error = await failure(
      stub.api.farm.saveRecord('s1', '2026-11-20', { mortality: 3 }, { seen: null }),
    );
    expect(error.status).toBe(412);
    expect(error.details).toEqual({ current: record });
    expect(error.message).toBe(conflict.error);
  });
});
