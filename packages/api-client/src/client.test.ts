import { describe, expect, it } from 'vitest';
import { adminCalls } from './admin';
import { agentCalls } from './agent';
import { authCalls } from './auth';
import { chatCalls } from './chat';
import { createApiClient } from './client';
import { consultationCalls } from './consultations';
import { farmCalls } from './farm';
import { createHttp, type HttpOptions } from './http';
import { marketplaceCalls } from './marketplace';
import { newsletterCalls } from './newsletter';
import { notificationCalls } from './notifications';
import { stubApi } from './test-support/stubApi';
import { userCalls } from './users';

const stub = stubApi();

describe('areas built one at a time, so a screen carries only its own calls', () => {
  it('offer exactly the calls of the whole client, so an app can build only what it calls', () => {
    const options: HttpOptions = { baseUrl: '/api' };
    const http = createHttp(options);
    const calls = (area: object) => Object.keys(area).sort();
    const whole = createApiClient(options);
    expect({
      admin: calls(adminCalls(http)),
      agent: calls(agentCalls(http)),
      auth: calls(authCalls(http)),
      chat: calls(chatCalls(http, options)),
      consultations: calls(consultationCalls(http)),
      farm: calls(farmCalls(http)),
      marketplace: calls(marketplaceCalls(http)),
      newsletter: calls(newsletterCalls(http)),
      notifications: calls(notificationCalls(http)),
      users: calls(userCalls(http)),
    }).toEqual(Object.fromEntries(Object.entries(whole).map(([area, c]) => [area, calls(c)])));
  });

  it('share one http: its bases and the token read at call time', async () => {
    let token = 'first';
    const http = createHttp({
      baseUrl: stub.base,
      emailBaseUrl: `${stub.base}/mail`,
      getToken: () => token,
    });
    const auth = authCalls(http);
    const users = userCalls(http);
    token = 'second';
    stub.reply(200, { success: true, message: 'ok', data: { id: 'u1' } });
    await auth.forgotPassword('ada@example.ng');
    await users.updateProfile({ language: 'hausa' });
    expect(
      stub.seen.map(({ method, url, headers }) => [method, url, headers.authorization]),
    ).toEqual([
      ['POST', '/api/mail/auth/forgotpassword', 'Bearer second'],
      ['PATCH', '/api/users/profile', 'Bearer second'],
    ]);
  });
});
