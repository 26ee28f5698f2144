import { normalizeNigerianPhone, type UserLanguage } from '@kiwo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, dailyRecords, sections, users, ussdEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { fileCallRequest } from '../consultations/service';
import { createRecordsService, farmToday } from '../records/service';
import type { UserRow } from '../users/repository';
import { screen, shortName, USSD_LANGUAGES, USSD_MESSAGES, type UssdMessages } from './messages';

/** The Africa's Talking callback fields. */
export interface UssdRequest {
  sessionId: string;
  serviceCode?: string | undefined;
  phoneNumber: string;
  networkCode?: string | undefined;
  text?: string | undefined;
}

export type UssdOutcome =
  | 'menu'
  | 'invalid'
  | 'saved'
  | 'cancelled'
  | 'summary'
  | 'call_requested'
  | 'language_changed'
  | 'no_sections'
  | 'not_enough'
  | 'unknown_phone'
  | 'not_farmer'
  | 'suspended'
  | 'ended'
  | 'error';

export interface UssdReply {
  response: string;
  outcome: UssdOutcome;
}

type Field = 'mortality' | 'feed' | 'sales' | 'births';
const FIELDS: readonly Field[] = ['mortality', 'feed', 'sales', 'births'];

interface Section {
  id: string;
  name: string;
  count: number;
}

/** What the farmer asked to save, confirmed on the last screen. */
type Change =
  | { field: 'mortality'; value: number }
  | { field: 'births'; value: number }
  | { field: 'feed'; value: number }
  | { field: 'sales'; value: number; naira: number };

type State =
  | { t: 'main' }
  | { t: 'lang' }
  | { t: 'section' }
  | { t: 'field'; s: Section }
  | { t: 'amount'; s: Section; field: Field }
  | { t: 'salesAmount'; s: Section; sold: number }
  | { t: 'confirm'; s: Section; change: Change }
  | { t: 'call' }
  | { t: 'callConfirm'; kind: 'extension' | 'vet' };

/** Largest whole number accepted for any amount (kg, naira, animals). */
const MAX_AMOUNT = 10_000_000;
const MAX_SECTIONS = 5;

const choice = (input: string, max: number) => {
  if (!/^\d{1,2}$/.test(input)) return undefined;
  const n = Number(input);
  return n >= 1 && n <= max ? n : undefined;
};
const amount = (input: string) => {
  if (!/^\d{1,8}$/.test(input)) return undefined;
  const n = Number(input);
  return n <= MAX_AMOUNT ? n : undefined;
};

/** `userChanged` runs after the caller's user row changed (their language): ADR 0019. */
export function createUssdService(
  db: Database,
  userChanged: (userId: string) => Promise<void> = async () => {},
) {
  const records = createRecordsService(db);

  async function activeSections(farmerId: string): Promise<Section[]> {
    return db
      .select({ id: sections.id, name: sections.name, count: sections.count })
      .from(sections)
      .innerJoin(batches, eq(batches.id, sections.batchId))
      .where(and(eq(sections.farmerId, farmerId), eq(batches.status, 'Active')))
      .orderBy(asc(sections.createdAt), asc(sections.id))
      .limit(MAX_SECTIONS);
  }

  async function todayRecord(sectionId: string) {
    const [row] = await db
      .select()
      .from(dailyRecords)
      .where(and(eq(dailyRecords.sectionId, sectionId), eq(dailyRecords.date, farmToday())));
    return row;
  }

  async function summary(farmerId: string) {
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
    return {
      live: Number(live?.n ?? 0),
      deaths: Number(day?.deaths ?? 0),
      sold: Number(day?.sold ?? 0),
      naira: Math.floor(Number(day?.kobo ?? 0) / 100),
    };
  }

  /** Today's record for the section with one field replaced, through the records service. */
  async function save(farmer: UserRow, section: Section, change: Change) {
    const row = await todayRecord(section.id);
    const body = {
      feedAmount: row?.feedAmount ?? undefined,
      feedType: row?.feedType ?? undefined,
      waterConsumption: row?.waterConsumption ?? undefined,
      healthStatus: row?.healthStatus ?? undefined,
      temperature: row?.temperature ?? undefined,
      weather: row?.weather ?? undefined,
      mortality: row?.mortality ?? 0,
      newBirths: row?.newBirths ?? 0,
      weight: row?.weight ?? undefined,
      culling: row?.culling ?? 0,
      salesNaira: row ? row.salesKobo / 100 : undefined,
      expenses: row ? row.expensesKobo / 100 : undefined,
      numberSold: row?.numberSold ?? 0,
      notes: row?.notes ?? undefined,
      medicationGiven: row?.medicationGiven ?? undefined,
      vaccination: row?.vaccination ?? undefined,
    };
    if (change.field === 'mortality') body.mortality = change.value;
    if (change.field === 'births') body.newBirths = change.value;
    if (change.field === 'feed') body.feedAmount = change.value;
    if (change.field === 'sales') {
      body.numberSold = change.value;
      body.salesNaira = change.naira;
    }
    await records.save(farmer, section.id, farmToday(), body as Parameters<typeof records.save>[3]);
    const [after] = await db
      .select({ count: sections.count })
      .from(sections)
      .where(eq(sections.id, section.id));
    return after?.count ?? section.count;
  }

  /**
   * Replays the session's inputs from the first menu (the gateway sends all of them each time),
   * so no session state is kept. Side effects (save, call request, language) happen only for the
   * last input, i.e. once, on the request that confirmed them.
   */
  async function run(farmer: UserRow, req: UssdRequest): Promise<UssdReply> {
    const inputs = (req.text ?? '').split('*').map((s) => s.trim());
    if (inputs.length === 1 && inputs[0] === '') inputs.length = 0;
    let lang: UserLanguage = farmer.language;
    const m = () => USSD_MESSAGES[lang];
    let state: State = { t: 'main' };
    let invalid: string | undefined;
    let sectionList: Section[] | undefined;
    const listSections = async () => {
      sectionList ??= await activeSections(farmer.id);
      return sectionList;
    };
    const available = async (s: Section, field: 'mortality' | 'sales') => {
      const row = await todayRecord(s.id);
      return s.count + (field === 'mortality' ? (row?.mortality ?? 0) : (row?.numberSold ?? 0));
    };

    for (let i = 0; i < inputs.length; i++) {
      const input = inputs[i] ?? '';
      const last = i === inputs.length - 1;
      invalid = undefined;
      const end = async (outcome: UssdOutcome, body: string): Promise<UssdReply> => ({
        response: screen('END', body),
        outcome: last ? outcome : 'ended',
      });
      switch (state.t) {
        case 'main': {
          const c = choice(input, 3) ?? (input === '0' ? 0 : undefined);
          if (c === 0) state = { t: 'lang' };
          else if (c === 1) {
            if ((await listSections()).length === 0) return end('no_sections', m().noSections);
            state = { t: 'section' };
          } else if (c === 2) {
            const s = await summary(farmer.id);
            return end('summary', m().summary(s.live, s.deaths, s.sold, s.naira));
          } else if (c === 3) state = { t: 'call' };
          else invalid = m().invalid;
          break;
        }
        case 'lang': {
          const c = choice(input, USSD_LANGUAGES.length);
          const chosen = c === undefined ? undefined : USSD_LANGUAGES[c - 1];
          if (!chosen) invalid = m().invalid;
          else {
            lang = chosen;
            state = { t: 'main' };
            if (last) {
              await db
                .update(users)
                .set({ language: chosen, updatedAt: new Date() })
                .where(eq(users.id, farmer.id));
              await userChanged(farmer.id);
              return {
                response: screen('CON', m().main(shortName(farmer.firstName, 12))),
                outcome: 'language_changed',
              };
            }
          }
          break;
        }
        case 'section': {
          const list = await listSections();
          const c = choice(input, list.length);
          const s = c === undefined ? undefined : list[c - 1];
          if (s) state = { t: 'field', s };
          else invalid = m().invalid;
          break;
        }
        case 'field': {
          const c = choice(input, FIELDS.length);
          const field = c === undefined ? undefined : FIELDS[c - 1];
          if (field) state = { t: 'amount', s: state.s, field };
          else invalid = m().invalid;
          break;
        }
        case 'amount': {
          const n = amount(input);
          const s: Section = state.s;
          const field: Field = state.field;
          if (n === undefined) invalid = m().invalid;
          else if (field === 'mortality' || field === 'sales') {
            const alive = await available(s, field);
            if (n > alive) invalid = m().notEnough(alive);
            else if (field === 'sales') state = { t: 'salesAmount', s, sold: n };
            else state = { t: 'confirm', s, change: { field, value: n } };
          } else state = { t: 'confirm', s, change: { field, value: n } };
          break;
        }
        case 'salesAmount': {
          const n = amount(input);
          if (n === undefined) invalid = m().invalid;
          else
            state = {
              t: 'confirm',
              s: state.s,
              change: { field: 'sales', value: state.sold, naira: n },
            };
          break;
        }
        case 'confirm': {
          const c = choice(input, 2);
          if (c === 2) return end('cancelled', m().cancelled);
          if (c !== 1) {
            invalid = m().invalid;
            break;
          }
          if (!last) return end('ended', m().saved(shortName(state.s.name), state.s.count));
          try {
            const count = await save(farmer, state.s, state.change);
            return end('saved', m().saved(shortName(state.s.name), count));
          } catch (error) {
            if (error instanceof AppError && error.statusCode === 400) {
              return end('not_enough', m().notEnough(state.s.count));
            }
            throw error;
          }
        }
        case 'call': {
          const c = choice(input, 2);
          if (c === undefined) invalid = m().invalid;
          else state = { t: 'callConfirm', kind: c === 1 ? 'extension' : 'vet' };
          break;
        }
        case 'callConfirm': {
          const c = choice(input, 2);
          const who = state.kind === 'vet' ? m().vet : m().agent;
          if (c === 2) return end('cancelled', m().cancelled);
          if (c !== 1) {
            invalid = m().invalid;
            break;
          }
          if (last) await fileCallRequest(db, farmer, req.sessionId, state.kind);
          return end('call_requested', m().callDone(capitalize(who)));
        }
      }
    }

    const body = await render(state, m(), farmer, listSections);
    return {
      response: screen('CON', invalid ? `${invalid}\n${body}` : body),
      outcome: invalid ? 'invalid' : 'menu',
    };
  }

  return {
    async handle(req: UssdRequest): Promise<UssdReply & { userId: string | null }> {
      const phone = normalizeNigerianPhone(req.phoneNumber);
      const [farmer] = phone ? await db.select().from(users).where(eq(users.phone, phone)) : [];
      if (!farmer) {
        return {
          response: screen('END', USSD_MESSAGES.english.unknownPhone),
          outcome: 'unknown_phone',
          userId: null,
        };
      }
      const m = USSD_MESSAGES[farmer.language];
      if (farmer.status === 'suspended') {
        return { response: screen('END', m.suspended), outcome: 'suspended', userId: farmer.id };
      }
      if (farmer.role !== 'farmer') {
        return { response: screen('END', m.notFarmer), outcome: 'not_farmer', userId: farmer.id };
      }
      try {
        return { ...(await run(farmer, req)), userId: farmer.id };
      } catch {
        return { response: screen('END', m.error), outcome: 'error', userId: farmer.id };
      }
    },

    async log(
      req: UssdRequest,
      reply: { response: string; outcome: string; userId: string | null },
    ) {
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

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

async function render(
  state: State,
  m: UssdMessages,
  farmer: UserRow,
  listSections: () => Promise<Section[]>,
): Promise<string> {
  switch (state.t) {
    case 'main':
      return m.main(shortName(farmer.firstName, 12));
    case 'lang':
      return m.chooseLanguage;
    case 'section': {
      const list = await listSections();
      const lines = list.map((s, i) => `${i + 1} ${shortName(s.name)} (${s.count})`);
      return [m.chooseSection, ...lines].join('\n');
    }
    case 'field':
      return `${shortName(state.s.name)}\n${m.chooseField}`;
    case 'amount': {
      const name = shortName(state.s.name);
      if (state.field === 'mortality') return m.askDeaths(name);
      if (state.field === 'feed') return m.askFeed(name);
      if (state.field === 'sales') return m.askSold(name);
      return m.askBirths(name);
    }
    case 'salesAmount':
      return m.askSalesAmount;
    case 'confirm': {
      const c = state.change;
      const what =
        c.field === 'mortality'
          ? m.deaths(c.value)
          : c.field === 'births'
            ? m.births(c.value)
            : c.field === 'feed'
              ? m.feed(c.value)
              : m.sold(c.value, c.naira);
      return `${shortName(state.s.name)}: ${what}\n${m.confirmCancel}`;
    }
    case 'call':
      return m.callWho;
    case 'callConfirm':
      return m.callConfirm(state.kind === 'vet' ? m.vet : m.agent);
  }
}
