/**
 * Design tokens as plain data. The vanilla-extract theme files turn these into CSS variables;
 * keeping them framework-free lets a unit test prove every text/background pair meets WCAG AA.
 */

/** Every colour role a component may use. Components never use literal colours. */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Cards, fields, dialogs. */
  surface: string;
  /** Slightly recessed areas (hovered ghost buttons, wells). */
  surfaceSunken: string;
  /** Inverted surface for neutral toasts. */
  surfaceInverse: string;
  /** Body text. */
  text: string;
  /** Secondary text (descriptions, hints); still AA on background and surface. */
  textMuted: string;
  /** Text on `surfaceInverse`. */
  textInverse: string;
  /** Decorative dividers (no contrast requirement). */
  border: string;
  /** Borders that identify a control (inputs); at least 3:1 against the background. */
  borderStrong: string;
  /** Deep farm green: primary actions and links. */
  primary: string;
  primaryHover: string;
  primaryPressed: string;
  /** Text and icons on `primary`. */
  onPrimary: string;
  /** Tinted background for secondary actions. */
  primarySubtle: string;
  primarySubtleHover: string;
  primarySubtlePressed: string;
  /** Text on `primarySubtle`; also ghost-button text. */
  onPrimarySubtle: string;
  /** Destructive actions and error messages. */
  danger: string;
  dangerHover: string;
  dangerPressed: string;
  /** Text on `danger`. */
  onDanger: string;
  /** Error text on `background`/`surface`. */
  dangerText: string;
  /** Success toasts. */
  success: string;
  /** Text on `success`. */
  onSuccess: string;
  /** Success text and icons on `background`/`surface` (good trends). */
  successText: string;
  /** Tinted backgrounds of status alerts and badges, each with its own text colour. */
  successSubtle: string;
  onSuccessSubtle: string;
  warningSubtle: string;
  onWarningSubtle: string;
  infoSubtle: string;
  onInfoSubtle: string;
  dangerSubtle: string;
  onDangerSubtle: string;
  /** Dimmed backdrop behind modals and drawers (no contrast requirement). */
  backdrop: string;
  /** Background of disabled controls (WCAG exempts disabled controls from contrast). */
  disabled: string;
  /** Text of disabled controls. */
  onDisabled: string;
  /** Keyboard focus ring; at least 3:1 against background and surface. */
  focusRing: string;
  /** Modal/toast shadow colour. */
  shadow: string;
}

export type ColorScheme = 'light' | 'dark';

/** The full token tree that `createThemeContract` mirrors. */
export interface ThemeTokens {
  colorScheme: ColorScheme;
  color: ColorTokens;
  font: { body: string; mono: string };
  fontSize: { sm: string; md: string; lg: string; xl: string };
  fontWeight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; body: string };
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
  radius: { sm: string; md: string; lg: string; full: string };
  /** Minimum hit area for anything tappable (WCAG 2.5.5/2.5.8, cheap touch screens). */
  size: { touchTarget: string; controlMd: string; controlLg: string };
  focus: { ringWidth: string; ringOffset: string };
  shadow: { raised: string };
  /** Stacking: sticky chrome < floating button/panel < modal < toast. */
  zIndex: { sticky: string; floating: string; modal: string; toast: string };
  duration: { fast: string };
}

/** Token names without values: the shape the theme contract is built from. */
export type ThemeContractShape = {
  [K in keyof ThemeTokens]: ThemeTokens[K] extends string
    ? null
    : { [P in keyof ThemeTokens[K]]: null };
};

// System fonts only: no web-font download on slow, metered connections. Noto Sans and Roboto
// (stock Android) carry the Yoruba and Igbo diacritics (ẹ, ọ, ṣ, ị, ụ, ń).
const fontBody =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';
const fontMono = 'ui-monospace, "SFMono-Regular", "Roboto Mono", Menlo, Consolas, monospace';

const shared = {
  font: { body: fontBody, mono: fontMono },
  // 1rem body: 16px inputs also stop mobile browsers zooming on focus.
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', body: '1.5' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { sm: '0.375rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  size: { touchTarget: '44px', controlMd: '48px', controlLg: '56px' },
  focus: { ringWidth: '3px', ringOffset: '2px' },
  zIndex: { sticky: '100', floating: '500', modal: '900', toast: '1000' },
  duration: { fast: '120ms' },
} satisfies Omit<ThemeTokens, 'colorScheme' | 'color' | 'shadow'>;

export const lightTokens: ThemeTokens = {
  ...shared,
  colorScheme: 'light',
  color: {
    background: '#faf7f2',
    surface: '#ffffff',
    surfaceSunken: '#f0eae0',
    surfaceInverse: '#2b251d',
    text: '#1f1a14',
    textMuted: '#5a5044',
    textInverse: '#faf7f2',
    border: '#ddd3c4',
    borderStrong: '#857a69',
    primary: '#1b5e20',
    primaryHover: '#164d1a',
    primaryPressed: '#103c13',
    onPrimary: '#ffffff',
    primarySubtle: '#e2eee0',
    primarySubtleHover: '#d2e5cf',
    primarySubtlePressed: '#c0d9bc',
    onPrimarySubtle: '#174f1b',
    danger: '#b3261e',
    dangerHover: '#951f19',
    dangerPressed: '#771914',
    onDanger: '#ffffff',
    dangerText: '#a4221b',
    success: '#1e6b24',
    onSuccess: '#ffffff',
    successText: '#1e6b24',
    successSubtle: '#e3f1e4',
    onSuccessSubtle: '#1a5e1f',
    warningSubtle: '#fdf0d5',
    onWarningSubtle: '#6b4500',
    infoSubtle: '#e1ecf7',
    onInfoSubtle: '#0d4a85',
    dangerSubtle: '#fbe4e2',
    onDangerSubtle: '#8c1d17',
    backdrop: 'rgba(31, 26, 20, 0.5)',
    disabled: '#e6e0d6',
    onDisabled: '#7d7365',
    focusRing: '#1b5e20',
    shadow: 'rgba(31, 26, 20, 0.18)',
  },
  shadow: { raised: '0 6px 20px rgba(31, 26, 20, 0.18)' },
};

export const darkTokens: ThemeTokens = {
  ...shared,
  colorScheme: 'dark',
  color: {
    background: '#15120e',
    surface: '#201c16',
    surfaceSunken: '#2c2720',
    surfaceInverse: '#f3eee6',
    text: '#f3eee6',
    textMuted: '#c2b8a8',
    textInverse: '#1f1a14',
    border: '#3b342b',
    borderStrong: '#8f8575',
    primary: '#86c98a',
    primaryHover: '#9dd5a0',
    primaryPressed: '#b3e0b5',
    onPrimary: '#0b2a0e',
    primarySubtle: '#1f3a21',
    primarySubtleHover: '#284a2a',
    primarySubtlePressed: '#305a33',
    onPrimarySubtle: '#b3e0b5',
    danger: '#f2b8b5',
    dangerHover: '#f6cdcb',
    dangerPressed: '#f9dedd',
    onDanger: '#5c1410',
    dangerText: '#f4c3c0',
    success: '#a5d6a7',
    onSuccess: '#0b2a0e',
    successText: '#a5d6a7',
    successSubtle: '#1d3620',
    onSuccessSubtle: '#b9e3bb',
    warningSubtle: '#3d2e0f',
    onWarningSubtle: '#f5d38f',
    infoSubtle: '#132c44',
    onInfoSubtle: '#b3d4f5',
    dangerSubtle: '#431b18',
    onDangerSubtle: '#f6cdcb',
    backdrop: 'rgba(0, 0, 0, 0.65)',
    disabled: '#2e2922',
    onDisabled: '#8a8071',
    focusRing: '#a5d6a7',
    shadow: 'rgba(0, 0, 0, 0.5)',
  },
  shadow: { raised: '0 6px 20px rgba(0, 0, 0, 0.5)' },
};
