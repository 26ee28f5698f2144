import { describe, expect, it } from 'vitest';
import { type ColorTokens, darkTokens, lightTokens } from './tokens';

function channel(hex: string, offset: number): number {
  const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Role = keyof ColorTokens;
// [foreground, background, minimum]: 4.5 for text (1.4.3), 3 for control boundaries and focus (1.4.11).
const pairs: [Role, Role, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceSunken', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceSunken', 4.5],
  ['textInverse', 'surfaceInverse', 4.5],
  ['primary', 'background', 4.5],
  ['primary', 'surface', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['onPrimary', 'primaryPressed', 4.5],
  ['onPrimarySubtle', 'primarySubtle', 4.5],
  ['onPrimarySubtle', 'primarySubtleHover', 4.5],
  ['onPrimarySubtle', 'primarySubtlePressed', 4.5],
  ['onPrimarySubtle', 'background', 4.5],
  ['onPrimarySubtle', 'surface', 4.5],
  ['onDanger', 'danger', 4.5],
  ['onDanger', 'dangerHover', 4.5],
  ['onDanger', 'dangerPressed', 4.5],
  ['dangerText', 'background', 4.5],
  ['dangerText', 'surface', 4.5],
  ['onSuccess', 'success', 4.5],
  ['successText', 'background', 4.5],
  ['successText', 'surface', 4.5],
  ['onSuccessSubtle', 'successSubtle', 4.5],
  ['onWarningSubtle', 'warningSubtle', 4.5],
  ['onInfoSubtle', 'infoSubtle', 4.5],
  ['onDangerSubtle', 'dangerSubtle', 4.5],
  ['primary', 'surfaceSunken', 3],
  ['borderStrong', 'background', 3],
  ['borderStrong', 'surface', 3],
  ['focusRing', 'background', 3],
  ['focusRing', 'surface', 3],
  ['primary', 'primarySubtle', 3],
  ['danger', 'background', 3],
];

describe.each([
  ['light', lightTokens.color],
  ['dark', darkTokens.color],
])('%s theme meets WCAG AA', (_name, color) => {
  it.each(pairs)('%s on %s ≥ %d:1', (fg, bg, min) => {
    expect(contrast(color[fg], color[bg])).toBeGreaterThanOrEqual(min);
  });
});
