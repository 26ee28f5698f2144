import { normalizeNigerianPhone } from '@kiwo/domain';
import { localeFromUserLanguage, userLanguageFromLocale } from '@kiwo/i18n';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords';
import { type Outcome, type Reply, replay } from './engine';
import { logSessionEnd, logStep } from './events';
import { farmerData } from './farmer-data';
import { farmerMenu } from './farmer-menu';
import type { Vars } from './menu-data';
import { registerByUssd } from './register';
import { registrationMenu } from './registration-menu';
import { screen, shortName, ussdTranslators } from './text';

/** The Africa's Talking callback fields. */
export interface UssdRequest {
  sessionId: string;
  serviceCode?: string | undefined;
  phoneNumber: string;
  networkCode?: string | undefined;
  text?: string | undefined;
}

export type UssdReply = Reply & { userId: string | null };

/**
 * One USSD request (ADR 0027): a known farmer gets their menu (farmer-menu.ts), an unknown
 * number the registration menu; the engine replays the session's inputs over it.
 */
export function createUssdService(db: Database, hasher: PasswordHasher = createPasswordHasher()) {
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
      const data = await farmerData(db, hasher, farmer, req, (l) => tr[l]);
      const reply = await replay(farmerMenu(data), 'main', { locale }, inputs, tOf);
      return { ...reply, userId: farmer.id };
    } catch {
      return plain('error', t.ussd.error(), farmer.id);
    }
  }

  return {
    handle,
    log: (req: UssdRequest, reply: UssdReply) => logStep(db, req, reply),
    sessionEnded: (n: Parameters<typeof logSessionEnd>[1]) => logSessionEnd(db, n),
  };
}
