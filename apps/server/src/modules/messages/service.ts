import { normalizeNigerianPhone } from '@kiwo/domain';
import type { Database } from '../../db/client';
import { atReportStatus, nairaOf, termiiReportStatus } from '../../messaging/gateways';
import { lagosDayStart } from './alerts';
import type { Queue } from './queue';
import { createMessagesRepository, type MessagesRepository } from './repository';
import { smsText, stringsFor } from './text';

/** Replies that stop alerts, and the ones that start them again (case and spacing ignored). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'TSAYA']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

const inboundAction = (text: string): 'stop' | 'start' | 'ignored' => {
  const word = text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return 'ignored';
};

/** Start of the calendar month in Lagos. */
const lagosMonthStart = (now = new Date()) => {
  const lagos = new Date(now.getTime() + 3_600_000);
  return new Date(Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), 1) - 3_600_000);
};

export function createMessagesService(db: Database, queue: Queue) {
  const repo: MessagesRepository = createMessagesRepository(db);
  return {
    /** Unknown ids are accepted (200) and ignored: the gateway would only retry them. */
    async atDelivery(body: { id: string; status: string; failureReason?: string | undefined }) {
      const status = atReportStatus(body.status);
      if (!status) return false;
      return repo.applyReport('africastalking', {
        providerMessageId: body.id,
        status,
        failureReason: status === 'failed' ? (body.failureReason ?? body.status) : undefined,
      });
    },

    async termiiDelivery(body: {
      message_id: string;
      status: string;
      cost?: string | number | undefined;
    }) {
      const status = termiiReportStatus(body.status);
      const cost = body.cost === undefined ? undefined : String(body.cost);
      return repo.applyReport('termii', {
        providerMessageId: body.message_id,
        status,
        failureReason: status === 'failed' ? body.status : undefined,
        costNaira: cost && /^\d+(\.\d+)?$/.test(cost) ? cost : nairaOf(cost),
      });
    },

    /**
     * An incoming SMS: stored once per gateway id; STOP from a user's phone opts them out of
     * alerts (and is confirmed once, in their language), START opts them back in.
     */
    async inbound(
      provider: string,
      body: { id: string; from: string; to?: string | undefined; text: string },
    ) {
      const phone = normalizeNigerianPhone(body.from) ?? body.from;
      const user = await repo.userByPhone(phone);
      const action = inboundAction(body.text);
      const fresh = await repo.recordInbound({
        provider,
        providerMessageId: body.id,
        from: phone,
        to: body.to ?? null,
        text: body.text.slice(0, 1600),
        userId: user?.id ?? null,
        action: user ? action : 'ignored',
      });
      if (!fresh || !user || action === 'ignored') return action;
      await repo.setPreference(user.id, action === 'start', 'sms');
      if (action === 'stop') {
        const s = await stringsFor(user.language, user.gender);
        await queue.enqueue(
          'sms',
          { to: phone, text: smsText(s.sms.stopped()) },
          {
            userId: user.id,
            kind: 'notice',
          },
        );
      }
      return action;
    },

    async mode(userId: string): Promise<'on' | 'off' | 'auto'> {
      const pref = await repo.preference(userId);
      if (!pref) return 'auto';
      return pref.optedIn ? 'on' : 'off';
    },

    setEnabled: (userId: string, enabled: boolean) =>
      repo.setPreference(userId, enabled, 'settings'),

    /** The admin page's rows, dates as ISO strings (the shared response schema). */
    async page(filter: Parameters<MessagesRepository['page']>[0]) {
      const { items, total } = await repo.page(filter);
      const iso = (d: Date | null) => (d ? d.toISOString() : null);
      return {
        total,
        items: items.map((m) => ({
          ...m,
          createdAt: m.createdAt.toISOString(),
          sentAt: iso(m.sentAt),
          deliveredAt: iso(m.deliveredAt),
        })),
      };
    },

    async spend(now = new Date()) {
      const monthStart = lagosMonthStart(now);
      const [today, month, byStatus] = await Promise.all([
        repo.spendSince(lagosDayStart(now)),
        repo.spendSince(monthStart),
        repo.statusCounts(monthStart),
      ]);
      return {
        today: { spentNaira: today.spent },
        month: { spentNaira: month.spent, byStatus },
      };
    },
  };
}
