/**
 * Africa's Talking Voice actions (docs.africastalking.com/voice/actions) as typed values, written
 * as the `<Response>` document the gateway reads (ADR 0043: our own builder, not the SDK's).
 * Every text and attribute is XML-escaped: answers come from a model and may hold `<` or `&`.
 */

/** What a GetDigits or Record says first: Kiwo's own audio, or the gateway's English voice. */
export type Prompt = { say: string } | { play: string };

export type VoiceAction =
  | Prompt
  | {
      getDigits: Prompt[];
      numDigits: number;
      timeout: number;
      finishOnKey?: string;
      /** Where the gateway posts the keys (the keypad's steps, ADR 0044). */
      callbackUrl?: string;
    }
  | {
      record: Prompt[];
      finishOnKey: string;
      maxLength: number;
      timeout: number;
      trimSilence: boolean;
      playBeep: boolean;
    }
  | { reject: true };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text as XML character data or an attribute value: the five special characters escaped, and
 * characters XML 1.0 forbids (control codes, lone surrogates) removed.
 */
export const escapeXml = (text: string) =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const attrs = (values: Record<string, string | number | boolean | undefined>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');

function prompt(p: Prompt): string {
  return 'say' in p ? `<Say>${escapeXml(p.say)}</Say>` : `<Play url="${escapeXml(p.play)}"/>`;
}

function action(a: VoiceAction): string {
  if ('say' in a || 'play' in a) return prompt(a);
  if ('reject' in a) return '<Reject/>';
  if ('getDigits' in a) {
    const { numDigits, timeout, finishOnKey, callbackUrl } = a;
    return `<GetDigits${attrs({ numDigits, timeout, finishOnKey, callbackUrl })}>${a.getDigits.map(prompt).join('')}</GetDigits>`;
  }
  const { finishOnKey, maxLength, timeout, trimSilence, playBeep } = a;
  return `<Record${attrs({ finishOnKey, maxLength, timeout, trimSilence, playBeep })}>${a.record.map(prompt).join('')}</Record>`;
}

/** The document answering one callback; an empty one ends nothing and says nothing. */
export function voiceResponse(actions: readonly VoiceAction[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Response>${actions.map(action).join('')}</Response>`;
}
