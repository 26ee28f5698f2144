import {
  arrowTo,
  expect,
  expectFocused,
  signInWithKeyboard,
  signOutWithKeyboard,
  tabTo,
  tabToVisible,
  test,
} from './support/keyboard';

test('an admin finds a farmer, suspends and reactivates them, sends a notification and signs out — keyboard only', async ({
  page,
}) => {
  // 60 s more than before the phone sort step, which loads the agents page at 360 px.
  test.setTimeout(210_000);
  await signInWithKeyboard(page, 'admin@kiwo.ng');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // On a phone the agents' table hides its sortable headers: a "Sort by" select above the
  // cards sorts it, and Tab never stops on a header button no one sees.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/agents');
  const performance = page.getByRole('table', { name: 'Agents, last 7 days' });
  const visits = performance.getByRole('columnheader', { name: 'Visits' });
  await expect(visits).toHaveAttribute('aria-sort', 'none');
  await expect(performance.getByRole('button')).toHaveCount(0);
  await tabToVisible(page, { role: 'button', name: /Sort by$/, exact: false }, { max: 150 });
  await page.keyboard.press('Enter');
  await arrowTo(page, { role: 'option', name: 'Visits: highest first' });
  await page.keyboard.press('Enter');
  await expect(visits).toHaveAttribute('aria-sort', 'descending');
  await expectFocused(page, { role: 'button', name: /^Visits: highest first/, exact: false });
  // The next stop is the first agent's name on the cards: no hidden header in between.
  await page.keyboard.press('Tab');
  await expectFocused(page, {
    role: 'link',
    name: /\S/,
    exact: false,
    within: performance.getByRole('rowheader').first(),
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/admin/dashboard');

  // Farmers: the status filter (a select), the search box, then the farmer's link in the table.
  await tabToVisible(page, { role: 'link', name: 'Farmers' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/farmers$/);
  await tabToVisible(page, { role: 'button', name: /Account status$/, exact: false });
  await page.keyboard.press('Enter');
  await arrowTo(page, { role: 'option', name: 'Active' });
  await page.keyboard.press('Enter');
  await expectFocused(page, { role: 'button', name: /^Active/, exact: false });
  await tabTo(
    page,
    { role: 'searchbox', name: 'Search by name, phone, email or farm' },
    {
      backwards: true,
    },
  );
  await page.keyboard.type('Ngozi');
  const farmers = page.getByRole('table', { name: 'Farmers' });
  // Other journeys add farmers named Ngozi: every row but the header is one.
  await expect(farmers.getByRole('row').filter({ hasNotText: 'Ngozi' })).toHaveCount(1);
  await tabToVisible(page, { role: 'link', name: 'Ngozi Eze', within: farmers });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ngozi Eze' })).toBeVisible();

  // Suspend: the question opens on Cancel (a destructive action); the reason is one step back.
  const suspend = { role: 'button', name: 'Suspend account' } as const;
  await tabToVisible(page, suspend);
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Suspend the account of Ngozi Eze?' });
  await expect(ask).toBeVisible();
  await expectFocused(page, { role: 'button', name: 'Cancel', within: ask });
  await tabTo(
    page,
    { role: 'textbox', name: 'Reason (kept in the history)', within: ask },
    {
      backwards: true,
      max: 3,
    },
  );
  await page.keyboard.type('Keyboard journey check');
  await tabTo(page, { ...suspend, within: ask }, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible();
  // Focus is back on the button that opened the question, now offering the way back.
  const reactivate = { role: 'button', name: 'Reactivate account' } as const;
  await expectFocused(page, reactivate);

  await page.keyboard.press('Enter');
  const back = page.getByRole('alertdialog', { name: 'Reactivate the account of Ngozi Eze?' });
  await expect(back).toBeVisible();
  await tabTo(page, { ...reactivate, within: back }, { max: 4 });
  await page.keyboard.press('Enter');
  await expect(back).toBeHidden();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expectFocused(page, suspend);

  // The marketplace list pages with Next; on the last page focus moves to Previous (the
  // button pressed is disabled there) instead of falling out of the page.
  await tabTo(page, { role: 'link', name: 'Marketplace' }, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/marketplace$/);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText(/Page 1 of \d+/);
  const pageCount = Number((await pages.textContent())?.match(/of (\d+)/)?.[1]);
  expect(pageCount).toBeGreaterThan(1);
  const listings = page.getByRole('table', { name: 'Browse' });
  const firstOnPage1 = await listings.getByRole('rowheader').first().textContent();
  await tabTo(page, { role: 'button', name: 'Next', within: pages }, { max: 100 });
  for (let at = 2; at <= pageCount; at++) {
    await page.keyboard.press('Enter');
    await expect(pages).toContainText(`Page ${at} of ${pageCount}`);
  }
  await expect(listings.getByRole('rowheader').first()).not.toHaveText(firstOnPage1 ?? '');
  await expectFocused(page, { role: 'button', name: 'Previous', within: pages });

  // A notification to one person: the audience radios by arrow keys, the person by typing.
  await tabTo(page, { role: 'link', name: /^Notifications/, exact: false }, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await tabToVisible(page, { role: 'radio', name: 'Everyone with a role' });
  await arrowTo(page, { role: 'radio', name: 'One person' });
  await expect(page.getByRole('radio', { name: 'One person' })).toBeChecked();
  await tabTo(page, { role: 'combobox', name: 'Person' }, { max: 2 });
  await page.keyboard.type('Ngozi');
  const person = page.getByRole('option', { name: /^Ngozi Eze/ });
  await expect(person).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Accounts reached: 1')).toBeVisible();
  const title = `Vaccination day ${Date.now()}`;
  await tabTo(page, { role: 'textbox', name: 'Title' }, { max: 4 });
  await page.keyboard.type(title);
  await tabTo(page, { role: 'textbox', name: 'Message' }, { max: 2 });
  await page.keyboard.type('The vet visits Enugu farms on Saturday. Keep the goats penned.');
  await tabTo(page, { role: 'button', name: 'Send' }, { max: 3 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Send this notification?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, { role: 'button', name: 'Send', within: confirm }, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: /^Notification sent/ })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expectFocused(page, { role: 'button', name: 'Send' });

  // Sign out from the account menu.
  await signOutWithKeyboard(page, 'Kiwo Admin');
});
