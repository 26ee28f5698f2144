/**
 * SMS text in GSM-7 (ADR 0037). A text with a single character outside the GSM 03.38 alphabet
 * is sent as UCS-2, where a segment holds 70 characters instead of 160: a Yorùbá code message
 * would cost two or three times as much. So outbound SMS are transliterated: hooked letters to
 * their base letter, tone marks and dots below dropped, typographic quotes and dashes made plain.
 */

/** GSM 03.38 default alphabet (one septet each). */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs two septets (an escape, then the character). */
const EXTENDED = '^{}\\[~]|€\f';
const BASIC_SET = new Set(BASIC);
const EXTENDED_SET = new Set(EXTENDED);

/**
 * Letters Unicode does not decompose into base + mark (Hausa's hooked letters, ʼy, ŋ), and
 * punctuation with a plain twin: the USSD screens (ASCII) use the same map.
 */
export const PLAIN_LETTERS: Record<string, string> = {
  ɓ: 'b',
  Ɓ: 'B',
  ɗ: 'd',
  Ɗ: 'D',
  ƙ: 'k',
  Ƙ: 'K',
  ƴ: 'y',
  Ƴ: 'Y',
  ʼ: "'",
  ŋ: 'n',
  Ŋ: 'N',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u20a6': 'N',
};

const isGsm = (c: string) => BASIC_SET.has(c) || EXTENDED_SET.has(c);

/**
 * The text in GSM-7: every letter with a mark becomes its plain ASCII letter (so a Yorùbá text
 * reads evenly, not half with GSM's own è é ù and half without), anything left outside the
 * alphabet becomes `?`.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const c of text) {
    const mapped = PLAIN_LETTERS[c];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    if (c.charCodeAt(0) < 0x80) {
      out += isGsm(c) ? c : c === '`' ? "'" : c === '\t' ? ' ' : '?';
      continue;
    }
    const plain = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (plain !== c && [...plain].every((p) => p.charCodeAt(0) < 0x80)) out += plain;
    else out += isGsm(c) ? c : '?';
  }
  return out;
}

export interface SegmentCount {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** How many SMS a text takes: GSM-7 160 alone / 153 a part, UCS-2 70 alone / 67 a part. */
export function segmentsOf(text: string): SegmentCount {
  const chars = [...text];
  if (chars.every(isGsm)) {
    const units = chars.reduce((n, c) => n + (EXTENDED_SET.has(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
