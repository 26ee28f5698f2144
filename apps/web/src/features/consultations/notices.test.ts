import type { Notification } from '@kiwo/api-client';
import { loadLocale, translator } from '@kiwo/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationText } from '../notifications/text';

const note = (type: Notification['type'], params: Record<string, string>): Notification => ({
  _id: 'n1',
  type,
  title: 'server title',
  body: 'server words',
  params,
  priority: 'medium',
  isRead: false,
  actions: [],
  actionTaken: null,
  link: '/farmer/consultations',
  createdAt: '2026-01-01T00:00:00.000Z',
});

beforeAll(async () => {
  await Promise.all([loadLocale('en'), loadLocale('yo')]);
});

describe('consultation and admin notices in the reader’s language', () => {
  it('words each consultation step for the asker, and the assignment for the assignee', () => {
    const t = translator('en');
    expect(
      notificationText(
        note('consultation_answered', { topic: 'Birds coughing', message: 'Give water' }),
        t,
      ),
    ).toEqual({
      title: 'Your consultation request was answered',
      body: 'Answer to “Birds coughing”: Give water',
    });
    expect(
      notificationText(note('consultation_assigned', { topic: 'Goats', name: 'Dr Ade' }), t).body,
    ).toBe('Dr Ade is looking at your request “Goats”.');
    expect(
      notificationText(
        note('consultation_assigned', { topic: 'Goats', asker: 'Musa', phone: '+2348030000004' }),
        t,
      ).title,
    ).toBe('A consultation was assigned to you');
    expect(
      notificationText(note('consultation_closed', { topic: 'Goats', note: 'Solved' }), t).body,
    ).toBe('Your request “Goats” was closed. Closed: Solved');
    const yo = notificationText(
      note('consultation_answered', { topic: 'Adìẹ', message: 'Omi' }),
      translator('yo'),
    );
    expect(yo.title).toBe('A ti dáhùn ìbéèrè ìmọ̀ràn rẹ');
  });

  it('words NIN decisions, agent assignment and hidden listings; falls back without params', () => {
    const t = translator('en');
    expect(notificationText(note('nin_decision', { decision: 'approved' }), t).title).toBe(
      'NIN verified',
    );
    expect(
      notificationText(note('nin_decision', { decision: 'rejected', reason: 'Blurred' }), t).body,
    ).toBe('Your NIN could not be verified: Blurred. Please check it and submit it again.');
    expect(
      notificationText(note('agent_assigned', { name: 'Chinedu Okafor', phone: '+234803' }), t)
        .body,
    ).toBe('Chinedu Okafor is now your extension agent. Phone: +234803.');
    expect(
      notificationText(note('listing_hidden', { listing: 'Vaccines', reason: 'Fake' }), t).title,
    ).toBe('Your listing was taken down');
    expect(notificationText(note('consultation_closed', {}), t)).toEqual({
      title: 'server title',
      body: 'server words',
    });
  });
});
