import { describe, expect, it } from 'vitest';
import { createHttp } from './http';
import { messageCalls } from './messages';
import { adminMessagesQuery, adminMessagesResponse, smsAlertsBody } from './schemas/messages';
import { failure, stubApi } from './test-support/stubApi';

const stub = stubApi();
const { seen, reply } = stub;
const calls = () => messageCalls(createHttp({ baseUrl: stub.base, getToken: () => 'tok' }));

describe('message calls (ADR 0037) against a real HTTP server', () => {
  it('list() sends the filters and keeps pagination beside data', async () => {
    const pagination = { page: 2, limit: 20, total: 21, pages: 2 };
    reply(200, { success: true, message: 'Messages', data: [], pagination });
    const page = await calls().list({
      phone: '0803 111',
      status: 'delivered',
      channel: 'sms',
      page: 2,
    });
    expect(page).toMatchObject({ data: [], pagination });
    expect(seen.at(-1)?.url).toBe(
      '/api/admin/messages?phone=0803+111&status=delivered&channel=sms&page=2',
    );
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer tok');
  });

  it('summary() and smsAlerts() return data; setSmsAlerts() PUTs { enabled }', async () => {
    reply(200, { success: true, message: 'ok', data: { mode: 'off', phone: '+2348031112222' } });
    expect(await calls().setSmsAlerts(false)).toEqual({ mode: 'off', phone: '+2348031112222' });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/users/sms-alerts',
      body: JSON.stringify({ enabled: false }),
    });
    reply(200, { success: true, message: 'ok', data: { mode: 'auto', phone: '+234' } });
    expect((await calls().smsAlerts()).mode).toBe('auto');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/users/sms-alerts' });
    reply(200, { success: true, message: 'ok', data: { today: { spentNaira: 4.4 } } });
    expect(await calls().summary()).toEqual({ today: { spentNaira: 4.4 } });
    expect(seen.at(-1)?.url).toBe('/api/admin/messages/summary');
  });

  it('failures carry their own default message unless the server says more', async () => {
    reply(500, {});
    expect((await failure(calls().setSmsAlerts(true))).message).toBe('Could not change SMS alerts');
    reply(403, { success: false, message: 'Forbidden', error: 'Admins only' });
    expect((await failure(calls().list())).message).toBe('Admins only');
  });
});

describe('message schemas', () => {
  it('read blank filters as absent and name the bad field', () => {
    expect(adminMessagesQuery.parse({ phone: '', status: '', page: '2' })).toEqual({ page: 2 });
    const bad = adminMessagesQuery.safeParse({ phone: 'abc', status: 'lost' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Phone must be digits',
      'Status must be one of queued, sent, delivered, failed, outbox',
    ]);
    expect(smsAlertsBody.safeParse({ enabled: 'yes' }).error?.issues[0]?.message).toBe(
      'enabled must be true or false',
    );
  });

  it('keeps a message row as JSON gives it (dates as strings, cost as a decimal string)', () => {
    const row = {
      id: 'm1',
      channel: 'sms',
      to: '+2348031112222',
      kind: 'otp',
      body: 'Your code is [hidden]',
      status: 'delivered',
      provider: 'termii',
      costNaira: '3.9000',
      segments: 1,
      attempts: 1,
      error: null,
      failureReason: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      sentAt: '2026-11-26T10:00:01.000Z',
      deliveredAt: '2026-11-26T10:00:09.000Z',
    };
    const pagination = { page: 1, limit: 20, total: 1, pages: 1 };
    const parsed = adminMessagesResponse.parse({
      success: true,
      message: 'ok',
      data: [row],
      pagination,
    });
    expect(parsed.data[0]).toEqual(row);
    expect(
      adminMessagesResponse.safeParse({
        success: true,
        message: 'ok',
        data: [{ ...row, status: 'lost' }],
        pagination,
      }).success,
    ).toBe(false);
  });
});
