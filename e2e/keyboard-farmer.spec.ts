import {
  arrowTo,
  expect,
  expectFocused,
  expectRing,
  resetLanguage,
  signInWithKeyboard,
  signOutWithKeyboard,
  tabTo,
  tabToVisible,
  test,
} from './support/keyboard';

const FARMER = '08030000001';

// The journey switches the account to Hausa; it starts and ends with English saved.
test.beforeEach(({ request }) => resetLanguage(request, FARMER));
test.afterEach(({ request }) => resetLanguage(request, FARMER));

test('a farmer records the day, posts a listing, reads Hausa and signs out — keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page, FARMER);
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  // The sign-in form is gone, so focus starts on the new page's heading, not on <body>.
  await expectFocused(page, { role: 'heading', name: 'Your farm today' });

  // Back up to the skip link (the page's first stop); it lands in the page.
  await tabTo(page, { role: 'link', name: 'Skip to main content' }, { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, { role: 'link', name: 'Record today’s data' }, { max: 1 });

  // Ctrl+B folds the sidebar to icons and opens it again.
  const menuButton = page.getByRole('button', { name: 'Show or hide the menu' });
  await page.keyboard.press('Control+b');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Control+b');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

  // Batch → the broiler batch → House B → record today.
  await tabTo(page, { role: 'link', name: 'Batch' }, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/farmer\/batch$/);
  await tabToVisible(page, { role: 'link', name: 'Open Broilers — November' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: 'House B' })).toBeVisible();
  const houseB = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'House B' }),
  });
  await tabTo(page, { role: 'link', name: 'Record today’s data', within: houseB });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/farmer\/records\?section=/);

  // Today's numbers: the section chosen on the way in, deaths, feed, a sale in naira.
  await tabToVisible(page, {
    role: 'button',
    name: /House B \(Broilers — November\)/,
    exact: false,
  });
  for (const [name, value] of [
    ['Deaths', '1'],
    ['Feed (kg)', '30.5'],
    ['Sales (₦)', '12000'],
    ['Number sold', '3'],
  ] as const) {
    await tabTo(page, { role: 'textbox', name }, { max: 5 });
    await page.keyboard.press('Control+a');
    await page.keyboard.type(value);
  }
  // Deaths typed bring the cause picker (ADR 0059) between the expenses and the details.
  await tabTo(page, { role: 'button', name: 'Save record' }, { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Record saved' })).toBeVisible();
  await expectFocused(page, { role: 'button', name: 'Save record' });
  // The dashboard's recent activity has the day: 1 death and the ₦12,000 sale.
  await tabTo(page, { role: 'link', name: 'Dashboard' }, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  // The sidebar stays put from page to page, and so does focus on the link followed.
  await expectFocused(page, { role: 'link', name: 'Dashboard' });
  await expect(
    page.getByRole('link', { name: 'House B (Broilers — November): 1 death, sales ₦12,000' }),
  ).toBeVisible();

  // The marketplace: a listing posted through the dialog, focus back on the button after.
  await tabTo(page, { role: 'link', name: 'Marketplace' }, { max: 4 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/farmer\/marketplace$/);
  await tabToVisible(page, { role: 'tab', name: 'Browse' });
  await arrowTo(page, { role: 'tab', name: 'My listings' }, 'ArrowRight');
  await tabTo(page, { role: 'button', name: 'Post a listing' });
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Post a listing' });
  await expect(form).toBeVisible();
  const title = `Broiler manure, 30 bags ${Date.now()}`;
  await tabTo(page, { role: 'textbox', name: /^Title/, exact: false, within: form }, { max: 3 });
  await page.keyboard.type(title);
  for (const [name, value] of [
    [/^Price/, '1500'],
    [/^Quantity/, '30'],
    [/^Unit/, 'bags'],
  ] as const) {
    await tabTo(
      page,
      { role: 'textbox', name: value && name, exact: false, within: form },
      { max: 4 },
    );
    await page.keyboard.type(value);
  }
  await tabTo(page, { role: 'button', name: 'Post listing', within: form }, { max: 6 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Listing posted' })).toBeVisible();
  await expect(form).toBeHidden();
  await expectFocused(page, { role: 'button', name: 'Post a listing' });
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Notifications: the seeded one about the broilers listing opens the marketplace.
  await tabTo(page, { role: 'link', name: /^Notifications/, exact: false }, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/farmer\/notifications$/);
  const note = page.getByRole('article', { name: 'Someone is interested in your listing' });
  await tabToVisible(page, { role: 'button', name: 'Open', within: note });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/farmer\/marketplace$/);

  // Hausa from the language menu: arrows move through it, Enter picks, focus comes back.
  await tabTo(page, { role: 'button', name: /^Language/, exact: false }, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Language' })).toBeVisible();
  await arrowTo(page, { role: 'menuitemradio', name: 'Hausa' });
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expectFocused(page, { role: 'button', name: /^Harshe/, exact: false });

  // Sign out from the account menu, in Hausa.
  await signOutWithKeyboard(page, 'Amina Bello', 'Fita');
});

test('on a phone the menu drawer opens from the button and Ctrl+B, keeps focus inside, closes on Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInWithKeyboard(page, FARMER);
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  const menuButton = { role: 'button', name: 'Show or hide the menu' } as const;
  await tabToVisible(page, menuButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  // Focus is inside the drawer and stays there: a full lap of Tab never leaves it.
  const inDrawer = () => drawer.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(inDrawer).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await inDrawer()).toBe(true);
    await expectRing(page);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expectFocused(page, menuButton);

  // Ctrl+B opens it too; following a link goes there and closes the drawer.
  await page.keyboard.press('Control+b');
  await expect(drawer).toBeVisible();
  await tabTo(page, { role: 'link', name: 'Records', within: drawer });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/farmer\/records$/);
  await expect(drawer).toBeHidden();
});
