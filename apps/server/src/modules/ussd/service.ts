import { addDays, normalizeNigerianPhone } from '@kiwo/domain';
import {
  type Locale,
  loadLocale,
  localeFromUserLanguage,
  type Translator,
  translator,
  userLanguageFromLocale,
} from '@kiwo/i18n';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, dailyRecords, sections, users, ussdEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { farmToday } from '../../lib/farm-today';
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords';
import { fileCallRequest } from '../consultations/service';
import { queueSmsAlert } from '../messages';
import type { UserRow } from '../users';
import { type Outcome, type Reply, replay } from './engine';
import { addEntry, dayTotals } from './entries';
import { farmerMenu, registrationMenu, type Section, type UssdData, type Vars } from './menu';
import { checkPin, hasPin, setPin } from './pin';
import { registerByUssd } from './register';
import { num, screen, shortName, USSD_LOCALES } from './text';

/** The Africa's Talking callback fields. */
export interface UssdRequest {
  sessionId: string;
  serviceCode?: string | undefined;
  phoneNumber: string;
  networkCode?: string | undefined;
  text?: string | undefined;
}

export type UssdReply = Reply & { userId: string | null };

let dictionaries: Promise<Record<Locale, Translator>> | undefined;
/** Every USSD screen comes from packages/i18n: the four dictionaries, loaded once per process. */
export const ussdTranslators = () => {
  dictionaries ??= Promise.all(USSD_LOCALES.map((l) => loadLocale(l))).then(
    () =>
      Object.fromEntries(USSD_LOCALES.map((l) => [l, translator(l)])) as Record<Locale, Translator>,
  );
  return dictionaries;
};

export function createUssdService(db: Database, hasher: PasswordHasher = createPasswordHasher()) {
  async function activeSections(farmerId: string): Promise<Section[]> {
    return db
      .select({ id: sections.id, name: sections.name, count: sections.count })
      .from(sections)
      .innerJoin(batches, eq(batches.id, sections.batchId))
      .where(and(eq(sections.farmerId, farmerId), eq(batches.status, 'Active')))
      .orderBy(asc(sections.createdAt), asc(sections.id));
  }

  async function summary(t: Translator, farmerId: string) {
    const today = farmToday();
    const [live] = await db
      .select({ n: sql<number>`coalesce(sum(${sections.count}), 0)::int` })
      .from(sections)
      .innerJoin(batches, eq(batches.id, sections.batchId))
      .where(and(eq(sections.farmerId, farmerId), eq(batches.status, 'Active')));
    const [day] = await db
      .select({
        deaths: sql<number>`coalesce(sum(${dailyRecords.mortality}), 0)::int`,
        sold: sql<number>`coalesce(sum(${dailyRecords.numberSold}), 0)::int`,
        kobo: sql<string>`coalesce(sum(${dailyRecords.salesKobo}), 0)::text`,
      })
      .from(dailyRecords)
      .where(and(eq(dailyRecords.farmerId, farmerId), eq(dailyRecords.date, today)));
    return t.ussd.summary({
      live: Number(live?.n ?? 0),
      deaths: Number(day?.deaths ?? 0),
      sold: Number(day?.sold ?? 0),
      naira: num(Number(day?.kobo ?? 0) / 100),
    });
  }

  async function dataFor(farmer: UserRow, req: UssdRequest, tOf: (l: Locale) => Translator) {
    let list: Section[] | undefined;
    const locale = localeFromUserLanguage(farmer.language) ?? 'en';
    const data: UssdData = {
      firstName: farmer.firstName,
      hasPin: await hasPin(db, farmer.id),
      sections: async () => {
        list ??= await activeSections(farmer.id);
        return list;
      },
      dateOf: (day) => (day === 'today' ? farmToday() : addDays(farmToday(), -1)),
      totals: (sectionId, date) => dayTotals(db, sectionId, date),
      liveCount: async (sectionId) => {
        const [row] = await db
          .select({ count: sections.count })
          .from(sections)
          .where(eq(sections.id, sectionId));
        return row?.count ?? 0;
      },
      checkPin: (pin, count) => checkPin(db, hasher, farmer.id, pin, count),
      save: async (ctx, section, date, entry) => {
        if (!ctx.last) return { go: 'saved' };
        try {
          // One key per confirming input: a gateway retry of it saves once (ADR 0027).
          const saved = await addEntry(
            db,
            farmer,
            section.id,
            date,
            entry,
            `ussd:${req.sessionId}:${ctx.step}`,
          );
          // The confirmation by SMS, for a farmer who only uses USSD or asked for it (ADR 0037).
          await queueSmsAlert(db, farmer.id, {
            type: 'ussd_saved',
            params: { section: section.name, date, count: String(saved.liveCount) },
          });
          return { go: 'saved', outcome: 'saved' };
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) {
            const alive = await data.liveCount(section.id);
            return error.statusCode === 400 && (entry.mortality || entry.numberSold)
              ? { end: ctx.t.ussd.notEnough({ alive }), outcome: 'not_enough' }
              : {
                  end: ctx.t.ussd.notSaved({ reason: ctx.t.ussd.invalid() }),
                  outcome: 'not_saved',
                };
          }
          throw error;
        }
      },
      summary: () => summary(tOf(locale), farmer.id),
      requestCall: async (kind) => (await fileCallRequest(db, farmer, req.sessionId, kind)).told,
      setLanguage: async (chosen) => {
        await db
          .update(users)
          .set({ language: userLanguageFromLocale(chosen), updatedAt: new Date() })
          .where(eq(users.id, farmer.id));
      },
      setPin: (pin) => setPin(db, hasher, farmer.id, pin),
      register: async () => '',
    };
    return { data, locale };
  }

  const inputsOf = (text: string | undefined) => {
    const inputs = (text ?? '').split('*').map((s) => s.trim());
    return inputs.length === 1 && inputs[0] === '' ? [] : inputs;
  };

  async function handle(req: UssdRequest): Promise<UssdReply> {
    const tr = await ussdTranslators();
    const tOf = (vars: Vars) => tr[vars.locale];
    const phone = normalizeNigerianPhone(req.phoneNumber);
    const [farmer] = phone ? await db.select().from(users).where(eq(users.phone, phone)) : [];
    const inputs = inputsOf(req.text);
    const plain = (outcome: Outcome, body: string, userId: string | null): UssdReply => ({
      response: screen('END', body),
      outcome,
      menu: null,
      node: 'end',
      userId,
    });

    if (!farmer) {
      if (!phone) return plain('error', tr.en.ussd.error(), null);
      const reply = await replay(
        registrationMenu({
          register: async (v) => {
            const locale = v.locale;
            const t = tr[locale];
            try {
              const { agentName } = await registerByUssd(db, hasher, {
                phone,
                firstName: v.firstName ?? '',
                lastName: v.lastName ?? '',
                state: v.state ?? '',
                livestock: v.livestock ?? 'other',
                language: userLanguageFromLocale(locale),
                pin: v.newPin ?? '',
                sessionId: req.sessionId,
              });
              const name = shortName(v.firstName ?? '', 20);
              return agentName
                ? t.ussd.registered({ name, agent: shortName(agentName, 24) })
                : t.ussd.registeredNoAgent({ name });
            } catch {
              // A second registration of the same number in a race: the first one stands.
              return t.ussd.error();
            }
          },
        }),
        'welcome',
        { locale: 'en' },
        inputs,
        tOf,
      );
      return { ...reply, userId: null };
    }

    const locale = localeFromUserLanguage(farmer.language) ?? 'en';
    const t = tr[locale];
    if (farmer.status === 'suspended') return plain('suspended', t.ussd.suspended(), farmer.id);
    if (farmer.role !== 'farmer') return plain('not_farmer', t.ussd.notFarmer(), farmer.id);
    try {
      const { data } = await dataFor(farmer, req, (l) => tr[l]);
      const reply = await replay(farmerMenu(data), 'main', { locale }, inputs, tOf);
      return { ...reply, userId: farmer.id };
    } catch {
      return plain('error', t.ussd.error(), farmer.id);
    }
  }

  return {
    handle,

    async log(req: UssdRequest, reply: UssdReply) {
      await db.insert(ussdEvents).values({
        kind: 'step',
        sessionId: req.sessionId,
        phone: req.phoneNumber,
        userId: reply.userId,
        serviceCode: req.serviceCode ?? null,
        networkCode: req.networkCode ?? null,
        text: req.text ?? '',
        response: reply.response,
        outcome: reply.outcome,
        menu: reply.menu,
        node: reply.node,
      });
    },

    async sessionEnded(n: {
      sessionId: string;
      phoneNumber: string;
      serviceCode?: string | undefined;
      networkCode?: string | undefined;
      status?: string | undefined;
      durationInMillis?: number | undefined;
      cost?: string | undefined;
      input?: string | undefined;
      lastAppResponse?: string | undefined;
      errorMessage?: string | undefined;
    }) {
      const phone = normalizeNigerianPhone(n.phoneNumber);
      const [user] = phone
        ? await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
        : [];
      await db.insert(ussdEvents).values({
        kind: 'session_end',
        sessionId: n.sessionId,
        phone: n.phoneNumber,
        userId: user?.id ?? null,
        serviceCode: n.serviceCode ?? null,
        networkCode: n.networkCode ?? null,
        text: n.input ?? '',
        response: n.lastAppResponse ?? null,
        outcome: 'session_end',
        status: n.status ?? null,
        durationMs: n.durationInMillis ?? null,
        cost: n.cost ?? null,
        errorMessage: n.errorMessage ?? null,
      });
    },
  };
}
