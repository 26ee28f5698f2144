import type { UserLanguage } from '@kiwo/domain';

/**
 * USSD screens in the four languages (spec §1: Hausa, Yoruba, Igbo, English). Plain ASCII only:
 * feature phones and some networks mangle anything else, so the Yoruba and Igbo texts are written
 * without tone marks and Hausa without hooked letters. `screen()` still strips and bounds every
 * reply, so a farmer's own section names cannot break the rules.
 */
export interface UssdMessages {
  main(name: string): string;
  chooseLanguage: string;
  chooseSection: string;
  noSections: string;
  chooseField: string;
  askDeaths(section: string): string;
  askFeed(section: string): string;
  askSold(section: string): string;
  askSalesAmount: string;
  askBirths(section: string): string;
  deaths(n: number): string;
  feed(kg: number): string;
  sold(n: number, naira: number): string;
  births(n: number): string;
  confirmCancel: string;
  saved(section: string, count: number): string;
  cancelled: string;
  invalid: string;
  notEnough(alive: number): string;
  summary(live: number, deaths: number, sold: number, naira: number): string;
  callWho: string;
  agent: string;
  vet: string;
  callConfirm(who: string): string;
  callDone(who: string): string;
  unknownPhone: string;
  notFarmer: string;
  suspended: string;
  error: string;
}

const LANGUAGE_MENU = '1 English\n2 Hausa\n3 Yoruba\n4 Igbo';

const en: UssdMessages = {
  main: (name) =>
    `Kiwo: Hi ${name}\n1 Record today\n2 Today's summary\n3 Request a call\n0 Language`,
  chooseLanguage: `Choose language\n${LANGUAGE_MENU}`,
  chooseSection: 'Choose section',
  noSections: 'You have no active section. Add one in the Kiwo app.',
  chooseField: 'What to record?\n1 Deaths\n2 Feed (kg)\n3 Sales\n4 Births',
  askDeaths: (s) => `Deaths today in ${s}:`,
  askFeed: (s) => `Feed given today in ${s} (kg):`,
  askSold: (s) => `Number sold today from ${s}:`,
  askSalesAmount: 'Sales amount (naira):',
  askBirths: (s) => `Births today in ${s}:`,
  deaths: (n) => `${n} deaths`,
  feed: (kg) => `${kg} kg feed`,
  sold: (n, naira) => `${n} sold for N${naira}`,
  births: (n) => `${n} births`,
  confirmCancel: '1 Confirm\n2 Cancel',
  saved: (s, count) => `Saved. ${s} now has ${count} animals.`,
  cancelled: 'Cancelled. Nothing was saved.',
  invalid: 'Invalid input.',
  notEnough: (alive) => `Not enough animals (${alive} alive).`,
  summary: (live, deaths, sold, naira) =>
    `Today: ${live} animals alive, ${deaths} deaths, ${sold} sold (N${naira}).`,
  callWho: 'Request a call from\n1 Extension agent\n2 Vet',
  agent: 'an extension agent',
  vet: 'a vet',
  callConfirm: (who) => `Request a call from ${who}?\n1 Confirm\n2 Cancel`,
  callDone: (who) => `Request received. ${who} will call you soon.`,
  unknownPhone:
    'This number is not registered on Kiwo. Register in the Kiwo app or ask an extension agent to register you.',
  notFarmer: 'This service is for farmers. Please use the Kiwo app.',
  suspended: 'Your Kiwo account is suspended. Please contact Kiwo support.',
  error: 'Sorry, something went wrong. Please try again.',
};

const ha: UssdMessages = {
  main: (name) => `Kiwo: Sannu ${name}\n1 Rubuta na yau\n2 Takaitaccen yau\n3 Nemi kira\n0 Harshe`,
  chooseLanguage: `Zabi harshe\n${LANGUAGE_MENU}`,
  chooseSection: 'Zabi sashe',
  noSections: 'Ba ka da sashe mai aiki. Kara daya a manhajar Kiwo.',
  chooseField: 'Me za a rubuta?\n1 Mace-mace\n2 Abinci (kg)\n3 Sayarwa\n4 Haihuwa',
  askDeaths: (s) => `Dabbobin da suka mutu yau a ${s}:`,
  askFeed: (s) => `Abincin da aka bayar yau a ${s} (kg):`,
  askSold: (s) => `Adadin da aka sayar yau daga ${s}:`,
  askSalesAmount: 'Kudin sayarwa (naira):',
  askBirths: (s) => `Haihuwa yau a ${s}:`,
  deaths: (n) => `${n} sun mutu`,
  feed: (kg) => `abinci ${kg} kg`,
  sold: (n, naira) => `an sayar ${n} kan N${naira}`,
  births: (n) => `haihuwa ${n}`,
  confirmCancel: '1 Tabbatar\n2 Soke',
  saved: (s, count) => `An adana. ${s} yanzu tana da dabbobi ${count}.`,
  cancelled: 'An soke. Ba a adana komai ba.',
  invalid: 'Shigarwa ba daidai ba.',
  notEnough: (alive) => `Dabbobi ba su isa ba (${alive} masu rai).`,
  summary: (live, deaths, sold, naira) =>
    `Yau: dabbobi ${live} masu rai, ${deaths} sun mutu, an sayar ${sold} (N${naira}).`,
  callWho: "Nemi kira daga\n1 Jami'in gona\n2 Likitan dabbobi",
  agent: "jami'in gona",
  vet: 'likitan dabbobi',
  callConfirm: (who) => `Nemi kira daga ${who}?\n1 Tabbatar\n2 Soke`,
  callDone: (who) => `An karbi bukatarka. ${who} zai kira ka nan ba da jimawa ba.`,
  unknownPhone:
    "Ba a yi rajistar wannan lamba a Kiwo ba. Yi rajista a manhajar Kiwo ko ka nemi jami'in gona ya yi maka.",
  notFarmer: 'Wannan sabis na manoma ne. Yi amfani da manhajar Kiwo.',
  suspended: 'An dakatar da asusunka na Kiwo. Tuntubi Kiwo.',
  error: 'Yi hakuri, an samu matsala. Sake gwadawa.',
};

const yo: UssdMessages = {
  main: (name) => `Kiwo: E kaabo ${name}\n1 Ko ti oni sile\n2 Akopo oni\n3 Bere ipe\n0 Ede`,
  chooseLanguage: `Yan ede\n${LANGUAGE_MENU}`,
  chooseSection: 'Yan apakan',
  noSections: 'O ko ni apakan to n sise. Fi okan kun ninu app Kiwo.',
  chooseField: 'Kini o fe ko sile?\n1 Iku\n2 Ounje (kg)\n3 Tita\n4 Ibimo',
  askDeaths: (s) => `Iye eran to ku loni ni ${s}:`,
  askFeed: (s) => `Ounje ti won je loni ni ${s} (kg):`,
  askSold: (s) => `Iye ti a ta loni lati ${s}:`,
  askSalesAmount: 'Owo tita (naira):',
  askBirths: (s) => `Iye ti a bi loni ni ${s}:`,
  deaths: (n) => `${n} ku`,
  feed: (kg) => `ounje ${kg} kg`,
  sold: (n, naira) => `a ta ${n} fun N${naira}`,
  births: (n) => `a bi ${n}`,
  confirmCancel: '1 Jerisi\n2 Fagile',
  saved: (s, count) => `A ti fi pamo. ${s} ni eran ${count} bayi.`,
  cancelled: 'A ti fagile. Ko si ohun ti a fi pamo.',
  invalid: 'Ohun ti o te ko to.',
  notEnough: (alive) => `Eran ko to (${alive} lo wa laaye).`,
  summary: (live, deaths, sold, naira) =>
    `Oni: eran ${live} lo wa laaye, ${deaths} ku, a ta ${sold} (N${naira}).`,
  callWho: 'Bere ipe lati odo\n1 Osise agbe\n2 Dokita eranko',
  agent: 'osise agbe',
  vet: 'dokita eranko',
  callConfirm: (who) => `Bere ipe lati odo ${who}?\n1 Jerisi\n2 Fagile`,
  callDone: (who) => `A ti gba ibeere re. ${who} yoo pe o laipe.`,
  unknownPhone:
    'Nomba yii ko si lori Kiwo. Foruko sile ninu app Kiwo tabi ki o bere lowo osise agbe.',
  notFarmer: 'Ise yii wa fun awon agbe. Lo app Kiwo.',
  suspended: 'A ti da akanti Kiwo re duro. Kan si Kiwo.',
  error: 'E ma binu, asise kan waye. E gbiyanju lekan si.',
};

const ig: UssdMessages = {
  main: (name) => `Kiwo: Nnoo ${name}\n1 Dee nke taa\n2 Nchikota taa\n3 Rio oku\n0 Asusu`,
  chooseLanguage: `Horo asusu\n${LANGUAGE_MENU}`,
  chooseSection: 'Horo ngalaba',
  noSections: 'I nweghi ngalaba na-aru oru. Tinye otu na ngwa Kiwo.',
  chooseField: 'Gini ka i ga-ede?\n1 Onwu\n2 Nri (kg)\n3 Ire ahia\n4 Omumu',
  askDeaths: (s) => `Anu nwuru taa na ${s}:`,
  askFeed: (s) => `Nri e nyere taa na ${s} (kg):`,
  askSold: (s) => `Onu ogugu e rere taa site na ${s}:`,
  askSalesAmount: 'Ego ire ahia (naira):',
  askBirths: (s) => `Anu amuru taa na ${s}:`,
  deaths: (n) => `${n} nwuru`,
  feed: (kg) => `nri ${kg} kg`,
  sold: (n, naira) => `e rere ${n} maka N${naira}`,
  births: (n) => `${n} amuru`,
  confirmCancel: '1 Kwado\n2 Kagbuo',
  saved: (s, count) => `Echekwala. ${s} nwere anu ${count} ugbu a.`,
  cancelled: 'Akagbuola. Onweghi ihe echekwara.',
  invalid: 'Ihe i tinyere ezighi ezi.',
  notEnough: (alive) => `Anu ezughi (${alive} di ndu).`,
  summary: (live, deaths, sold, naira) =>
    `Taa: anu ${live} di ndu, ${deaths} nwuru, e rere ${sold} (N${naira}).`,
  callWho: 'Rio oku site na\n1 Onye oru ugbo\n2 Dokita anu',
  agent: 'onye oru ugbo',
  vet: 'dokita anu',
  callConfirm: (who) => `Rio oku site na ${who}?\n1 Kwado\n2 Kagbuo`,
  callDone: (who) => `Anatala aririo gi. ${who} ga-akpo gi n'oge na-adighi anya.`,
  unknownPhone:
    'Edebanyeghi nomba a na Kiwo. Debanye aha na ngwa Kiwo ma o bu rio onye oru ugbo ka o debanye gi.',
  notFarmer: 'Oru a bu maka ndi oru ugbo. Jiri ngwa Kiwo.',
  suspended: 'Akwusiri akaunti Kiwo gi. Kpoturu Kiwo.',
  error: 'Ndo, nsogbu mere. Nwaa ozo.',
};

export const USSD_MESSAGES: Record<UserLanguage, UssdMessages> = {
  english: en,
  hausa: ha,
  yoruba: yo,
  igbo: ig,
};

/** Menu order of the language switch (1..4). */
export const USSD_LANGUAGES: readonly UserLanguage[] = ['english', 'hausa', 'yoruba', 'igbo'];

export const USSD_MAX_CHARS = 160;

/** Plain printable ASCII (and newlines): diacritics dropped, anything else removed. */
export function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\n]/g, '');
}

/** A reply: `CON ` or `END `, ASCII, at most 160 characters. */
export function screen(kind: 'CON' | 'END', body: string): string {
  const text = `${kind} ${toAscii(body)}`;
  return text.length <= USSD_MAX_CHARS ? text : `${text.slice(0, USSD_MAX_CHARS - 3)}...`;
}

/** A name short enough for a menu line, in ASCII. */
export const shortName = (name: string, max = 16) => {
  const ascii = toAscii(name).replace(/\s+/g, ' ').trim();
  return ascii.length <= max ? ascii : `${ascii.slice(0, max - 1)}.`;
};
