import { expect, test } from '@playwright/test';

test('the landing page shows every section of spec §2 with working links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Call Our Agent' })).toHaveAttribute(
    'href',
    /^tel:\+?\d+/,
  );
  await expect(page.getByRole('link', { name: 'No data? Dial *347*754#' })).toHaveAttribute(
    'href',
    'tel:*347*754%23',
  );
  await expect(page.getByRole('img', { name: /farmer holding a phone/ })).toBeVisible();

  const features = page.getByRole('region', { name: 'Everything your farm needs' });
  await expect(features.getByRole('article')).toHaveCount(4);
  // Learn more is a native disclosure: it works before (and without) any script.
  const records = features.getByRole('article').first();
  await expect(records.getByText(/works offline/)).toBeHidden();
  await records.getByText('Learn more').click();
  await expect(records.getByText(/works offline/)).toBeVisible();
  await expect(records.locator('details')).toHaveAttribute('open', '');
  await records.getByText('Show less').click();
  await expect(records.getByText(/works offline/)).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Free for farmers: ₦0' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Join as Agent' })).toHaveAttribute(
    'href',
    '/signup?role=agent',
  );

  for (const group of ['Company', 'Product', 'Support', 'Legal']) {
    await expect(page.getByRole('navigation', { name: group })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Farmers app' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Extension agents app' })).toHaveAttribute(
    'href',
    '/login',
  );
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('"Join as Agent" opens signup with the agent role chosen', async ({ page }) => {
  await page.goto('/signup?role=agent');
  await expect(page.getByRole('radio', { name: 'An extension agent' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
});

test('a signed-out visitor’s chat button offers WhatsApp instead of the assistant', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'AI farming assistant' }).click();
  const panel = page
    .getByRole('dialog', { name: 'Chat with us' })
    .or(page.getByRole('region', { name: 'Chat with us' }));
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
});
