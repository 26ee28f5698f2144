import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { LIVE_ANNOUNCER, STORYBOOK_CHROME, WCAG_TAGS } from './a11y.ts';

/**
 * Every story is checked with axe (WCAG 2.2 AA tags) after its play function, first in the
 * light theme it rendered in, then again in the dark theme. The theme is switched by swapping
 * the class on <body> (window.__kiwoApplyTheme, set in preview.tsx) instead of re-visiting the
 * story: the story keeps the exact state its play function left (an open toast, an error
 * message, a hovered button), and nothing runs twice.
 *
 * Colour transitions are disabled by emulating `prefers-reduced-motion: reduce`, so axe never
 * measures contrast half-way through a transition.
 *
 * A story opts out with `parameters.a11y.disable: true` or `parameters.a11y.test: 'off'`.
 */
const themes = ['light', 'dark'] as const;

const config: TestRunnerConfig = {
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const { parameters } = await getStoryContext(page, context);
    const a11y = parameters?.a11y as { disable?: boolean; test?: string } | undefined;
    if (a11y?.disable === true || a11y?.test === 'off') return;

    try {
      for (const theme of themes) {
        await page.evaluate((name) => window.__kiwoApplyTheme?.(name), theme);
        try {
          await checkA11y(
            page,
            {
              include: [['body']],
              exclude: [...STORYBOOK_CHROME, ...LIVE_ANNOUNCER].map((selector) => [selector]),
            },
            {
              axeOptions: { runOnly: { type: 'tag', values: WCAG_TAGS } },
              detailedReport: true,
              detailedReportOptions: { html: true },
              verbose: false,
            },
          );
        } catch (error) {
          // Say which theme failed; the violation details were already printed above.
          throw new Error(`axe found WCAG 2.2 AA violations in the ${theme} theme`, {
            cause: error,
          });
        }
      }
    } finally {
      await page.evaluate(() => window.__kiwoApplyTheme?.('light'));
    }
  },
};

export default config;
