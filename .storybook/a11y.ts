/**
 * WCAG 2.2 AA: the level Kiwo promises. Shared by the a11y addon (preview.tsx) and the axe
 * checks of the test-runner (test-runner.ts) so both judge stories by the same rules.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Storybook's own always-present elements, never part of a story. */
export const STORYBOOK_CHROME = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * react-aria's visually hidden live announcer. An alert dialog announces itself there with a
 * `role="img"` entry labelled by the dialog's heading; once the dialog closes the heading is gone
 * and axe reports the stale entry (role-img-alt), although it was read correctly when added.
 * The test-runner reuses one page for many stories, so such entries pile up across stories.
 */
export const LIVE_ANNOUNCER = ['[data-live-announcer]'];
