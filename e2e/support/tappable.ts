import { expect, type Locator } from '@playwright/test';

/**
 * A farmer's tap at the middle of `target` lands on it: nothing floats over it (the chat button,
 * a toast). The page is scrolled to it only if it is off screen, as a thumb would.
 */
export async function expectTappable(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        const hit = document.elementFromPoint(left + width / 2, top + height / 2);
        return hit !== null && (hit === element || element.contains(hit));
      }),
    )
    .toBe(true);
}
