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
import type { PasswordHasher } from '../../lib/passwords';
import { allTranslators } from '../../lib/translators';
import { buttonsMessage, listMessage, textMessage } from '../../messaging/whatsapp';
import { activeSections } from '../batches';
import type { createChatService } from '../chat';
import type { Queue } from '../messages';
import { createRecordsService, periodFigures } from '../records';
import type { UserRow } from '../users';
import type { WhatsAppMedia } from './media';
import { farmersNamed, forFarmer } from './on-behalf';
import { guessLocale, keywordOf, type ParsedEntry, parseEntry, sectionNamed } from './parse';
import { createWhatsAppRepository, type PendingRow } from './repository';
import { createSend } from './send';
import { createSignup, type SignupOptions } from './signup';
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
  passwords: PasswordHasher;
  secrets: SignupOptions['secrets'];
}

/**
 * Whose day a record is for: the writer's own farm (`name` null), or — an agent writing for one
 * of their farmers (ADR 0049) — that farmer, named in every reply.
 */
interface Owner {
  id: string;
  name: string | null;
}

/**
 * The chatbot (ADR 0041): who is writing (their phone), what they mean (a record to confirm, a
 * button, a report, a language, a question), and the reply through the durable outbound queue.
 */
export function createWhatsAppBot(o: BotOptions) {
  const { db, outbound, chat, log, media } = o;
  const repo = createWhatsAppRepository(db);
  const records = createRecordsService(db);
  const send = createSend(outbound, log);
  const signup = createSignup({ ...o, send, translators });
  const own = (user: UserRow): Owner => ({ id: user.id, name: null });
  /** The reply, prefixed with the farmer's name when an agent writes for them. */
  const label = (t: Translator, owner: Owner, text: string) =>
    owner.name ? t.whatsapp.agentForFarmer({ farmer: owner.name, text }) : text;

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

  const confirmButtons = (t: Translator, owner: Owner, pending: PendingRow, section: string) =>
    buttonsMessage(
      label(t, owner, t.whatsapp.confirm({ section, what: what(t, pending.entry as ParsedEntry) })),
      [
        { id: `ok:${pending.id}`, title: t.whatsapp.confirmButton() },
        { id: `no:${pending.id}`, title: t.whatsapp.cancelButton() },
      ],
    );

  /** A record understood: stored as pending, then Confirm/Cancel (or the section list first). */
  async function askToConfirm(
    user: UserRow,
    t: Translator,
    from: string,
    text: string,
    owner: Owner = own(user),
  ) {
    const list = await activeSections(db, owner.id);
    const { section, rest } = sectionNamed(text, list);
    const entry = parseEntry(rest, [localeOf(user), guessLocale(text)]);
    if (!entry) return undefined;
    if (list.length === 0) {
      return reply(from, user, label(t, owner, t.whatsapp.noSections()), 'no_sections');
    }
    const chosen = section ?? (list.length === 1 ? list[0] : undefined);
    const pending = await repo.createPending({
      userId: user.id,
      waId: from,
      farmerId: owner.name ? owner.id : null,
      entry,
      sectionId: chosen?.id ?? null,
      date: farmToday(),
      expiresAt: new Date(Date.now() + PENDING_MINUTES * 60_000),
    });
    if (chosen) {
      await send(from, user.id, confirmButtons(t, owner, pending, chosen.name), 'confirm');
      return 'record_asked';
    }
    return askSection(user, t, from, owner, pending, list);
  }

  async function askSection(
    user: UserRow,
    t: Translator,
    from: string,
    owner: Owner,
    pending: PendingRow,
    list: Awaited<ReturnType<typeof activeSections>>,
  ) {
    await send(
      from,
      user.id,
      listMessage(
        label(t, owner, t.whatsapp.chooseSection({ what: what(t, pending.entry as ParsedEntry) })),
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

  /**
   * An agent's "for <name>: <record>" (ADR 0049): only their own farmers are looked at, so a
   * stranger's farmer is "none of your farmers"; several of the name give a list to choose from.
   */
  async function forAFarmer(agent: UserRow, t: Translator, from: string, text: string) {
    const asked = forFarmer(text);
    if (!asked) return reply(from, agent, t.whatsapp.agentHelp(), 'agent_help');
    const found = farmersNamed(await repo.agentFarmers(agent.id), asked.name);
    const name = asked.name.slice(0, 60);
    if (found.length === 0) {
      return reply(from, agent, t.whatsapp.agentNoFarmer({ name }), 'agent_no_farmer');
    }
    const [only] = found;
    if (found.length === 1 && only) {
      const owner = { id: only.id, name: `${only.firstName} ${only.lastName}` };
      const result = await askToConfirm(agent, t, from, asked.rest, owner);
      if (result) return result;
      return reply(
        from,
        agent,
        t.whatsapp.agentNotEntry({ farmer: owner.name }),
        'agent_not_entry',
      );
    }
    const entry = parseEntry(asked.rest, [localeOf(agent), guessLocale(asked.rest)]);
    if (!entry)
      return reply(from, agent, t.whatsapp.agentNotEntry({ farmer: name }), 'agent_not_entry');
    // The section is named again once the farmer is chosen: their sections are not known yet.
    const pending = await repo.createPending({
      userId: agent.id,
      waId: from,
      farmerId: null,
      entry: { ...entry, section: asked.rest } as ParsedEntry,
      sectionId: null,
      date: farmToday(),
      expiresAt: new Date(Date.now() + PENDING_MINUTES * 60_000),
    });
    await send(
      from,
      agent.id,
      listMessage(
        t.whatsapp.agentChooseFarmer({ name }),
        t.whatsapp.agentFarmersButton(),
        t.whatsapp.agentFarmersTitle(),
        found.slice(0, 10).map((f) => ({
          id: `fa:${pending.id}:${f.id}`,
          title: `${f.firstName} ${f.lastName}`.slice(0, 24),
          description: [f.stateOfResidence, `…${f.phone.slice(-4)}`].filter(Boolean).join(' · '),
        })),
      ),
      'choose_farmer',
    );
    return 'farmer_asked';
  }

  /** Whose day a pending record is for; undefined when an agent's farmer is not theirs (now). */
  async function ownerOf(user: UserRow, pending: PendingRow): Promise<Owner | undefined> {
    if (!pending.farmerId) return user.role === 'agent' ? undefined : own(user);
    const farmer = (await repo.agentFarmers(user.id)).find((f) => f.id === pending.farmerId);
    return farmer && { id: farmer.id, name: `${farmer.firstName} ${farmer.lastName}` };
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
    if (action === 'fa') return chooseFarmer(user, t, from, pending, extra);
    const owner = await ownerOf(user, pending);
    if (!owner) return reply(from, user, t.whatsapp.notSaved(), 'not_your_farmer');
    const list = await activeSections(db, owner.id);
    if (action === 'sec') {
      const section = list.find((s) => s.id === extra);
      if (!section) return reply(from, user, t.whatsapp.notSaved(), 'bad_section');
      await repo.chooseSection(pending.id, section.id);
      await send(from, user.id, confirmButtons(t, owner, pending, section.name), 'confirm');
      return 'record_asked';
    }
    if (action !== 'ok' || !pending.sectionId) {
      return reply(from, user, t.whatsapp.notSaved(), 'bad_reply');
    }
    const section = list.find((s) => s.id === pending.sectionId);
    const { section: _named, ...entry } = pending.entry as ParsedEntry & { section?: string };
    try {
      // The pending id is the idempotency key: two taps on Confirm add the entry once. The
      // writer is the actor: an agent's entry on their farmer's day names the agent (ADR 0026).
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
        label(
          t,
          owner,
          t.whatsapp.saved({
            section: section?.name ?? '',
            deaths: saved.after.mortality,
            sold: saved.after.numberSold,
            feed: num(saved.after.feedAmount ?? 0),
            live: saved.liveCount,
          }),
        ),
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

  /** An agent chose among same-named farmers: only one of theirs is taken. */
  async function chooseFarmer(
    user: UserRow,
    t: Translator,
    from: string,
    pending: PendingRow,
    farmerId: string,
  ) {
    const farmer = (await repo.agentFarmers(user.id)).find((f) => f.id === farmerId);
    if (user.role !== 'agent' || !farmer || pending.farmerId) {
      return reply(from, user, t.whatsapp.notSaved(), 'not_your_farmer');
    }
    await repo.chooseFarmer(pending.id, farmer.id);
    const owner = { id: farmer.id, name: `${farmer.firstName} ${farmer.lastName}` };
    const list = await activeSections(db, farmer.id);
    if (list.length === 0) {
      await repo.resolve(pending.id, 'cancelled');
      return reply(from, user, label(t, owner, t.whatsapp.noSections()), 'no_sections');
    }
    const named = (pending.entry as { section?: string }).section ?? '';
    const section = sectionNamed(named, list).section ?? (list.length === 1 ? list[0] : undefined);
    const chosen = { ...pending, farmerId: farmer.id };
    if (!section) return askSection(user, t, from, owner, chosen, list);
    await repo.chooseSection(pending.id, section.id);
    await send(from, user.id, confirmButtons(t, owner, chosen, section.name), 'confirm');
    return 'record_asked';
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
      const answer = await chat.ask(
        user,
        {
          message: text.slice(0, 2000),
          language: localeOf(user),
        },
        { channel: 'whatsapp' },
      );
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
    const farm = user.farmName ?? `${user.firstName} ${user.lastName}`;
    const name = `${t.csv.records.fileName({ name: farm })} ${farmToday()}`;
    const file = media
      ? await media.recordsCsv(user.id, user.language, csvFileName(name), t.whatsapp.csvCaption())
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
    // A number with no account: sign-up in the chat, or the other ways (ADR 0049).
    if (!user) return signup.handle(m);
    const t = tr[localeOf(user)];
    const done = (outcome: string) => ({ userId: user.id, outcome });
    // Switched off by an admin (ADR 0049): one polite note, then nothing until switched on.
    if (await repo.botOff(user.id)) {
      if (!(await repo.notifyBotOff(user.id))) return done('bot_off');
      return done(await reply(m.from, user, t.whatsapp.botOff(), 'bot_off_told'));
    }
    if (user.status === 'suspended')
      return done(await reply(m.from, user, t.whatsapp.suspended(), 'suspended'));
    if (user.role === 'admin')
      return done(await reply(m.from, user, t.whatsapp.notFarmer(), 'not_farmer'));

    const body = m.body;
    if (body.kind === 'reply') return done(await onReply(user, t, m.from, body.id));
    if (user.role === 'agent') {
      const text = body.kind === 'text' ? body.text.trim() : '';
      const keyword = keywordOf(text);
      if (keyword?.kind === 'language') {
        return done(await switchLanguage(user, m.from, keyword.locale));
      }
      return done(await forAFarmer(user, t, m.from, text));
    }
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
