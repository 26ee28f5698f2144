import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectTappable } from './support/tappable';

/**
 * A farmer's first days on a 360 × 740 phone in Hausa: the animals counted at sign-up are
 * there and editable, a refused record keeps what was typed, numbers are read as typed,
 * 132 deaths of 200 layers are 66 %, the week's chart and totals agree, analytics is one tap
 * from the dashboard, the section history names its section, the section picker tells "House
 * A" from "House B", and the chat button never covers the button a farmer needs.
 */
test.use({ viewport: { width: 360, height: 740 } });

const signUp = async (page: Page) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'ha');
  });
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Suna', exact: true }).fill('Hauwa');
  await page.getByRole('textbox', { name: 'Sunan mahaifi' }).fill('Sani');
  await page
    .getByRole('textbox', { name: 'Lambar waya' })
    .fill(`0807${String(Date.now()).slice(-7)}`);
  await page.getByRole('textbox', { name: 'Kalmar sirri' }).fill('layers-pass-1');
  await page.getByRole('button', { name: /Babban nau/ }).click();
  await page.getByRole('option', { name: 'Kaji' }).click();
  await page.getByRole('textbox', { name: 'Yawan dabbobi' }).fill('200');
  await page.getByRole('button', { name: 'Buɗe asusu' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
};

const HAUSA_MONTHS = [
  'Janairu',
  'Faburairu',
  'Maris',
  'Afirilu',
  'Mayu',
  'Yuni',
  'Yuli',
  'Agusta',
  'Satumba',
  'Oktoba',
  'Nuwamba',
  'Disamba',
];

const stat = (page: Page, label: string) =>
  page.locator('dl').filter({ has: page.getByText(label, { exact: true }) });

/** Nothing of `target` lies under the floating chat button once the page is scrolled to it. */
const notCovered = async (page: Page, target: Locator) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const chat = page.getByRole('button', { name: 'Mataimakin noma na AI' });
  const [a, b] = [await target.boundingBox(), await chat.boundingBox()];
  expect(a && b).toBeTruthy();
  if (!a || !b) return;
  const overlaps =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps).toBe(false);
};

test('a Hausa farmer on a phone: kept typing, honest figures, nothing covered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);

  // The 200 layers counted at sign-up are live animals, not 0.
  await expect(stat(page, 'Dabbobi masu rai')).toContainText('200');

  // A refused record keeps every box; only the deaths are flagged, in Hausa.
  await page.getByRole('link', { name: 'Rubuta bayanan yau' }).click();
  await page.getByRole('textbox', { name: 'Mace-mace' }).fill('9999');
  await page.getByRole('textbox', { name: 'Sayarwa (₦)' }).fill('₦3,500');
  await page.getByRole('button', { name: 'Ajiye rubutu' }).click();
  await expect(
    page.getByText('Wannan zai bar dabbobi ƙasa da 0 (masu rai yanzu: 200)').first(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mace-mace' })).toHaveValue('9999');
  await expect(page.getByRole('textbox', { name: 'Sayarwa (₦)' })).toHaveValue('₦3,500');
  await expect(page.getByRole('textbox', { name: 'Sayarwa (₦)' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await notCovered(page, page.getByRole('button', { name: 'Ajiye rubutu' }));

  // "12,000" is read as twelve thousand naira; 132 deaths of 200 leave 68.
  await page.getByRole('textbox', { name: 'Mace-mace' }).fill('132');
  await page.getByRole('textbox', { name: 'Sayarwa (₦)' }).fill('12,000');
  await page.getByRole('button', { name: 'Ajiye rubutu' }).click();
  await expect(page.getByText('An ajiye rubutu')).toBeVisible();
  await expect(page.getByText('Masu rai yanzu: 68')).toBeVisible();
  // While the toast shows, it covers neither the chat button nor "Save record".
  await expect(page.getByRole('alertdialog', { name: 'An ajiye rubutu' })).toBeVisible();
  await expectTappable(page.getByRole('button', { name: 'Mataimakin noma na AI' }));
  await expectTappable(page.getByRole('button', { name: 'Ajiye rubutu' }));
  await page.screenshot({ path: '/tmp/farmer-polish-saved-toast.png' });

  // The calendar names the month and the weekdays in Hausa, weeks from Monday (Litinin).
  await page.getByRole('button', { name: 'Buɗe kalanda' }).click();
  const calendar = page.getByRole('dialog');
  const month = Number(
    new Intl.DateTimeFormat('en-NG', { month: 'numeric', timeZone: 'Africa/Lagos' }).format(
      new Date(),
    ),
  );
  // The shown heading (react-aria hides it from screen readers, which read the grid's name).
  await expect(calendar.locator('header h2')).toHaveText(
    new RegExp(`^${HAUSA_MONTHS[month - 1]} \\d{4}$`),
  );
  await expect(calendar.locator('th')).toHaveText(['L', 'T', 'L', 'A', 'J', 'A', 'L']);
  await page.screenshot({ path: '/tmp/farmer-polish-calendar.png' });
  await page.keyboard.press('Escape');

  // The section's history is titled with its name.
  await page.getByRole('link', { name: 'Duba tarihi' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rubuce-rubuce: Babban rukuni');

  // Dashboard: 132 ÷ 200 = 66 %; this week's chart and its totals agree.
  await page.goto('/farmer/dashboard');
  await expect(stat(page, 'Dabbobi masu rai')).toContainText('68');
  await expect(stat(page, 'Yawan mace-mace')).toContainText('66%');
  await expect(page.getByText('Wannan mako (Litinin zuwa Lahadi)')).toBeVisible();
  await page.screenshot({ path: '/tmp/farmer-polish-dashboard.png', fullPage: true });
  await expect(
    page.getByText('Sayarwa a wannan mako: ₦12,000. Mace-mace a wannan mako: 132.'),
  ).toBeVisible();

  // Analytics is one tap away and tells the same rate.
  await page.getByRole('link', { name: 'Duba nazarin gona' }).click();
  await expect(page).toHaveURL(/\/farmer\/analytics$/);
  await expect(stat(page, 'Yawan mace-mace')).toContainText('66%');

  // Two houses of one batch: the record form's picker tells them apart on a phone.
  await page.goto('/farmer/batch');
  await page.getByRole('textbox', { name: 'Sunan rukuni' }).fill('Layers');
  await page.getByRole('button', { name: 'Ƙirƙiri rukuni' }).click();
  await expect(page.getByText('An ƙirƙiri rukuni')).toBeVisible();
  await page.getByRole('link', { name: 'Buɗe Layers' }).click();
  for (const [name, count] of [
    ['House A', '1,000'],
    ['House B', '500'],
  ] as const) {
    await page.getByRole('textbox', { name: 'Sunan sashe' }).fill(name);
    await page.getByRole('textbox', { name: 'Yawan dabbobi' }).fill(count);
    await page.getByRole('button', { name: 'Ƙara sashe' }).click();
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    // The form empties itself once the save is answered; the next house is typed after that.
    await expect(page.getByRole('textbox', { name: 'Sunan sashe' })).toHaveValue('');
  }
  await page.goto('/farmer/records');
  const picker = page.getByRole('button', { name: /Sashe/ });
  await picker.click();
  await page.getByRole('option', { name: 'House B (Layers)' }).click();
  await expect(picker).toContainText('House B (Layers)');
  const cut = await picker.evaluate((button) =>
    [...button.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1),
  );
  expect(cut).toBe(false);
  await page.screenshot({ path: '/tmp/farmer-polish-record-form.png' });

  // The farm from sign-up, in settings: shown and corrected, "1,200" read as typed.
  await page.goto('/farmer/settings');
  const farm = page.locator('form', { has: page.getByRole('heading', { name: 'Gonarku' }) });
  await expect(farm.getByRole('textbox', { name: 'Yawan dabbobi' })).toHaveValue('200');
  await farm.getByRole('textbox', { name: 'Yawan dabbobi' }).fill('1,200');
  await farm.getByRole('button', { name: 'Ajiye canje-canje' }).click();
  await expect(page.getByText('An ajiye bayananku')).toBeVisible();
  await page.goto('/farmer/profile');
  await expect(page.getByText('1,200', { exact: true })).toBeVisible();

  // The marketplace's three tabs all fit a 360 px phone: the third is one tap away.
  await page.goto('/farmer/marketplace');
  const requests = page.getByRole('tab', { name: 'Buƙatu' });
  const box = await requests.boundingBox();
  expect(box && box.x + box.width <= 360).toBe(true);
  await requests.click();
  await expect(requests).toHaveAttribute('aria-selected', 'true');

  // An unknown batch gets a heading and the way back, not a bare error.
  await page.goto('/farmer/batch/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Ba a sami shafin ba' })).toBeVisible();
  await page.getByRole('link', { name: 'Je zuwa rukunai' }).click();
  await expect(page).toHaveURL(/\/farmer\/batch$/);
});
