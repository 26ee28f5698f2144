import { vars } from '@kiwo/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The printed part of the batch report: everything else on the page is left off paper. */
export const printArea = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Buttons, forms and links that make no sense on paper. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

globalStyle('body *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printArea}, ${printArea} *`, {
  '@media': { print: { visibility: 'visible', color: '#000' } },
});
globalStyle(printArea, {
  '@media': {
    print: {
      position: 'absolute',
      insetInlineStart: 0,
      insetBlockStart: 0,
      width: '100%',
      boxSizing: 'border-box',
      padding: '12mm',
    },
  },
});
