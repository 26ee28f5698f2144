import { vars } from '@kiwo/ui';
import { style } from '@vanilla-extract/css';

/** The update prompt sits above the page, apart from its heading. */
export const prompt = style({ marginBlockEnd: vars.space.md });
