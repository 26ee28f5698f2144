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

test('an agent registers a farmer, opens a farmer’s page and signs out — keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page, 'agent@kiwo.ng');
  await expect(page).toHaveURL(/\/agent\/dashboard$/);

  // The workspace tabs: Tab reaches the selected one, arrows move along and open the list.
  await tabToVisible(page, { role: 'tab', name: 'Overview' });
  await arrowTo(page, { role: 'tab', name: 'Farmers' }, 'ArrowRight');
  await expect(page).toHaveURL(/\/agent\/farmer$/);
  await expectFocused(page, { role: 'tab', name: 'Farmers' });

  // Register a farmer met in the field: text boxes, the state combo box, the livestock select.
  const stamp = String(Date.now()).slice(-7);
  // Names take letters only: the run's digits spelled as letters keep the name unique.
  const lastName = `Kb${stamp.replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;
  const form = page.getByRole('form', { name: 'Register a farmer' });
  for (const [name, value] of [
    ['First name', 'Hauwa'],
    ['Last name', lastName],
    ['Phone number', `0704${stamp}`],
  ] as const) {
    await tabTo(page, { role: 'textbox', name, within: form });
    await page.keyboard.type(value);
  }
  const state = { role: 'combobox', name: 'State', within: form } as const;
  await tabTo(page, state, { max: 3 });
  await page.keyboard.type('Ka');
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option')).toHaveText(['Kaduna', 'Kano', 'Katsina']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveAttribute(
    'aria-activedescendant',
    (await options.getByRole('option', { name: 'Kano' }).getAttribute('id')) ?? 'none',
  );
  await page.keyboard.press('Enter');
  await expect(options).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Kano');
  await expectFocused(page, state);

  await tabTo(page, { role: 'button', name: /Main livestock/, exact: false, within: form });
  await page.keyboard.press('Enter');
  await arrowTo(page, { role: 'option', name: 'Goats' });
  await page.keyboard.press('Enter');
  await expectFocused(page, { role: 'button', name: /^Goats/, exact: false, within: form });
  await tabTo(page, { role: 'textbox', name: 'Password for the farmer', within: form });
  await page.keyboard.type('first-pass-1');
  await tabTo(page, { role: 'button', name: 'Register farmer', within: form });
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alertdialog', { name: `Hauwa ${lastName} is registered` }),
  ).toBeVisible();
  await expectFocused(page, { role: 'button', name: 'Register farmer' });

  // Find them in the list above the form and open their page. Back past the form's 13 fields,
  // a page of farmers at one stop each (the name; ← → reach call and WhatsApp), the pager and
  // the filters, however many farmers other journeys registered on this server.
  const table = page.getByRole('table', { name: 'Farmers' });
  await expect(table).toHaveAccessibleDescription(/Tab goes from farmer to farmer/);
  const shown = await table.getByRole('rowheader').count();
  expect(shown).toBeGreaterThan(1);
  await tabTo(
    page,
    { role: 'searchbox', name: 'Search farmers' },
    { backwards: true, max: 13 + shown + 12 },
  );
  // Forward past the filters to the first farmer: the next Tab is the next farmer's name.
  const nameIn = (n: number) =>
    ({
      role: 'link',
      name: /\S/,
      exact: false,
      within: table.getByRole('rowheader').nth(n),
    }) as const;
  await tabTo(page, nameIn(0), { max: 8 });
  await page.keyboard.press('Tab');
  await expectFocused(page, nameIn(1));
  await tabTo(page, { role: 'searchbox', name: 'Search farmers' }, { backwards: true, max: 8 });
  await page.keyboard.type(lastName);
  const link = { role: 'link', name: `Hauwa ${lastName}` } as const;
  await tabToVisible(page, link, { max: 8 });
  // Her call and WhatsApp links are an arrow away, and back.
  const row = table.getByRole('row', { name: new RegExp(lastName) });
  await page.keyboard.press('ArrowRight');
  await expectFocused(page, { role: 'link', name: /^Call Hauwa/, exact: false, within: row });
  await page.keyboard.press('ArrowRight');
  await expectFocused(page, { role: 'link', name: `WhatsApp Hauwa ${lastName}`, within: row });
  await page.keyboard.press('Home');
  await expectFocused(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agent\/farmer\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Hauwa ${lastName}` })).toBeVisible();
  await expect(page.getByText('Kano', { exact: false }).first()).toBeVisible();

  // Sign out from the account menu.
  await signOutWithKeyboard(page, 'Chinedu Okafor');
});
