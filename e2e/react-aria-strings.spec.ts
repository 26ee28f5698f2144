import { expect, test } from '@playwright/test';

/**
 * react-aria's own accessible strings (hidden dismiss buttons, date-segment names) follow the
 * language too: the build adds Hausa, Yorùbá and Igbo from @kiwo/i18n (ADR 0010).
 */
const LANGUAGES = [
  { name: 'Hausa', lang: 'ha', dismiss: 'Rufe', suggestions: 'Shawarwari' },
  { name: 'Yorùbá', lang: 'yo', dismiss: 'Pa á dé', suggestions: 'Àwọn àbá' },
  { name: 'Igbo', lang: 'ig', dismiss: 'Mechie', suggestions: 'Aro' },
];

for (const { name, lang, dismiss, suggestions } of LANGUAGES) {
  test(`react-aria's built-in strings are in ${name}`, async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /Language|Harshe|Èdè|Asụsụ/ }).click();
    await page.getByRole('menuitemradio', { name }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // The menu's popover carries react-aria's hidden dismiss buttons for screen readers.
    await page.getByRole('button', { name: /Language|Harshe|Èdè|Asụsụ/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const dismissButtons = page.getByRole('button', { name: dismiss, exact: true });
    await expect(dismissButtons.first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Dismiss', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The state combo box's suggestion list is named by react-aria — in the same language.
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const state = page.getByRole('combobox').last();
    await state.click();
    await state.pressSequentially('Ka');
    // ArrowDown opens the suggestions if typing alone did not (it never closes them).
    await state.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: new RegExp(suggestions) })).toBeVisible();
  });
}
