import { MORTALITY_CAUSES } from '@kiwo/domain';
import type { Translator } from '@kiwo/i18n';
import { describe, expect, it } from 'vitest';
import { toGsm7 } from '../src/lib/gsm7';
import { pages } from '../src/modules/ussd/engine';
import {
  screen,
  shortName,
  toAscii,
  USSD_MAX_CHARS,
  ussdTranslators,
} from '../src/modules/ussd/text';

/*
 * Every USSD screen of every language within 160 characters with the longest values the menu
 * puts in (a 16-character section name, 7-digit counts, naira with kobo), and ASCII that keeps
 * letters: hooked letters and tone marks are transliterated, never dropped.
 */
/** Every key of the `ussd` part (the type check fails when one is missing here). */
const KEYS = [
  'main',
  'nav',
  'more',
  'confirmCancel',
  'today',
  'yesterday',
  'chooseSection',
  'noSections',
  'enterPin',
  'wrongPin',
  'pinLocked',
  'chooseField',
  'askDeaths',
  'askFeed',
  'askSold',
  'askSalesAmount',
  'askExpenses',
  'askVaccination',
  'askBirths',
  'fieldEggs',
  'fieldMilk',
  'askEggs',
  'askMilk',
  'confirmEggs',
  'confirmMilk',
  'eggsTooMany',
  'askCause',
  'askCrackedAny',
  'askCracked',
  'confirmCause',
  'confirmCracked',
  'crackedTooMany',
  'confirmDeaths',
  'confirmFeed',
  'confirmSales',
  'confirmExpenses',
  'confirmVaccination',
  'confirmBirths',
  'saved',
  'moreFor',
  'cancelled',
  'invalid',
  'notEnough',
  'notSaved',
  'summary',
  'callWho',
  'agent',
  'vet',
  'callConfirm',
  'callDone',
  'callSaved',
  'settings',
  'chooseLanguage',
  'newPin',
  'repeatPin',
  'pinMismatch',
  'pinFormat',
  'pinSet',
  'welcome',
  'askFirstName',
  'askLastName',
  'nameFormat',
  'chooseState',
  'chooseLivestock',
  'registerConfirm',
  'registered',
  'registeredNoAgent',
  'bye',
  'notFarmer',
  'suspended',
  'error',
] as const satisfies readonly (keyof Translator['ussd'])[];
const _all: Record<keyof Translator['ussd'], true> = Object.fromEntries(
  KEYS.map((k) => [k, true]),
) as Record<(typeof KEYS)[number], true>;
void _all;

const LONG = {
  name: 'Abcdefghijkl',
  section: 'Abcdefghijklmnop',
  day: '',
  now: '9999999.99',
  before: '9999999.99',
  added: '9999999.99',
  after: '9999999.99',
  naira: '99999999.99',
  count: 9999999,
  alive: 9999999,
  live: 9999999,
  deaths: 9999999,
  sold: 9999999,
  left: 5,
  minutes: 15,
  who: '',
  reason: '',
  state: 'Akwa Ibom',
  livestock: '',
  agent: 'Abcdefghijklmnopqrstuvwx',
  hens: '9999999',
  most: '11999998',
  eggs: '9999999',
  cracked: '9999999',
  cause: '',
};

describe('USSD screens', () => {
  it('transliterates Hausa, Yoruba and Igbo letters instead of dropping them', () => {
    expect(toAscii('Ƙananan')).toBe('Kananan');
    expect(toAscii('Ƙananan kaji')).toBe('Kananan kaji');
    // One transliteration for USSD and SMS (ADR 0037): the same letters on both.
    const sample = 'Ƙananan kaji… Ɓ ɗ ƴ ẹ ọ ṣ ń à\u00a0ŋ';
    expect(toAscii(sample)).toBe(toGsm7(sample));
    expect(toAscii('ɓarna ɗaki ƙasa ƴaƴa ʼyaʼya')).toBe("barna daki kasa yaya 'ya'ya");
    expect(toAscii('Ẹ káàbọ̀, ṣé o wà? Ọ̀dọ̀')).toBe('E kaabo, se o wa? Odo');
    expect(toAscii('Nnọọ, ị nwere anụ? ụnyahụ')).toBe('Nnoo, i nwere anu? unyahu');
    expect(toAscii('₦13,500 — “ok”')).toBe('N13,500 - "ok"');
    expect(shortName('Ɗakin Ƙananan Kaji Na Biyu')).toBe('Dakin Kananan K.');
  });

  it('keeps every screen of every language within 160 characters, in ASCII', async () => {
    const translators = await ussdTranslators();
    for (const [locale, t] of Object.entries(translators)) {
      const u = t.ussd as unknown as Record<string, (p: typeof LONG) => string>;
      const words = {
        ...LONG,
        day: t.ussd.yesterday(),
        who: t.ussd.agent(),
        livestock: t.enums.livestock.other(),
      };
      const nav = t.ussd.nav();
      const confirm = t.ussd.confirmCancel();
      // A layer or dairy section's field menu has a 7th line (ADR 0059).
      for (const extra of [t.ussd.fieldEggs(), t.ussd.fieldMilk()]) {
        const fields = screen('CON', `${t.ussd.chooseField(words)}\n${extra}\n${nav}`);
        expect(fields.length, `${locale} chooseField + ${extra}`).toBeLessThanOrEqual(
          USSD_MAX_CHARS,
        );
      }
      for (const key of KEYS) {
        const text = u[key]?.(words) ?? '';
        // The longest way each screen is shown: its text, a confirmation line, the navigation.
        const shown =
          key.startsWith('confirm') || key === 'callConfirm' || key === 'registerConfirm'
            ? `${text}\n${confirm}\n${nav}`
            : `${text}\n${nav}`;
        const reply = screen('CON', shown);
        expect(reply.length, `${locale} ${key}: ${reply}`).toBeLessThanOrEqual(USSD_MAX_CHARS);
        expect(reply, `${locale} ${key}`).not.toMatch(/\.\.\.$/);
        expect(reply).toMatch(/^[\x20-\x7e\n]*$/);
      }
      // The cause-of-death menu (the web form's causes), and the confirmations that carry a
      // cause or cracked eggs under their sum.
      const causes = MORTALITY_CAUSES.map((c, i) => `${i + 1} ${t.farm.production.causes[c]()}`);
      const causeMenu = screen('CON', [t.ussd.askCause(words), ...causes, nav].join('\n'));
      expect(causeMenu.length, `${locale} cause: ${causeMenu}`).toBeLessThanOrEqual(USSD_MAX_CHARS);
      for (const c of MORTALITY_CAUSES) {
        const cause = t.farm.production.causes[c]();
        const deaths = `${t.ussd.confirmDeaths(words)}\n${t.ussd.confirmCause({ cause })}`;
        const shown = screen('CON', `${deaths}\n${confirm}\n${nav}`);
        expect(shown.length, `${locale} deaths + ${c}: ${shown}`).toBeLessThanOrEqual(
          USSD_MAX_CHARS,
        );
      }
      const eggs = `${t.ussd.confirmEggs(words)}\n${t.ussd.confirmCracked(words)}`;
      const eggsShown = screen('CON', `${eggs}\n${confirm}\n${nav}`);
      expect(eggsShown.length, `${locale} eggs + cracked`).toBeLessThanOrEqual(USSD_MAX_CHARS);
      // A saved screen with its "record more" line, the biggest list pages.
      const saved = `${t.ussd.saved(words)}\n${t.ussd.moreFor(words)}\n${nav}`;
      expect(screen('CON', saved).length, `${locale} saved`).toBeLessThanOrEqual(USSD_MAX_CHARS);
      const items = Array.from({ length: 20 }, () => `${LONG.section} (9999999)`);
      for (const page of pages(t.ussd.chooseSection(words), items, t.ussd.more(), nav)) {
        expect(page.length).toBeGreaterThan(0);
        const body = [
          t.ussd.chooseSection(words),
          ...page.map((x, i) => `${i + 1} ${x}`),
          t.ussd.more(),
          nav,
        ];
        expect(screen('CON', body.join('\n')).length).toBeLessThanOrEqual(USSD_MAX_CHARS);
      }
    }
  });
});
