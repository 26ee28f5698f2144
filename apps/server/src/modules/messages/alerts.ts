import { localeFromUserLanguage, type UserLanguage } from '@kiwo/i18n';
import type { SQL } from 'drizzle-orm';
import type { SmsConfig, WhatsAppConfig } from '../../config';
import type { Database } from '../../db/client';
import { segmentsOf } from '../../lib/gsm7';
import { storeWhatsApp, templateMessage, textMessage } from '../../messaging/whatsapp';
import { createMessagesRepository } from './repository';
import { fit, SMS_SEGMENT, smsText, stringsFor } from './text';

/**
 * Alerts by SMS (ADR 0037): a few in-app notifications also go out as one SMS, in the user's
 * language, to users who opted in or have not used the app for `INACTIVE_DAYS` (a farmer on
 * USSD only), never to one who replied STOP, within a per-user daily cap and a daily budget.
 * The SMS is queued in the notification's own transaction (ADR 0038): both happen, or neither.
 *
 * The channel is chosen here, in one place (ADR 0048): a user who wrote to the
 * WhatsApp bot in the last `WHATSAPP_ACTIVE_DAYS` gets the alert there instead — free-form text
 * within 24 hours of their last message, the approved template outside it, and SMS when no
 * template is configured for the alert. Meta refusing the text with 131047 (the window closed
 * while it waited) sends the template, else the SMS (messaging/whatsapp.ts `sendStored`).
 */

/** No app session for this long: the user is reached by SMS. */
const INACTIVE_DAYS = 14;
/** What an alert is reckoned to cost until its gateway prices it (Nigerian routes, 2026). */
const ESTIMATED_NAIRA_PER_SEGMENT = 4;

const limits = { dailyCapPerUser: 5, dailyBudgetNaira: 5000 };

/** Wrote to the WhatsApp bot this recently: alerts go there rather than by SMS. */
const WHATSAPP_ACTIVE_DAYS = 30;
/** Meta's customer service window after the user's last message. */
const WINDOW_MS = 24 * 3_600_000;

let whatsapp: Pick<WhatsAppConfig, 'templates' | 'templateLanguages'> | undefined;

/** The WhatsApp settings alerts use; undefined: alerts never go by WhatsApp. */
export function configureWhatsAppAlerts(
  config: Pick<WhatsAppConfig, 'templates' | 'templateLanguages'> | undefined,
) {
  whatsapp = config;
}
const USER_LANGUAGES: readonly UserLanguage[] = ['english', 'hausa', 'yoruba', 'igbo'];

export function configureSmsAlerts(
  config: Pick<SmsConfig, 'dailyCapPerUser' | 'dailyBudgetNaira'>,
) {
  limits.dailyCapPerUser = config.dailyCapPerUser;
  limits.dailyBudgetNaira = config.dailyBudgetNaira;
}

/** Midnight in Lagos (UTC+1, no daylight saving) of the day `now` falls in. */
export function lagosDayStart(now = new Date()): Date {
  const hour = 3_600_000;
  const day = 24 * hour;
  return new Date(Math.floor((now.getTime() + hour) / day) * day - hour);
}

/** An event that may become an SMS: the notification's type, priority and params. */
export interface AlertEvent {
  type: string;
  priority?: string | undefined;
  params?: Record<string, string> | undefined;
}

type Strings = Awaited<ReturnType<typeof stringsFor>>;

/** The SMS for an event, or undefined when this event is not one that goes out by SMS. */
function render(s: Strings, event: AlertEvent): string | undefined {
  const p = event.params ?? {};
  const room = (template: (blank: string) => string) => SMS_SEGMENT - smsText(template('')).length;
  switch (event.type) {
    case 'consultation_answered': {
      const topic = fit(p.topic ?? '', 30);
      const template = (message: string) =>
        s.sms.consultationAnswered({ topic, message }) as string;
      return template(fit(p.message ?? '', room(template)));
    }
    case 'consultation_reply': {
      // To the staff handling the request (ADR 0070): the same
      // away rule as the farmer's alerts.
      const name = fit(p.name ?? '', 30);
      const topic = fit(p.topic ?? '', 30);
      const template = (message: string) =>
        s.sms.consultationReply({ name, topic, message }) as string;
      return template(fit(p.message ?? '', room(template)));
    }
    case 'consultation_assigned':
      if (p.kind !== 'vet' || !p.name) return undefined;
      return s.sms.consultationAssigned({ name: fit(p.name, 30), topic: fit(p.topic ?? '', 40) });
    case 'admin_message': {
      if (event.priority !== 'urgent') return undefined;
      const title = fit(p.title ?? '', 40);
      const template = (message: string) => s.sms.adminMessage({ title, message }) as string;
      return template(fit(p.message ?? '', room(template)));
    }
    case 'high_mortality':
      return s.sms.highMortality({
        count: p.count ?? '',
        section: fit(p.section ?? '', 24),
        date: p.date ? s.day(p.date) : '',
        rate: p.rate ?? '',
      });
    case 'lay_rate_drop':
      return s.sms.layRateDrop({
        section: fit(p.section ?? '', 24),
        from: p.from ?? '',
        to: p.to ?? '',
        date: p.date ? s.day(p.date) : '',
      });
    case 'stock_low':
      if (p.kind === 'medicine') {
        return s.sms.medicineLow({
          item: fit(p.item ?? '', 30),
          left: p.left ?? '',
          unit: fit(p.unit ?? '', 12),
        });
      }
      return s.sms.stockLow({ item: fit(p.item ?? '', 30), days: p.days ?? '' });
    case 'ussd_saved':
      return s.sms.ussdSaved({
        section: fit(p.section ?? '', 24),
        date: p.date ? s.day(p.date) : '',
        count: Number(p.count ?? 0),
      });
    default:
      return undefined;
  }
}

/** Whether `event` is one that may go out by SMS (before looking at the user). */
const isSmsAlert = (event: AlertEvent) =>
  [
    'consultation_answered',
    'consultation_reply',
    'high_mortality',
    'lay_rate_drop',
    'stock_low',
    'ussd_saved',
  ].includes(event.type) ||
  (event.type === 'consultation_assigned' && event.params?.kind === 'vet') ||
  (event.type === 'admin_message' && event.priority === 'urgent');

export type AlertOutcome =
  | 'queued'
  | 'whatsapp_text'
  | 'whatsapp_template'
  | 'not_an_alert'
  | 'no_user'
  | 'opted_out'
  | 'uses_app'
  | 'daily_cap'
  | 'budget';

/**
 * Queues the SMS for `event` to `userId` when the rules allow it; `db` may be the caller's
 * transaction. Returns why not, otherwise `queued`.
 */
export async function queueSmsAlert(
  db: Database,
  userId: string,
  event: AlertEvent,
  now = new Date(),
): Promise<AlertOutcome> {
  if (!isSmsAlert(event)) return 'not_an_alert';
  const repo = createMessagesRepository(db);
  const dayStart = lagosDayStart(now);
  const activeSince = new Date(now.getTime() - INACTIVE_DAYS * 86_400_000);
  const who = await repo.alertAudience(userId, { dayStart, activeSince });
  if (who?.status !== 'active') return 'no_user';
  if (who.optedIn === false) return 'opted_out';
  if (who.optedIn !== true && who.recentSession) return 'uses_app';
  if (Number(who.alertsToday) >= limits.dailyCapPerUser) return 'daily_cap';
  const s = await stringsFor(who.language, who.gender);
  const body = render(s, event);
  if (body === undefined) return 'not_an_alert';
  const sms = (text: string) => ({
    channel: 'sms' as const,
    to: who.phone,
    body: text,
    userId,
    kind: `alert:${event.type}`,
    segments: segmentsOf(text).segments,
    retryAt: now,
  });
  const chat = whatsAppAlert(who, event, body, now);
  if (chat) {
    await repo.insert({
      channel: 'whatsapp',
      to: who.phone.replace(/^\+/, ''),
      body: storeWhatsApp({
        message: chat.message,
        fallback: {
          template: chat.template,
          sms: { to: who.phone, text: smsText(body), userId, kind: `alert:${event.type}` },
        },
      }),
      userId,
      kind: `alert:${event.type}`,
      retryAt: now,
    });
    return chat.outcome;
  }
  const withHint = smsText(`${body} ${s.sms.optOutHint()}`);
  const text = withHint.length <= SMS_SEGMENT ? withHint : smsText(body);
  const { spent, unpriced } = await repo.spendSince(dayStart);
  const cost = segmentsOf(text).segments * ESTIMATED_NAIRA_PER_SEGMENT;
  if (spent + (unpriced + 1) * cost > limits.dailyBudgetNaira) return 'budget';
  await repo.insert(sms(text));
  return 'queued';
}

/** Body parameters of each alert's template ({{1}}, {{2}}…), in the order they were approved. */
const TEMPLATE_PARAMS: Record<string, readonly string[]> = {
  consultation_answered: ['topic', 'message'],
  high_mortality: ['count', 'section', 'date', 'rate'],
  consultation_reply: ['name', 'topic', 'message'],
};

/**
 * The alert as a WhatsApp message, or undefined (SMS): the user wrote to the bot lately, and
 * either the window is open (text, with the template as the 131047 fallback) or a template is
 * approved for this alert in the user's language.
 */
function whatsAppAlert(
  who: { language: string | null; whatsappAt: Date | string | null },
  event: AlertEvent,
  text: string,
  now: Date,
) {
  if (!whatsapp || !who.whatsappAt) return undefined;
  const last = new Date(who.whatsappAt).getTime();
  if (now.getTime() - last > WHATSAPP_ACTIVE_DAYS * 86_400_000) return undefined;
  const name = whatsapp.templates[event.type];
  const params = TEMPLATE_PARAMS[event.type];
  const language = whatsapp.templateLanguages[localeFromUserLanguage(who.language) ?? 'en'];
  const template =
    name && params && language
      ? templateMessage(
          name,
          language,
          params.map((key) => event.params?.[key] ?? ''),
        )
      : undefined;
  if (now.getTime() - last < WINDOW_MS) {
    return { message: textMessage(text), template, outcome: 'whatsapp_text' as const };
  }
  return template
    ? { message: template, template, outcome: 'whatsapp_template' as const }
    : undefined;
}

/**
 * An urgent admin notice by SMS to everyone of `audience` the alert rules allow, each in their
 * language, queued in the notice's own transaction; the day's remaining budget bounds how many.
 */
export async function queueSmsBroadcast(
  db: Database,
  audience: SQL | undefined,
  notice: { title: string; message: string },
  now = new Date(),
) {
  const repo = createMessagesRepository(db);
  const texts = {} as Record<UserLanguage, { text: string; segments: number }>;
  for (const language of USER_LANGUAGES) {
    const s = await stringsFor(language);
    const body = render(s, {
      type: 'admin_message',
      priority: 'urgent',
      params: notice,
    }) as string;
    const withHint = smsText(`${body} ${s.sms.optOutHint()}`);
    const text = withHint.length <= SMS_SEGMENT ? withHint : smsText(body);
    texts[language] = { text, segments: segmentsOf(text).segments };
  }
  const dayStart = lagosDayStart(now);
  const { spent, unpriced } = await repo.spendSince(dayStart);
  const perMessage =
    Math.max(...Object.values(texts).map((t) => t.segments)) * ESTIMATED_NAIRA_PER_SEGMENT;
  const left = limits.dailyBudgetNaira - spent - unpriced * perMessage;
  await repo.queueBroadcast({
    audience,
    texts,
    kind: 'alert:admin_message',
    dayStart,
    activeSince: new Date(now.getTime() - INACTIVE_DAYS * 86_400_000),
    cap: limits.dailyCapPerUser,
    limit: Math.floor(left / perMessage),
    now,
  });
}
