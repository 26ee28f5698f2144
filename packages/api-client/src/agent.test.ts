import { describe, expect, it } from 'vitest';
import { agentFarmersResponse, registerFarmerBody, reportsQuery } from './schemas/agent';
import { failure, stubApi } from './test-support/stubApi';

const stub = stubApi();
const { seen, reply } = stub;

describe('agent calls against a real HTTP server', () => {
  it('farmers() sends the filters and returns the items with their pagination', async () => {
    const pagination = { page: 2, limit: 5, total: 7, pages: 2 };
    reply(200, { success: true, message: 'ok', data: [], pagination });
    const page = await stub.api.agent.farmers({ search: 'ada', state: 'Lagos', page: 2, limit: 5 });
    expect(page).toEqual({ items: [], pagination });
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/users/farmers/by-agent?search=ada&state=Lagos&page=2&limit=5',
    });
  });

  it('uses the spec §8 defaults when the server says nothing useful', async () => {
    stub.replyText(502, 'bad gateway');
    expect((await failure(stub.api.agent.farmers())).message).toBe('Failed to fetch farmers');
    expect((await failure(stub.api.agent.registerFarmer({} as never))).message).toBe(
      'Registration failed',
    );
    expect((await failure(stub.api.agent.createPen('f1', { name: 'P' }))).message).toBe(
      'Failed to create pen',
    );
  });

  it("puts the server's error first and keeps the per-field messages", async () => {
    reply(409, {
      success: false,
      message: 'Conflict',
      error: 'An account with this phone number already exists',
      fields: { phone: 'An account with this phone number already exists' },
    });
    const error = await failure(
      stub.api.agent.registerFarmer({
        firstName: 'A',
        lastName: 'B',
        phone: '08031234567',
        password: 'long enough',
      }),
    );
    expect(error).toMatchObject({
      status: 409,
      message: 'An account with this phone number already exists',
      fields: { phone: 'An account with this phone number already exists' },
    });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/users/farmers' });
  });

  it('reports, filing and the dashboard hit their paths', async () => {
    reply(200, {
      success: true,
      message: 'ok',
      data: [],
      pagination: { page: 1, limit: 20, total: 0, pages: 0 },
    });
    await stub.api.agent.reports({ farmerId: 'f1' });
    expect(seen.at(-1)?.url).toBe('/api/reports?farmerId=f1');
    reply(201, { success: true, message: 'ok', data: { _id: 'r1' } });
    expect(
      await stub.api.agent.fileReport({ farmerId: 'f1', reportType: 'visit', issue: 'x' }),
    ).toEqual({
      _id: 'r1',
    });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/reports' });
    reply(200, { success: true, message: 'ok', data: { farmers: 1 } });
    expect(await stub.api.agent.dashboard()).toEqual({ farmers: 1 });
    expect(seen.at(-1)?.url).toBe('/api/agents/me/dashboard');
  });
});

describe('agent schemas', () => {
  it('registerFarmerBody is the sign-up payload, farmer role only, optional NIN and email', () => {
    const ok = registerFarmerBody.parse({
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '0803 123 4567',
      password: 'long enough',
      email: '',
      nin: '',
      role: 'farmer',
    });
    expect(ok).toMatchObject({ phone: '+2348031234567', email: undefined, nin: undefined });
    const bad = registerFarmerBody.safeParse({ role: 'admin' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'phone', 'password', 'role']),
    );
  });

  it('list queries coerce page and limit and cap limit at 100', () => {
    expect(reportsQuery.parse({ page: '3', limit: '100' })).toMatchObject({ page: 3, limit: 100 });
    expect(reportsQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(
      agentFarmersResponse.safeParse({
        success: true,
        message: 'ok',
        data: [],
        pagination: { page: 1, limit: 20, total: 0, pages: 0 },
      }).success,
    ).toBe(true);
  });
});
