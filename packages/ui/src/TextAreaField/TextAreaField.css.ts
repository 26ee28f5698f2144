import { style } from '@vanilla-extract/css';
import { input } from '../shared/field.css';
import { vars } from '../theme/contract.css';

export { field, label } from '../shared/field.css';

/** The shared input look, grown to several lines; only vertical resizing keeps the layout. */
export const textArea = style([
  input,
  {
    height: 'auto',
    minHeight: '6rem',
    paddingBlock: vars.space.sm,
    lineHeight: vars.lineHeight.body,
    resize: 'vertical',
    fontFamily: 'inherit',
  },
]);
