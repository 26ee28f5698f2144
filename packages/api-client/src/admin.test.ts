import { describe, expect, it } from 'vitest';
import { adminCsvPath } from './admin';
import { adminUsersQuery, ninDecisionBody, suspendUserBody } from './schemas/admin';
import { failure, stubApi } from './test-support/stubApi';

const stub = stubApi();
const { seen, reply } = stub;

describe('admin calls', () => {
  it('pages farmers with the filters in the query', async () => {
    const pagination = { page: 2, limit: 10, total: 11, pages: 2 };
    reply(200, { success: true, message: 'ok', data: [], pagination });
    const page = await stub.api.admin.farmers({
      search: 'ada',
      state: 'Lagos',
      page: 2,
      limit: 10,
    });
    expect(page).toEqual({ items: [], pagination });
    expect(seen.at(-1)?.url).toBe('/api/admin/farmers?search=ada&state=Lagos&page=2&limit=10');
  });

  it('posts a NIN decision and reports a 403 with its message', async () => {
    reply(200, { success: true, message: 'NIN rejected', data: { _id: 'u1' } });
    await stub.api.admin.decideNin('u 1', { decision: 'reject', reason: 'Blurred' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/admin/users/u%201/nin',
      body: JSON.stringify({ decision: 'reject', reason: 'Blurred' }),
    });
    reply(403, { success: false, message: 'Forbidden' });
    const error = await failure(stub.api.admin.overview());
    expect(error.status).toBe(403);
  });

  it('reads one user and assigns an agent', async () => {
    reply(200, { success: true, message: 'ok', data: { user: { _id: 'u1' } } });
    expect(await stub.api.admin.user('u1')).toEqual({ user: { _id: 'u1' } });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/admin/users/u1' });
    await stub.api.admin.assignAgent('f1', { agentId: null });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/admin/farmers/f1/agent',
      body: '{"agentId":null}',
    });
  });

  it('counts recipients, sends a message and reads analytics', async () => {
    reply(200, { success: true, message: 'ok', data: { recipients: 12 } });
    expect(await stub.api.admin.recipients({ role: 'farmer', state: 'Kano' })).toBe(12);
    expect(seen.at(-1)?.url).toBe('/api/admin/notifications/recipients?role=farmer&state=Kano');
    reply(201, { success: true, message: 'Sent to 12', data: { sent: 12 } });
    const body = { audience: { role: 'farmer' as const }, title: 'Hi', message: 'There' };
    expect(await stub.api.admin.sendNotification(body)).toBe(12);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
    reply(200, { success: true, message: 'ok', data: { days: 90 } });
    expect(await stub.api.admin.analytics({ days: 90 })).toEqual({ days: 90 });
    expect(seen.at(-1)?.url).toBe('/api/admin/analytics?days=90');
  });

  it('suspends and reactivates an account', async () => {
    reply(200, { success: true, message: 'Account suspended', data: { _id: 'u1' } });
    await stub.api.admin.suspend('u1', { reason: 'Fraud' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/admin/users/u1/suspend',
      body: JSON.stringify({ reason: 'Fraud' }),
    });
    await stub.api.admin.reactivate('u1');
    expect(seen.at(-1)).toMatchObject({ url: '/api/admin/users/u1/reactivate', body: '{}' });
    reply(409, { success: false, message: 'x', error: 'You cannot suspend your own account' });
    const error = await failure(stub.api.admin.suspend('me', { reason: 'x' }));
    expect(error.message).toBe('You cannot suspend your own account');
  });

  it('validates queries and decisions like the server', () => {
    expect(adminUsersQuery.safeParse({ limit: '500' }).success).toBe(false);
    expect(adminUsersQuery.parse({ search: '', page: '2' })).toEqual({ page: 2 });
    expect(ninDecisionBody.safeParse({ decision: 'reject' }).success).toBe(false);
    expect(ninDecisionBody.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(suspendUserBody.safeParse({ reason: '  ' }).success).toBe(false);
    expect(adminUsersQuery.safeParse({ status: 'gone' }).success).toBe(false);
    expect(adminCsvPath({ search: 'a b' })).toBe('/admin/newsletter-subscribers.csv?search=a+b');
  });
});
