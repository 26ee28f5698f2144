import { addDays, maxEggsFor } from '@kiwo/domain';
import {
  type Locale,
  localeFromUserLanguage,
  type Translator,
  userLanguageFromLocale,
} from '@kiwo/i18n';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sections, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { farmToday } from '../../lib/farm-today';
import type { PasswordHasher } from '../../lib/passwords';
import { activeSections } from '../batches';
import { fileCallRequest } from '../consultations';
import { queueSmsAlert } from '../messages';
import { periodFigures } from '../records';
import type { UserRow } from '../users';
import { addEntry, dayTotals } from './entries';
import type { Section, UssdData } from './menu-data';
import { checkPin, hasPin, setPin } from './pin';
import type { UssdRequest } from './service';
import { num } from './text';

async function summary(db: Database, t: Translator, farmerId: string) {
  const today = farmToday();
  const day = await periodFigures(db, farmerId, today, today);
  return t.ussd.summary({
    live: day.live,
    deaths: day.deaths,
    sold: day.sold,
    naira: num(day.sales),
  });
}

/**
 * What the farmer's menu reads and does for one caller (`UssdData`): their sections, a day's
 * totals, PIN checks, saves through the records rules (`entries.ts`), call requests, language and
 * PIN changes. Writes run only when the menu says so (the session's last input, ADR 0027).
 */
export async function farmerData(
  db: Database,
  hasher: PasswordHasher,
  farmer: UserRow,
  req: UssdRequest,
  tOf: (l: Locale) => Translator,
): Promise<UssdData> {
  let list: Section[] | undefined;
  const locale = localeFromUserLanguage(farmer.language) ?? 'en';
  const data: UssdData = {
    firstName: farmer.firstName,
    hasPin: await hasPin(db, farmer.id),
    sections: async () => {
      list ??= await activeSections(db, farmer.id);
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
          if (error.statusCode === 400 && entry.eggsCollected) {
            const most = String(maxEggsFor(alive));
            const reason = ctx.t.ussd.eggsTooMany({ hens: String(alive), most });
            return { end: ctx.t.ussd.notSaved({ reason }), outcome: 'not_saved' };
          }
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
    summary: () => summary(db, tOf(locale), farmer.id),
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
  return data;
}
