/**
 * WCAG 2.2 AA: the level Kiwo promises. Shared by the a11y addon (preview.tsx) and the axe
 * checks of the test-runner (test-runner.ts) so both judge stories by the same rules.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Storybook's own always-present elements, never part of a story. */
export const STORYBOOK_CHROME = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
