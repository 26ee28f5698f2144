import type { Notification } from '@kiwo/api-client';
import { loadLocale, translator } from '@kiwo/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseNaira, toQuery, whatsAppTo } from '../marketplace/helpers';
import { notificationText } from './text';

const base: Notification = {
  _id: 'n1',
  type: 'marketplace_interest',
  title: 'Someone is interested in your listing',
  body: 'server words',
  params: { name: 'Emeka Obi', listing: '50 layers', phone: '+2348031234567' },
  priority: 'high',
  isRead: false,
  actions: [],
  actionTaken: null,
  link: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  await Promise.all([loadLocale('en'), loadLocale('ha')]);
});

describe('notification wording', () => {
  it('words known types from params in the reader’s language', () => {
    const en = notificationText(base, translator('en'));
    expect(en).toEqual({
      title: 'Someone is interested in your listing',
      body: 'Emeka Obi is interested in “50 layers”. Call them on +2348031234567.',
    });
    const ha = notificationText(base, translator('ha'));
    expect(ha.title).toBe('Wani yana sha’awar kayanku');
    expect(ha.body).toContain('Emeka Obi');
  });

  it('words a request for help and a USSD registration in the reader’s language', () => {
    const help = {
      ...base,
      type: 'help_requested',
      params: { name: 'Amina Bello', phone: '+2348030000001', topic: 'Vet call request' },
    } as Notification;
    expect(
      notificationText(
        { ...help, params: { ...help.params, reason: 'call', kind: 'vet' } },
        translator('en'),
      ),
    ).toEqual({
      title: 'A farmer needs a vet',
      body: 'Amina Bello (+2348030000001) asks for a call: "Vet call request".',
    });
    const ha = notificationText(
      { ...help, params: { ...help.params, reason: 'urgent' } },
      translator('ha'),
    );
    expect(ha.title).toBe('Manomi yana buƙatar taimako');
    expect(ha.body).toContain('gaggawa');
    const back = notificationText(
      { ...help, params: { ...help.params, reason: 'returned' } },
      translator('ha'),
    );
    expect(back.body).toBe(
      'Amina Bello (+2348030000001) yana sake jira: an mayar da "Vet call request" cikin layi.',
    );
    const reg = notificationText(
      {
        ...base,
        type: 'farmer_registered',
        params: { name: 'Danladi Musa', phone: '+2348091112233', state: 'Kaduna' },
      } as Notification,
      translator('en'),
    );
    expect(reg.body).toBe(
      'Danladi Musa (+2348091112233, Kaduna) registered by USSD. Call them, then approve.',
    );
  });

  it('tells the agent whose farm lost animals; falls back to the server words', () => {
    const t = translator('en');
    const agent = notificationText(
      {
        ...base,
        type: 'high_mortality',
        params: {
          name: 'Amina Bello',
          count: '6',
          section: 'House A',
          date: '2026-01-01',
          rate: '6.3',
        },
      },
      t,
    );
    expect(agent.title).toBe('High mortality at Amina Bello’s farm');
    expect(agent.body).toBe(
      'Amina Bello: 6 deaths in House A on 1 Jan 2026 (6.3% of the animals).',
    );
    const admin = notificationText({ ...base, type: 'admin_message', params: {} }, t);
    expect(admin).toEqual({ title: base.title, body: 'server words' });
  });
});

describe('marketplace helpers', () => {
  it('turns the saved filters into the API query; blank means no filter', () => {
    expect(
      toQuery({
        search: '  layers ',
        category: '',
        state: 'Kano',
        transactionType: 'sell',
        minPrice: '1,000',
        maxPrice: 'abc',
        sort: 'newest',
        page: 3,
      }),
    ).toEqual({
      search: 'layers',
      category: undefined,
      state: 'Kano',
      transactionType: 'sell',
      minPrice: 1000,
      maxPrice: undefined,
      sort: 'newest',
      page: 3,
      limit: 20,
    });
    expect(parseNaira('₦2,500.50')).toBe(2500.5);
    expect(parseNaira('-5')).toBeUndefined();
  });

  it('builds wa.me links from E.164 numbers with the greeting encoded', () => {
    expect(whatsAppTo('+2348031234567', 'Hello & “hi”')).toBe(
      'https://wa.me/2348031234567?text=Hello%20%26%20%E2%80%9Chi%E2%80%9D',
    );
  });
});
