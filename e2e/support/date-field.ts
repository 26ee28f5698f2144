import type { Page } from '@playwright/test';

/**
 * Types a `YYYY-MM-DD` day into a react-aria date field: its day, month and year boxes (the
 * record form's date, ADR 0046). Year first, then month, then day, so a 31st is never clamped
 * to a shorter month on the way.
 */
export async function fillDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const field = page.getByRole('group', { name: label, exact: true });
  for (const [type, value] of [
    ['year', year],
    ['month', month],
    ['day', day],
  ] as const) {
    await field.locator(`[data-type="${type}"]`).click();
    await page.keyboard.type(value);
  }
}
