import type { Notification } from '@kiwo/api-client';
import type { AreaTranslator } from '@kiwo/i18n';
import { formatDate } from '../../stores/dates';

/** The notifications screens read their own strings file (ADR 0076). */
type NoticeTranslator = AreaTranslator<'notifications'>;

const reportType = (type: string | undefined, t: NoticeTranslator) => {
  const words: Record<string, () => string> = {
    visit: t.enums.reportType.visit,
    disease: t.enums.reportType.disease,
    mortality: t.enums.reportType.mortality,
    feed: t.enums.reportType.feed,
    market: t.enums.reportType.market,
    other: t.enums.reportType.other,
  };
  return type && words[type] ? words[type]() : (type ?? '');
};

/**
 * A notification's title and body in the reader's language, worded from its type and `params`.
 * Types this app does not know (or missing params) fall back to the server's English words.
 */
export function notificationText(
  n: Notification,
  t: NoticeTranslator,
): { title: string; body: string } {
  const k = t.notifications.kinds;
  const p = n.params;
  const note = p.message ? ` ${k.theyWrote({ message: p.message })}` : '';
  const name = p.name ?? '';
  const listing = p.listing ?? '';
  const phone = p.phone ?? '';
  switch (n.type) {
    case 'marketplace_interest':
      if (!p.name || !p.listing) break;
      return { title: k.interestTitle(), body: k.interestBody({ name, listing, phone }) + note };
    case 'marketplace_interest_reply':
      if (!p.name || !p.listing) break;
      return p.answer === 'accepted'
        ? { title: k.acceptedTitle(), body: k.acceptedBody({ name, listing, phone }) + note }
        : { title: k.declinedTitle(), body: k.declinedBody({ name, listing }) + note };
    case 'marketplace_request_answer':
      if (!p.name || !p.product) break;
      return {
        title: k.answerTitle(),
        body: k.answerBody({ name, product: p.product, message: p.message ?? '', phone }),
      };
    case 'agent_report':
      if (!p.name) break;
      return {
        title: k.reportTitle(),
        body: k.reportBody({ name, type: reportType(p.reportType, t), issue: p.issue ?? '' }),
      };
    case 'high_mortality': {
      if (!p.count || !p.section) break;
      const body = k.mortalityBody({
        count: p.count,
        section: p.section,
        date: p.date ? formatDate(p.date) : '',
        rate: p.rate ?? '',
      });
      return p.name
        ? { title: k.mortalityAgentTitle({ name }), body: `${name}: ${body}` }
        : { title: k.mortalityTitle(), body };
    }
    case 'lay_rate_drop': {
      if (!p.section || !p.from || !p.to) break;
      const body = t.farm.layDropBody({
        section: p.section,
        from: p.from,
        to: p.to,
        date: p.date ? formatDate(p.date) : '',
      });
      return p.name
        ? { title: k.layDropAgentTitle({ name }), body: `${name}: ${body}` }
        : { title: t.farm.layDropTitle(), body };
    }
    case 'help_requested': {
      if (!p.name || !p.topic) break;
      const params = { name, phone, topic: p.topic };
      const body =
        p.reason === 'urgent'
          ? k.helpUrgent(params)
          : p.reason === 'assigned'
            ? k.helpAssigned(params)
            : p.reason === 'returned'
              ? k.helpReturned(params)
              : k.helpCall(params);
      return { title: p.kind === 'vet' ? k.helpVetTitle() : k.helpTitle(), body };
    }
    case 'farmer_registered':
      if (!p.name) break;
      return {
        title: k.registeredTitle(),
        body: k.registeredBody({ name, phone, state: p.state ?? '' }),
      };
    case 'health_due': {
      if (!p.item || !p.section) break;
      const items = t.farm.healthCalendar.items as Record<string, () => string>;
      return {
        title: k.healthDueTitle(),
        body: k.healthDueBody({
          item: items[p.item]?.() ?? p.item,
          section: p.section,
          batch: p.batch ?? '',
          date: p.dueTo ? formatDate(p.dueTo) : '',
        }),
      };
    }
    case 'stock_low':
      if (!p.item) break;
      if (p.kind === 'medicine') {
        return {
          title: k.medicineLowTitle(),
          body: k.medicineLowBody({ item: p.item, left: p.left ?? '0', unit: p.unit ?? '' }),
        };
      }
      return {
        title: k.stockLowTitle(),
        body: k.stockLowBody({ item: p.item, days: p.days ?? '0' }),
      };
    case 'record_reminder':
      if (!p.days) break;
      return { title: k.reminderTitle(), body: k.reminderBody({ days: p.days }) };
    default: {
      const issue9 = adminNoticeText(n, t);
      if (issue9) return issue9;
    }
  }
  return { title: n.title, body: n.body };
}

/** An action button's words: known ids translated, others as the server labels them. */
export const actionLabel = (id: string, fallback: string, t: NoticeTranslator) =>
  id === 'accept' || id === 'decline' ? t.notifications.action[id]() : fallback;

/** Admin notices (ADR 0015): consultations, NIN decisions, agent assignment, hidden listings. */
function adminNoticeText(
  n: Notification,
  t: NoticeTranslator,
): { title: string; body: string } | null {
  const c = t.notifications.consultationKinds;
  const a = t.notifications.notices;
  const p = n.params;
  const topic = p.topic ?? '';
  switch (n.type) {
    case 'consultation_assigned':
      if (!p.topic) return null;
      return p.asker
        ? {
            title: c.assigneeTitle(),
            body: c.assigneeBody({ asker: p.asker, phone: p.phone ?? '', topic }),
          }
        : { title: c.assignedTitle(), body: c.assignedBody({ name: p.name ?? '', topic }) };
    case 'consultation_answered':
      if (!p.topic) return null;
      return {
        title: c.answeredTitle(),
        body: c.answeredBody({ topic, message: p.message ?? '' }),
      };
    case 'consultation_reply':
      if (!p.topic) return null;
      return {
        title: c.replyTitle(),
        body: c.replyBody({ name: p.name ?? '', topic, message: p.message ?? '' }),
      };
    case 'consultation_closed': {
      if (!p.topic) return null;
      const note = p.note ? ` ${t.notifications.consultationClosed({ note: p.note })}` : '';
      return { title: c.closedTitle(), body: c.closedBody({ topic }) + note };
    }
    case 'nin_decision':
      if (p.decision === 'approved') {
        return { title: a.ninApprovedTitle(), body: a.ninApprovedBody() };
      }
      if (p.decision === 'rejected') {
        return { title: a.ninRejectedTitle(), body: a.ninRejectedBody({ reason: p.reason ?? '' }) };
      }
      return null;
    case 'agent_assigned':
      if (!p.name) return null;
      return {
        title: a.agentAssignedTitle(),
        body: a.agentAssignedBody({ name: p.name, phone: p.phone ?? '' }),
      };
    case 'farmer_assigned':
      if (!p.name) return null;
      return {
        title: a.farmerAssignedTitle(),
        body: a.farmerAssignedBody({ name: p.name, phone: p.phone ?? '' }),
      };
    case 'listing_hidden':
      if (!p.listing) return null;
      return {
        title: a.listingHiddenTitle(),
        body: a.listingHiddenBody({ listing: p.listing, reason: p.reason ?? '' }),
      };
    case 'request_hidden':
      if (!p.product) return null;
      return {
        title: a.requestHiddenTitle(),
        body: a.requestHiddenBody({ product: p.product, reason: p.reason ?? '' }),
      };
    case 'farmers_moved': {
      const count = Number(p.count);
      if (!Number.isInteger(count)) return null;
      if (p.direction === 'in') {
        return { title: a.farmersMovedInTitle(), body: a.farmersMovedInBody({ count }) };
      }
      if (!p.name) return null;
      return {
        title: a.farmersMovedOutTitle(),
        body: a.farmersMovedOutBody({ count, name: p.name }),
      };
    }
    default:
      return null;
  }
}
