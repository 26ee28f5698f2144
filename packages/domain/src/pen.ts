export interface PenDraft {
  readonly name: string;
  readonly description: string;
  readonly location: string;
}

/** The default pen's name and description, in the farmer's language (`@kiwo/i18n` words them). */
export interface PenWords {
  readonly name: string;
  readonly description: string;
}

const ENGLISH_PEN: PenWords = { name: 'Main Pen', description: 'Primary livestock pen' };
export const DEFAULT_PEN_LOCATION = 'N/A';

/**
 * Spec §3 default pen for a farmer: "Main Pen", "Primary livestock pen" — in the farmer's
 * language when `words` gives them — located in the farmer's state of residence, or "N/A" when
 * none is given (blank counts as none).
 */
export const defaultPenFor = (
  stateOfResidence?: string | null,
  words: PenWords = ENGLISH_PEN,
): PenDraft => {
  const state = stateOfResidence?.trim() ?? '';
  return {
    name: words.name,
    description: words.description,
    location: state === '' ? DEFAULT_PEN_LOCATION : state,
  };
};
