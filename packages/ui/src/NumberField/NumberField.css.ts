import { style } from '@vanilla-extract/css';

// Between the − and + buttons the value reads best centred.
export const centred = style({ textAlign: 'center' });
