import { createContainer, style } from '@vanilla-extract/css';
import { focusRing } from '../shared/styles.css';
import { vars } from '../theme/contract.css';

const frame = createContainer('table');
// Stacked below 768 px of available width (spec §9 breakpoint), measured on the table's own
// container so a table in a narrow column stacks too.
const narrow = `${frame} (max-width: 767.98px)`;

export const root = style({
  containerName: frame,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@container': {
    [narrow]: { border: 'none', backgroundColor: 'transparent', overflow: 'visible' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  '@container': { [narrow]: { display: 'block' } },
});

/** Narrow: a block, so the select-this-page bar can show while the column headers hide. */
export const header = style({ '@container': { [narrow]: { display: 'block' } } });

export const headerRow = style({ '@container': { [narrow]: { display: 'block' } } });

/** Hidden but still read: the way the column headers (and their sort buttons) stack away. */
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const column = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
  // Column headers stay in the accessibility tree; each card shows its labels instead.
  '@container': { [narrow]: hidden },
});

/** The header's sort control: reads as the header text, with a 44 px touch target. */
export const sortButton = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
    [`${column}[data-align="end"] &`]: { justifyContent: 'flex-end' },
  },
  // Narrow, the header is clipped to a pixel: its button would be a Tab stop no one sees.
  // `display: none` takes it out of the Tab order and the accessibility tree; `narrowName`
  // keeps the header's name, and the sort select above the cards does its work.
  '@container': { [narrow]: { display: 'none' } },
});

/** A sortable header's name where its button is gone (narrow): read, never seen. */
export const narrowName = style({
  display: 'none',
  '@container': { [narrow]: { display: 'inline' } },
});

/** The phone sort select, above the cards: shown only when the headers hide. */
export const sortBar = style({
  display: 'none',
  '@container': { [narrow]: { display: 'block' } },
});

export const sortIcon = style({
  display: 'inline-flex',
  visibility: 'hidden',
  selectors: {
    [`${column}[aria-sort="ascending"] &, ${column}[aria-sort="descending"] &`]: {
      visibility: 'visible',
    },
  },
});

export const body = style({
  '@container': { [narrow]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
});

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
  },
  '@container': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface,
      selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
    },
  },
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text,
  textAlign: 'start',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
  '@container': {
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.md,
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.sm,
      textAlign: 'end',
      selectors: {
        // "Label: value" pairs. The "/ ''" alt text keeps the label out of the accessible
        // text: screen readers already announce the column header.
        '&[data-label]::before': {
          content: 'attr(data-label) / ""',
          fontWeight: vars.fontWeight.medium,
          color: vars.color.textMuted,
          textAlign: 'start',
        },
        '&[data-row-header]': { fontWeight: vars.fontWeight.bold },
      },
    },
  },
});

export const empty = style({
  padding: vars.space.md,
  '@container': { [narrow]: { display: 'block' } },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const pageText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The selection column: as narrow as its checkbox. */
export const pick = style({ width: '1%' });

/**
 * The header's "select every row on this page": a checkbox in its column on a wide table; on a
 * narrow one, where the other headers hide, a bar above the cards with its label shown, so bulk
 * selection stays reachable, visible when focused and named on a phone.
 */
export const pickHeader = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  '@container': {
    [narrow]: {
      display: 'block',
      width: 'auto',
      marginBlockEnd: vars.space.sm,
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface,
      fontWeight: vars.fontWeight.medium,
      color: vars.color.text,
    },
  },
});

/** The header checkbox's label: read only on a wide table, shown beside the box on a narrow one. */
export const pickAllLabel = style({
  ...hidden,
  margin: -1,
  border: 0,
  '@container': {
    [narrow]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});

/** `rowFocus`'s keyboard hint: small print above the table. */
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
