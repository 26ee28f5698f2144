import { type Browser, expect, type Page, test } from '@playwright/test';

let phoneCounter = 0;
/** A phone number no other run or seeded account uses. */
const uniquePhone = () => `0805${String(Date.now() + ++phoneCounter).slice(-7)}`;

/** A fresh farmer in their own browser context (their own local storage and session). */
async function newFarmer(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(uniquePhone());
  await page.getByRole('textbox', { name: 'Password' }).fill('market-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.token as string,
  );
  return { context, page, token };
}

/** The sidebar's Notifications link; its name carries "N unread" while there is a badge. */
const notificationsLink = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: /^Notifications/ });

/** What the badge-refetch rule reacts to when a farmer comes back to the tab (spec §7). */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test('a farmer posts 50 layers, another is interested, the first is notified and reads it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await newFarmer(browser, 'Halima', 'Sani');
  const buyer = await newFarmer(browser, 'Emeka', 'Obi');
  const title = `50 layers for sale ${Date.now()}`;

  // Farmer A posts a listing for 50 layers.
  const a = seller.page;
  await a.goto('/farmer/marketplace');
  await a.getByRole('tab', { name: 'My listings' }).click();
  await a.getByRole('button', { name: 'Post a listing' }).click();
  const form = a.getByRole('dialog', { name: 'Post a listing' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('textbox', { name: /^Price/ }).fill('5500');
  await form.getByRole('textbox', { name: /^Quantity/ }).fill('50');
  await form.getByRole('textbox', { name: /^Unit/ }).fill('birds');
  await form.getByRole('button', { name: 'Post listing' }).click();
  await expect(a.getByText('Listing posted')).toBeVisible();
  await expect(a.getByRole('article', { name: title })).toBeVisible();
  await expect(notificationsLink(a)).toHaveAccessibleName('Notifications');

  // Farmer B finds it and presses "I'm interested".
  const b = buyer.page;
  await b.goto('/farmer/marketplace');
  await b.getByRole('searchbox', { name: 'Search listings' }).fill(title);
  const card = b.getByRole('article', { name: title });
  await expect(card.getByText('₦5,500 each')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call Halima Sani' })).toHaveAttribute(
    'href',
    /^tel:\+234/,
  );
  await expect(card.getByRole('link', { name: 'Message Halima Sani on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/234\d{10}\?text=/,
  );
  await card.getByRole('button', { name: 'I’m interested' }).click();
  await expect(b.getByText('The seller has been told')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Seller told' })).toBeDisabled();

  // Farmer A comes back to the tab: the unread badge rises. (SWR throttles focus refetches to
  // one per 5 s after the page loads, so keep coming back until the refetch is allowed.)
  await expect(async () => {
    await comeBack(a);
    await expect(notificationsLink(a)).toHaveAccessibleName(/1 unread/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(notificationsLink(a)).toContainText('1');

  // The notification, opened, is marked read and the badge falls.
  await notificationsLink(a).click();
  await expect(a).toHaveURL(/\/farmer\/notifications$/);
  const note = a.getByRole('article', { name: 'Someone is interested in your listing' });
  await expect(note).toContainText(`Emeka Obi is interested in “${title}”`);
  await expect(note.getByText('Unread')).toBeVisible();
  await note.getByRole('button', { name: 'Open' }).click();
  await expect(a).toHaveURL(/\/farmer\/marketplace$/);
  await expect(notificationsLink(a)).toHaveAccessibleName('Notifications');
  await a.goto('/farmer/notifications');
  await expect(
    a.getByRole('article', { name: 'Someone is interested in your listing' }).getByText('Unread'),
  ).toHaveCount(0);

  // Farmer B cannot edit, close or delete A's listing: the server answers 404 and nothing moves.
  const mine = await request.get('/api/marketplace/listings?mine=true', {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  const listing = (await mine.json()).data[0] as { _id: string; price: number };
  const asB = { authorization: `Bearer ${buyer.token}` };
  const url = `/api/marketplace/listings/${listing._id}`;
  expect((await request.patch(url, { headers: asB, data: { price: 1 } })).status()).toBe(404);
  expect((await request.patch(url, { headers: asB, data: { status: 'closed' } })).status()).toBe(
    404,
  );
  expect((await request.delete(url, { headers: asB })).status()).toBe(404);
  const after = await request.get(url, { headers: asB });
  expect(await after.json()).toMatchObject({ data: { price: 5500, status: 'active' } });

  await seller.context.close();
  await buyer.context.close();
});
