import { style } from '@vanilla-extract/css';

// Long translated labels (Hausa, Yoruba) stay readable instead of truncating.
export const menu = style({ minWidth: '12rem', maxWidth: 'min(20rem, calc(100vw - 16px))' });
