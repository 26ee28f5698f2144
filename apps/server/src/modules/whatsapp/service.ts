import { addDays, csvFileName, normalizeNigerianPhone } from '@kiwo/domain';
import {
  LOCALE_DISPLAY_NAMES,
  LOCALES,
  type Locale,
  localeFromUserLanguage,
  type Translator,
  userLanguageFromLocale,
} from '@kiwo/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { farmToday } from '../../lib/farm-today';
import { allTranslators } from '../../lib/translators';
import {
  buttonsMessage,
  listMessage,
  type OutgoingMessage,
  textMessage,
} from '../../messaging/whatsapp';
import { activeSections } from '../batches';
import type { createChatService } from '../chat';
import type { Queue } from '../messages';
import { createRecordsService, periodFigures } from '../records';
import type { UserRow } from '../users';
import type { WhatsAppMedia } from './media';
import { guessLocale, keywordOf, type ParsedEntry, parseEntry, sectionNamed } from './parse';
import { createWhatsAppRepository, type PendingRow } from './repository';
import type { InboundMessage } from './webhook';

/** How long a Confirm button stays good; after it the record must be sent again. */
const PENDING_MINUTES = 30;
/** The Cloud API's longest text body. */
const TEXT_LIMIT = 4096;

/** Every reply comes from the i18n `whatsapp` part. */
const translators = allTranslators;

const num = (value: number) =>
  new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 }).format(value);

export interface BotOptions {
  db: Database;
  outbound: Queue;
  chat: ReturnType<typeof createChatService>;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Voice notes and documents (media.ts); absent: voice notes are not listened to. */
  media?: WhatsAppMedia | undefined;
}

/**
 * The chatbot (ADR 0041): who is writing (their phone), what they mean (a record to confirm, a
 * button, a report, a language, a question), and the reply through the durable outbound queue.
 */
export function createWhatsAppBot({ db, outbound, chat, publicUrl, log, media }: BotOptions) {
  const repo = createWhatsAppRepository(db);
  const records = createRecordsService(db);

  async function send(to: string, userId: string | null, message: OutgoingMessage, kind: string) {
    const { sent } = await outbound.sendNow(
      'whatsapp',
      { to, text: JSON.stringify(message) },
      { userId, kind: `whatsapp:${kind}` },
    );
    if (!sent) log.warn({ kind }, 'WhatsApp reply refused; queued for a retry');
  }

  const what = (t: Translator, e: ParsedEntry) =>
    [
      e.mortality ? t.whatsapp.entryDeaths({ count: e.mortality }) : undefined,
      e.numberSold
        ? t.whatsapp.entrySold({ count: e.numberSold, naira: num(e.sales ?? 0) })
        : undefined,
      e.feedAmount ? t.whatsapp.entryFeed({ kg: num(e.feedAmount) }) : undefined,
      e.newBirths ? t.whatsapp.entryBirths({ count: e.newBirths }) : undefined,
    ]
      .filter(Boolean)
      .join(', ');

  const confirmButtons = (t: Translator, pending: PendingRow, section: string) =>
    buttonsMessage(t.whatsapp.confirm({ section, what: what(t, pending.entry as ParsedEntry) }), [
      { id: `ok:${pending.id}`, title: t.whatsapp.confirmButton() },
      { id: `no:${pending.id}`, title: t.whatsapp.cancelButton() },
    ]);

  /** A record understood: stored as pending, then Confirm/Cancel (or the section list first). */
  async function askToConfirm(user: UserRow, t: Translator, from: string, text: string) {
    const list = await activeSections(db, user.id);
    const { section, rest } = sectionNamed(text, list);
    const entry = parseEntry(rest, [localeOf(user), guessLocale(text)]);
    if (!entry) return undefined;
    if (list.length === 0) {
      await send(from, user.id, textMessage(t.whatsapp.noSections()), 'no_sections');
      return 'no_sections';
    }
    const chosen = section ?? (list.length === 1 ? list[0] : undefined);
    const pending = await repo.createPending({
      userId: user.id,
      waId: from,
      entry,
      sectionId: chosen?.id ?? null,
      date: farmToday(),
      expiresAt: new Date(Date.now() + PENDING_MINUTES * 60_000),
    });
    if (chosen) {
      await send(from, user.id, confirmButtons(t, pending, chosen.name), 'confirm');
      return 'record_asked';
    }
    await send(
      from,
      user.id,
      listMessage(
        t.whatsapp.chooseSection({ what: what(t, entry) }),
        t.whatsapp.sectionsButton(),
        t.whatsapp.sectionsTitle(),
        list.map((s) => ({
          id: `sec:${pending.id}:${s.id}`,
          title: s.name,
          description: t.whatsapp.liveAnimals({ count: s.count }),
        })),
      ),
      'choose_section',
    );
    return 'section_asked';
  }

  /** A button or list row: `ok:`/`no:` a pending record, `sec:` its section, `lang:` a language. */
  async function onReply(user: UserRow, t: Translator, from: string, id: string) {
    const [action, pendingId = '', extra = ''] = id.split(':');
    if (action === 'lang') return switchLanguage(user, from, pendingId as Locale);
    const pending = await repo.pending(pendingId, user.id);
    if (!pending) return reply(from, user, t.whatsapp.expired(), 'unknown_reply');
    if (pending.status !== 'pending') return reply(from, user, t.whatsapp.alreadyDone(), 'already');
    if (pending.expiresAt.getTime() < Date.now()) {
      await repo.resolve(pending.id, 'cancelled');
      return reply(from, user, t.whatsapp.expired(), 'expired');
    }
    if (action === 'no') {
      await repo.resolve(pending.id, 'cancelled');
      return reply(from, user, t.whatsapp.cancelled(), 'cancelled');
    }
    const list = await activeSections(db, user.id);
    if (action === 'sec') {
      const section = list.find((s) => s.id === extra);
      if (!section) return reply(from, user, t.whatsapp.notSaved(), 'bad_section');
      await repo.chooseSection(pending.id, section.id);
      await send(from, user.id, confirmButtons(t, pending, section.name), 'confirm');
      return 'record_asked';
    }
    if (action !== 'ok' || !pending.sectionId) {
      return reply(from, user, t.whatsapp.notSaved(), 'bad_reply');
    }
    const section = list.find((s) => s.id === pending.sectionId);
    const entry = pending.entry as ParsedEntry;
    try {
      // The pending id is the idempotency key: two taps on Confirm add the entry once.
      const saved = await records.addEntry(
        user,
        'whatsapp',
        pending.sectionId,
        pending.date,
        entry,
        `whatsapp:${pending.id}`,
      );
      await repo.resolve(pending.id, 'confirmed');
      return reply(
        from,
        user,
        t.whatsapp.saved({
          section: section?.name ?? '',
          deaths: saved.after.mortality,
          sold: saved.after.numberSold,
          feed: num(saved.after.feedAmount ?? 0),
          live: saved.liveCount,
        }),
        'saved',
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      if (error.statusCode === 400 && (entry.mortality || entry.numberSold)) {
        const alive = section?.count ?? 0;
        return reply(
          from,
          user,
          t.whatsapp.notEnough({ section: section?.name ?? '', alive }),
          'not_enough',
        );
      }
      return reply(from, user, t.whatsapp.notSaved(), 'not_saved');
    }
  }

  async function reply(to: string, user: UserRow | null, text: string, outcome: string) {
    await send(to, user?.id ?? null, textMessage(text), outcome);
    return outcome;
  }

  async function switchLanguage(user: UserRow, from: string, locale: Locale | undefined) {
    const tr = await translators();
    if (!locale || !LOCALES.includes(locale)) {
      const t = tr[localeOf(user)];
      await send(
        from,
        user.id,
        listMessage(
          t.whatsapp.languageMenu(),
          t.whatsapp.languageButton(),
          t.whatsapp.languageButton(),
          LOCALES.map((l) => ({ id: `lang:${l}`, title: LOCALE_DISPLAY_NAMES[l] })),
        ),
        'language_menu',
      );
      return 'language_menu';
    }
    await repo.setLanguage(user.id, userLanguageFromLocale(locale));
    return reply(from, user, tr[locale].whatsapp.languageSet(), 'language_set');
  }

  async function report(user: UserRow, t: Translator, from: string, period: 'today' | 'week') {
    const today = farmToday();
    const f = await periodFigures(
      db,
      user.id,
      period === 'today' ? today : addDays(today, -6),
      today,
    );
    const values = {
      live: f.live,
      deaths: f.deaths,
      sold: f.sold,
      naira: num(f.sales),
      feed: num(f.feedKg),
      expenses: num(f.expenses),
    };
    const text =
      period === 'today' ? t.whatsapp.reportToday(values) : t.whatsapp.reportWeek(values);
    return reply(from, user, text, `report_${period}`);
  }

  /** A question: the in-app assistant's advisor and stored conversation (one history). */
  async function advise(user: UserRow, t: Translator, from: string, text: string, voice = false) {
    try {
      await chat.checkRate(user.id);
      const answer = await chat.ask(user, {
        message: text.slice(0, 2000),
        language: localeOf(user),
      });
      await reply(from, user, answer.response.slice(0, TEXT_LIMIT), 'advice');
      // A question asked aloud is also answered aloud where that language is spoken (media.ts).
      const audio = voice ? await media?.spoken(answer.response, localeOf(user)) : undefined;
      if (audio) await send(from, user.id, audio, 'advice_audio');
      return 'advice';
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) {
        return reply(from, user, t.whatsapp.tooFast(), 'too_fast');
      }
      log.error({ err: error }, 'WhatsApp advice failed');
      return reply(from, user, t.whatsapp.advisorFailed(), 'advice_failed');
    }
  }

  /** "report csv": the records export as a document (media.ts), or why not. */
  async function recordsCsv(user: UserRow, t: Translator, from: string) {
    const name = `${user.farmName ?? `${user.firstName} ${user.lastName}`} records ${farmToday()}`;
    const file = media
      ? await media.recordsCsv(user.id, csvFileName(name), t.whatsapp.csvCaption())
      : 'csvFailed';
    if (typeof file === 'string') return reply(from, user, t.whatsapp[file](), file);
    await send(from, user.id, file, 'csv');
    return 'csv';
  }

  const localeOf = (user: UserRow): Locale => localeFromUserLanguage(user.language) ?? 'en';

  /** One stored message, acted on once; answers the outcome recorded with it. */
  async function handle(m: InboundMessage): Promise<{ userId: string | null; outcome: string }> {
    const tr = await translators();
    const phone = normalizeNigerianPhone(`+${m.from}`);
    const user = phone ? await repo.userByPhone(phone) : undefined;
    if (!user) {
      const guess = m.body.kind === 'text' ? guessLocale(m.body.text) : 'en';
      const url = `${publicUrl}/register`;
      await reply(m.from, null, tr[guess].whatsapp.unknownNumber({ url }), 'unknown_number');
      return { userId: null, outcome: 'unknown_number' };
    }
    const t = tr[localeOf(user)];
    const done = (outcome: string) => ({ userId: user.id, outcome });
    if (user.status === 'suspended')
      return done(await reply(m.from, user, t.whatsapp.suspended(), 'suspended'));
    if (user.role !== 'farmer')
      return done(await reply(m.from, user, t.whatsapp.notFarmer(), 'not_farmer'));

    const body = m.body;
    if (body.kind === 'reply') return done(await onReply(user, t, m.from, body.id));
    if (body.kind === 'other' || (body.kind === 'audio' && !media))
      return done(await reply(m.from, user, t.whatsapp.unsupported(), 'unsupported'));
    // A voice note is heard (media.ts) and then read like the same words typed.
    const heard = body.kind === 'audio' ? await media?.hear(body, localeOf(user)) : undefined;
    if (heard && !heard.ok)
      return done(await reply(m.from, user, t.whatsapp[heard.reply](), heard.outcome));
    const text = heard?.ok ? heard.text : body.kind === 'text' ? body.text.trim() : '';
    if (!text) return done('empty');
    const keyword = keywordOf(text);
    if (keyword?.kind === 'report') return done(await report(user, t, m.from, keyword.period));
    if (keyword?.kind === 'language')
      return done(await switchLanguage(user, m.from, keyword.locale));
    if (keyword?.kind === 'csv') return done(await recordsCsv(user, t, m.from));
    if (keyword?.kind === 'help') {
      return done(await reply(m.from, user, t.whatsapp.help({ name: user.firstName }), 'help'));
    }
    const asked = await askToConfirm(user, t, m.from, text);
    if (asked) return done(asked);
    return done(await advise(user, t, m.from, text, heard !== undefined));
  }

  return {
    handle,
    repo,
  };
}
