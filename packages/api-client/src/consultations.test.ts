import { describe, expect, it } from 'vitest';
import { createConsultationBody } from './schemas/consultations';
import { failure, stubApi } from './test-support/stubApi';

const stub = stubApi();
const { seen, reply } = stub;

describe('consultation calls', () => {
  it('sends a request and pages the asker’s own', async () => {
    reply(201, { success: true, message: 'Request sent', data: { id: 'c1' } });
    const body = {
      kind: 'vet' as const,
      topic: 'Coughing',
      livestockType: 'poultry' as const,
      description: 'Birds are coughing since Monday',
    };
    expect(await stub.api.consultations.create(body)).toEqual({ id: 'c1' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/consultations',
      body: JSON.stringify(body),
    });
    const pagination = { page: 1, limit: 20, total: 0, pages: 0 };
    reply(200, { success: true, message: 'ok', data: [], pagination });
    await stub.api.consultations.mine({ kind: 'vet', page: 2 });
    expect(seen.at(-1)?.url).toBe('/api/consultations/mine?kind=vet&page=2');
  });

  it('assigns, answers and closes by id; reports a 409 with its message', async () => {
    reply(200, { success: true, message: 'ok', data: { id: 'c 1' } });
    await stub.api.consultations.assign('c 1', { assigneeId: 'u1' });
    expect(seen.at(-1)?.url).toBe('/api/admin/consultations/c%201/assign');
    await stub.api.consultations.answer('c1', { answer: 'Give water' });
    expect(seen.at(-1)).toMatchObject({ url: '/api/admin/consultations/c1/answer' });
    await stub.api.consultations.close('c1');
    expect(seen.at(-1)).toMatchObject({ url: '/api/consultations/c1/close', body: '{}' });
    reply(409, { success: false, message: 'x', error: 'This consultation is closed' });
    const error = await failure(stub.api.consultations.answer('c1', { answer: 'late' }));
    expect(error.message).toBe('This consultation is closed');
  });

  it('validates a request like the server', () => {
    const base = {
      kind: 'vet',
      topic: 'Coughing',
      livestockType: 'poultry',
      description: 'Birds are coughing since Monday',
    };
    expect(createConsultationBody.parse(base).urgency).toBe('medium');
    expect(createConsultationBody.safeParse({ ...base, description: 'short' }).success).toBe(false);
    const gif = { mimeType: 'image/gif', dataBase64: 'AAAA' };
    expect(createConsultationBody.safeParse({ ...base, photo: gif }).success).toBe(false);
  });
});
