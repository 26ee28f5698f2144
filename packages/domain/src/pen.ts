export interface PenDraft {
  readonly name: string;
  readonly description: string;
  readonly location: string;
}

const DEFAULT_PEN_NAME = 'Main Pen';
const DEFAULT_PEN_DESCRIPTION = 'Primary livestock pen';
export const DEFAULT_PEN_LOCATION = 'N/A';

/**
 * Spec §3 default pen for a farmer: "Main Pen", "Primary livestock pen", located in the farmer's
 * state of residence, or "N/A" when none is given (blank counts as none).
 */
export const defaultPenFor = (stateOfResidence?: string | null): PenDraft => {
  const state = stateOfResidence?.trim() ?? '';
  return {
    name: DEFAULT_PEN_NAME,
    description: DEFAULT_PEN_DESCRIPTION,
    location: state === '' ? DEFAULT_PEN_LOCATION : state,
  };
};
