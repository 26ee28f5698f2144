/**
 * Screenshot baselines of every story (ADR 0036): the offline counterpart of `pnpm chromatic`.
 *
 * After a story's play function and axe check, the story is photographed as it was left, in the
 * light and dark themes at a phone (360 px) and a desktop (1280 px) width, and each picture is
 * compared with its committed PNG under packages/ui/visual/. The picture is clipped to what the
 * story drew (its elements plus anything it portalled to <body>), not the whole empty page, so
 * the baselines stay small.
 *
 * Driven by scripts/test-stories.mjs through environment variables; without KIWO_VISUAL_RESULTS
 * (test-storybook started by hand) nothing is photographed. Each story writes its variants'
 * outcomes to one JSON file there, and test-stories.mjs counts them as tests of the stage.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

// The runner's page type, without a direct dependency on playwright's own types.
type Page = Parameters<
  NonNullable<import('@storybook/test-runner').TestRunnerConfig['postVisit']>
>[0];

/** Two widths: the smallest phone Kiwo supports, and a common laptop. Height is the runner's. */
const WIDTHS = [1280, 360] as const;
export const THEMES = ['light', 'dark'] as const;
const HEIGHT = 720;

/**
 * pixelmatch's per-pixel colour distance (YIQ, 0–1; its default is 0.1): below it two pixels
 * count as equal, and anti-aliased edge pixels are not counted at all. 0.1 let a primary green
 * 26 levels lighter pass unseen; 0.03 catches a shift of about 8 levels. Same Chromium, same
 * fonts: pixels are equal bit for bit, so this only absorbs rasteriser noise after an update.
 */
const PIXEL_THRESHOLD = 0.03;
/** Share of a picture's pixels that may differ before the variant fails (ADR 0036). */
const MAX_DIFF_PIXEL_RATIO = 0.002;

/**
 * The date every story sees: stories that show a calendar or "today" would otherwise change
 * every day. The clock keeps running from it, so timers and elapsed-time logic behave as usual.
 */
const FIXED_NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

/** Installed before Storybook's own scripts (page.addInitScript): shifts Date, keeps it running. */
export const fixedClockScript = `(() => {
  if (globalThis.__kiwoFixedClock) return;
  globalThis.__kiwoFixedClock = true;
  const RealDate = Date;
  const offset = ${FIXED_NOW} - RealDate.now();
  class FixedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = FixedDate;
})();`;

interface VariantResult {
  storyId: string;
  title: string;
  name: string;
  variant: string;
  status: 'passed' | 'failed';
  message?: string;
  diffRatio?: number;
}

/** A story's optional `parameters.visual`. */
export interface VisualParameters {
  /** Leave the story out of the screenshot comparison (say why next to it). */
  disable?: boolean;
}

const env = {
  results: process.env.KIWO_VISUAL_RESULTS,
  baselines: process.env.KIWO_VISUAL_BASELINES ?? '',
  out: process.env.KIWO_VISUAL_OUT ?? '',
  update: process.env.KIWO_VISUAL_UPDATE === '1',
};

/** Baseline file of one variant: packages/ui/visual/<title id>/<story>.<theme>.<width>.png */
function baselinePath(storyId: string, theme: string, width: number): string {
  const [titleId, storyName = 'story'] = storyId.split('--');
  return join(env.baselines, titleId ?? storyId, `${storyName}.${theme}.${width}.png`);
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Runs in the page, one round trip per picture: switches the theme (window.__kiwoApplyTheme,
 * preview.tsx), waits for fonts, images and two animation frames (style, layout and paint of the
 * last change are done), then returns the box, in page coordinates, around everything the story
 * drew — its elements and whatever it portalled to <body> — plus room for focus rings.
 */
async function prepareShot(theme: string): Promise<Box | null> {
  // Animations at their start and no transitions: a spinner's turning box would move the clip,
  // and a theme switch would be photographed half-way. Removed again by unfreeze().
  if (!document.getElementById('kiwo-visual-freeze')) {
    const freeze = document.createElement('style');
    freeze.id = 'kiwo-visual-freeze';
    freeze.textContent =
      '*, *::before, *::after { animation: none !important; transition: none !important; ' +
      'caret-color: transparent !important; }';
    document.head.append(freeze);
  }
  window.__kiwoApplyTheme?.(theme as 'light' | 'dark');
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
  );
  await new Promise<void>((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done())),
  );

  const chrome =
    '#storybook-root, #storybook-docs, .sb-wrapper, #storybook-highlights-root, ' +
    '[data-live-announcer], script, style, link, template, noscript';
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  // A scrolling or clipping box shows only itself: what overflows it is not on screen.
  const visit = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') return;
    const rect = el.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) {
      box.left = Math.min(box.left, rect.left);
      box.top = Math.min(box.top, rect.top);
      box.right = Math.max(box.right, rect.right);
      box.bottom = Math.max(box.bottom, rect.bottom);
    }
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return;
    for (const child of el.children) visit(child);
  };
  // The root itself spans the page's width; only what it contains counts.
  for (const child of document.getElementById('storybook-root')?.children ?? []) visit(child);
  for (const portal of document.body.children) if (!portal.matches(chrome)) visit(portal);
  if (box.left === Infinity) return null;
  const pad = 16;
  const pageWidth = Math.max(document.documentElement.scrollWidth, window.innerWidth);
  const pageHeight = Math.max(document.documentElement.scrollHeight, window.innerHeight);
  const left = Math.max(0, Math.floor(box.left + window.scrollX - pad));
  const top = Math.max(0, Math.floor(box.top + window.scrollY - pad));
  const right = Math.min(pageWidth, Math.ceil(box.right + window.scrollX + pad));
  const bottom = Math.min(pageHeight, Math.ceil(box.bottom + window.scrollY + pad));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** One screenshot of the story's box in the given theme. */
async function shoot(page: Page, theme: string): Promise<Buffer> {
  const viewport = page.viewportSize() ?? { width: 1280, height: HEIGHT };
  const clip = (await page.evaluate(prepareShot, theme)) ?? { x: 0, y: 0, ...viewport };
  return page.screenshot({
    clip,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    // Beyond the viewport only when the story is taller or wider than it.
    fullPage: clip.x + clip.width > viewport.width || clip.y + clip.height > viewport.height,
  });
}

/**
 * A picture identical to the baseline is final at once (the usual case: one screenshot). Any
 * other is only trusted once two screenshots in a row agree, so a change still under way is
 * never compared or written as a baseline.
 */
async function stableShot(
  page: Page,
  theme: string,
  baseline: Buffer | undefined,
  outName: string,
) {
  let shot = await shoot(page, theme);
  if (baseline?.equals(shot)) return shot;
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.waitForTimeout(50 * attempt);
    const next = await shoot(page, theme);
    if (next.equals(shot) || samePicture(next, shot)) return next;
    mkdirSync(env.out, { recursive: true });
    writeFileSync(join(env.out, `${outName}.unsettled-${attempt}.png`), next);
    shot = next;
  }
  throw new Error(
    `the story never settled: six screenshots in a row differed (${join(env.out, `${outName}.unsettled-*.png`)})`,
  );
}

/**
 * Pictures beyond the viewport (a story taller than 720 px) can come out of Chromium with
 * different bytes each time, alternating between two encodings of what pixelmatch sees as the
 * same picture; those count as settled.
 */
function samePicture(a: Buffer, b: Buffer): boolean {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height) return false;
  return (
    pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: PIXEL_THRESHOLD }) ===
    0
  );
}

/** Pads a picture with transparent pixels to width × height. */
function padded(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < png.height; y++)
    png.data.copy(out, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return out;
}

/** Compares a new picture with its baseline; writes actual, expected and diff when they differ. */
function compare(actual: Buffer, expected: Buffer, label: string, outName: string) {
  const expectedPng = PNG.sync.read(expected);
  const actualPng = PNG.sync.read(actual);
  const width = Math.max(expectedPng.width, actualPng.width);
  const height = Math.max(expectedPng.height, actualPng.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(
    padded(expectedPng, width, height),
    padded(actualPng, width, height),
    diff.data,
    width,
    height,
    { threshold: PIXEL_THRESHOLD },
  );
  const ratio = differing / (width * height);
  const sizeChanged =
    expectedPng.width !== actualPng.width || expectedPng.height !== actualPng.height;
  const passed = ratio <= MAX_DIFF_PIXEL_RATIO;
  if (!passed || differing > 0) {
    mkdirSync(env.out, { recursive: true });
    writeFileSync(join(env.out, `${outName}.actual.png`), actual);
    writeFileSync(join(env.out, `${outName}.expected.png`), expected);
    writeFileSync(join(env.out, `${outName}.diff.png`), PNG.sync.write(diff));
  }
  const size = sizeChanged
    ? ` (size ${expectedPng.width}×${expectedPng.height} → ${actualPng.width}×${actualPng.height})`
    : '';
  const message = `${label}: ${differing} pixels differ, ${(ratio * 100).toFixed(3)}% of ${width}×${height}${size}; allowed ${(MAX_DIFF_PIXEL_RATIO * 100).toFixed(1)}%. Diff: ${join(env.out, `${outName}.diff.png`)}`;
  return { passed, ratio, message };
}

/**
 * Photographs the rendered story in every theme and width and compares (or, with
 * KIWO_VISUAL_UPDATE=1, rewrites) its baselines. Leaves the page in the light theme at the
 * runner's viewport, as the next story expects it.
 */
export async function checkVisuals(
  page: Page,
  story: { id: string; title: string; name: string },
  applyTheme: (theme: (typeof THEMES)[number]) => Promise<void>,
): Promise<void> {
  if (!env.results) return;
  const started = performance.now();
  const results: VariantResult[] = [];
  const original = page.viewportSize() ?? { width: 1280, height: HEIGHT };
  try {
    for (const width of WIDTHS) {
      if (page.viewportSize()?.width !== width)
        await page.setViewportSize({ width, height: HEIGHT });
      for (const theme of THEMES) {
        const variant = `${theme} ${width}px`;
        const label = `${story.title} › ${story.name} [${variant}]`;
        const file = baselinePath(story.id, theme, width);
        const outName = `${story.id}.${theme}.${width}`;
        const result: VariantResult = {
          storyId: story.id,
          title: story.title,
          name: story.name,
          variant,
          status: 'passed',
        };
        try {
          const baseline = existsSync(file) ? readFileSync(file) : undefined;
          const shot = await stableShot(page, theme, baseline, outName);
          if (!baseline) {
            if (env.update) {
              mkdirSync(dirname(file), { recursive: true });
              writeFileSync(file, shot);
              result.message = `${label}: new baseline written`;
            } else {
              mkdirSync(env.out, { recursive: true });
              writeFileSync(join(env.out, `${outName}.actual.png`), shot);
              result.status = 'failed';
              result.message = `${label}: no baseline at ${file}; run \`pnpm test:stories --update\` and commit it`;
            }
          } else {
            const { passed, ratio, message } = shot.equals(baseline)
              ? { passed: true, ratio: 0, message: '' }
              : compare(shot, baseline, label, outName);
            result.diffRatio = ratio;
            if (!passed && env.update) {
              writeFileSync(file, shot);
              result.message = `${label}: baseline rewritten (${(ratio * 100).toFixed(3)}% differed)`;
            } else if (!passed) {
              result.status = 'failed';
              result.message = message;
            }
          }
        } catch (error) {
          result.status = 'failed';
          result.message = `${label}: ${error instanceof Error ? error.message : String(error)}`;
        }
        results.push(result);
      }
    }
  } finally {
    // The next story's play function runs with the page's own animations, as before.
    await page.evaluate(() => document.getElementById('kiwo-visual-freeze')?.remove());
    await page.setViewportSize(original);
    await applyTheme('light');
    mkdirSync(env.results, { recursive: true });
    // ms: time spent here, summed by test-stories.mjs into the stage's cost of screenshots.
    const ms = Math.round(performance.now() - started);
    writeFileSync(join(env.results, `${story.id}.json`), JSON.stringify({ ms, results }));
  }
}
