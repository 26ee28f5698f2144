import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { LIVE_ANNOUNCER, STORYBOOK_CHROME, WCAG_TAGS } from './a11y.ts';
import { checkVisuals, fixedClockScript, type VisualParameters } from './visual.ts';

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
 *
 * Then the same state is photographed in both themes at 360 and 1280 px and compared with its
 * baselines under packages/ui/visual/ (visual.ts, ADR 0036); `parameters.visual.disable: true`
 * leaves a story out. A failed play function skips the photographs: its state is not the story.
 */
const themes = ['light', 'dark'] as const;

const config: TestRunnerConfig = {
  // The runner's own page set-up (load iframe.html), with the fixed date installed before any
  // of Storybook's scripts run, so every story sees the same "today".
  async prepare({ page }) {
    await page.addInitScript(fixedClockScript);
    const url = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(url, { waitUntil: 'load' });
  },
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Stories share one page per file: start each at the top, not where the last one scrolled
    // to, so its screenshots do not depend on the story before it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const { parameters } = await getStoryContext(page, context);
    const applyTheme = async (theme: (typeof themes)[number]) => {
      await page.evaluate((name) => window.__kiwoApplyTheme?.(name), theme);
    };
    const a11y = parameters?.a11y as { disable?: boolean; test?: string } | undefined;
    let a11yError: Error | undefined;
    if (a11y?.disable !== true && a11y?.test !== 'off') {
      try {
        for (const theme of themes) {
          await applyTheme(theme);
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
            a11yError = new Error(`axe found WCAG 2.2 AA violations in the ${theme} theme`, {
              cause: error,
            });
            break;
          }
        }
      } finally {
        await applyTheme('light');
      }
    }

    const visual = parameters?.visual as VisualParameters | undefined;
    if (!context.hasFailure && visual?.disable !== true) {
      await checkVisuals(page, context, applyTheme);
    }
    if (a11yError) throw a11yError;
  },
};

export default config;
