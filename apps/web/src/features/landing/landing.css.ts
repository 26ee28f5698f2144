import { vars } from '@kiwo/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 768px)';
const desktop = 'screen and (min-width: 1024px)';

/**
 * The landing page is also served as prerendered HTML with no React on it, so nothing here
 * may depend on react-aria's `data-hovered`/`data-focus-visible`: plain `:hover` and the
 * global `:focus-visible` ring do the work.
 */
export const page = style({ display: 'grid', gap: vars.space.xl });

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  paddingBlock: vars.space.md,
  '@media': { [wide]: { gridTemplateColumns: '3fr 2fr', paddingBlock: vars.space.lg } },
});

export const heroText = style({ display: 'grid', gap: vars.space.md });

export const headline = style({
  fontSize: 'clamp(1.75rem, 6vw, 2.75rem)',
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  touchAction: 'manipulation',
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonText' } },
});

/** Links and buttons that look like buttons (Get Started, Subscribe, …). */
export const action = styleVariants({
  primary: [
    actionBase,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: {
        '&:hover': { background: vars.color.primaryHover },
        '&:active': { background: vars.color.primaryPressed },
        '&:disabled': {
          background: vars.color.disabled,
          color: vars.color.onDisabled,
          cursor: 'not-allowed',
        },
      },
    },
  ],
  secondary: [
    actionBase,
    {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      borderColor: vars.color.borderStrong,
      selectors: {
        '&:hover': { background: vars.color.primarySubtleHover },
        '&:active': { background: vars.color.primarySubtlePressed },
      },
    },
  ],
});

export const textLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  // Footer links sit in lists: a full-height row keeps them easy to tap on a phone.
  display: 'inline-block',
  paddingBlock: '0.625rem',
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

export const ussd = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const ussdLink = style([
  textLink,
  {
    color: 'inherit',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.lg,
    paddingBlock: vars.space.xs,
    selectors: { '&:hover': { color: 'inherit' } },
  },
]);

export const values = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: vars.space.xs,
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });

/** Width and height come from the viewBox ratio, so the art takes its space before it draws. */
export const art = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', display: 'block' });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': {
    [wide]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The card's button sits at the bottom even when the bullets differ in length. */
export const cardAction = style({ marginBlockStart: 'auto', alignSelf: 'start' });

export const more = style({ display: 'grid', gap: vars.space.sm });

export const moreToggle = style({
  alignSelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.md,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

/** "Learn more" while closed, "Show less" while open: the summary names the current action. */
export const whenClosed = style({ selectors: { [`${more}[open] &`]: { display: 'none' } } });
export const whenOpen = style({ selectors: { [`${more}:not([open]) &`]: { display: 'none' } } });

export const offer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textAlign: 'center',
});

export const footer = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.xl,
  // Room for the floating chat button, so it never covers the last line.
  paddingBlockEnd: `calc(56px + 2 * ${vars.space.lg})`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const linkGroups = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
});

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
