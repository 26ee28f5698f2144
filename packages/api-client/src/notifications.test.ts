import { describe, expect, it } from 'vitest';
import { marketplaceCsvPath } from './marketplace';
import { NOTIFICATION_MESSAGES } from './notifications';
import { listingsQuery, updateListingBody } from './schemas/marketplace';
import { notificationsQuery } from './schemas/notifications';
import { failure, stubApi } from './test-support/stubApi';

const stub = stubApi();
const { seen, reply } = stub;

describe('notification calls (spec §7) against a real HTTP server', () => {
  it('list() sends page, limit, type, isRead and priority and keeps totalNotifications', async () => {
    const pagination = { page: 2, limit: 10, total: 11, pages: 2 };
    reply(200, { success: true, message: 'ok', data: [], totalNotifications: 11, pagination });
    const list = await stub.api.notifications.list({
      page: 2,
      limit: 10,
      type: 'agent_report',
      isRead: false,
      priority: 'urgent',
    });
    expect(list).toEqual({ data: [], totalNotifications: 11, pagination });
    expect(seen.at(-1)?.url).toBe(
      '/api/notifications?page=2&limit=10&type=agent_report&isRead=false&priority=urgent',
    );
  });

  it('unreadCount(), markRead(), markAllRead() and act() use exactly the spec paths', async () => {
    reply(200, { success: true, message: 'ok', data: { unreadCount: 12 } });
    expect(await stub.api.notifications.unreadCount()).toBe(12);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/notifications/unread-count' });
    reply(200, { success: true, message: 'ok', data: { updated: 3 } });
    await stub.api.notifications.markAllRead();
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/api/notifications/mark-all-read' });
    reply(200, { success: true, message: 'Your answer was sent', data: { _id: 'n1' } });
    const acted = await stub.api.notifications.act('n1', { action: 'accept', response: 'ok' });
    expect(acted.message).toBe('Your answer was sent');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/notifications/n1/action',
      body: JSON.stringify({ action: 'accept', response: 'ok' }),
    });
  });

  it('failures carry the spec §8 defaults unless the server says more', async () => {
    reply(500, {});
    expect((await failure(stub.api.notifications.markRead('x'))).message).toBe(
      'Failed to mark notification as read',
    );
    expect((await failure(stub.api.notifications.markAllRead())).message).toBe(
      'Failed to mark all notifications as read',
    );
    expect((await failure(stub.api.notifications.act('x', { action: 'a' }))).message).toBe(
      'Action failed',
    );
    reply(409, { success: false, message: 'x', error: 'This notification was already answered' });
    expect((await failure(stub.api.notifications.act('x', { action: 'a' }))).message).toBe(
      'This notification was already answered',
    );
    expect(NOTIFICATION_MESSAGES.markAllRead).toBe('All notifications marked as read');
  });

  it('the query schema turns isRead text into a boolean and refuses unknown values', () => {
    expect(notificationsQuery.parse({ isRead: 'true', priority: 'low' })).toMatchObject({
      isRead: true,
      priority: 'low',
    });
    expect(notificationsQuery.safeParse({ isRead: 'yes' }).success).toBe(false);
    expect(notificationsQuery.safeParse({ priority: 'all' }).success).toBe(false);
  });
});

describe('marketplace calls and schemas', () => {
  it('listings() sends the filters as text; the CSV path drops page and limit', async () => {
    const pagination = { page: 1, limit: 20, total: 0, pages: 0 };
    reply(200, { success: true, message: 'ok', data: [], pagination });
    await stub.api.marketplace.listings({
      mine: true,
      minPrice: 100,
      category: 'feed',
      search: '',
    });
    expect(seen.at(-1)?.url).toBe('/api/marketplace/listings?mine=true&minPrice=100&category=feed');
    expect(marketplaceCsvPath({ state: 'Kano', page: 3, limit: 20, sort: 'price_asc' })).toBe(
      '/marketplace/listings.csv?state=Kano&sort=price_asc',
    );
    expect(marketplaceCsvPath()).toBe('/marketplace/listings.csv');
  });

  it('validates price ranges, 2-decimal prices and clearable descriptions', () => {
    expect(listingsQuery.safeParse({ minPrice: '10', maxPrice: '5' }).success).toBe(false);
    expect(listingsQuery.parse({ minPrice: '15', mine: 'true' })).toMatchObject({
      minPrice: 15,
      mine: true,
    });
    expect(updateListingBody.safeParse({ price: 1.234 }).success).toBe(false);
    expect(updateListingBody.parse({ description: '' })).toEqual({ description: null });
  });
});
