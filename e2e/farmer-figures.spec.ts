import { expect, type Page, test } from '@playwright/test';
import { fillDate } from './support/date-field';

/**
 * A Hausa farmer on a 360 × 740 phone (ADR 0046): the dashboard's estimates stand beside what
 * the farm's own records measure — "not yet, record weights" before any weighing, then feed per
 * kg gained and sales per animal sold; the record form's date reads day/month/year in Hausa
 * whatever the browser's locale; the marketplace's filters come back after signing out and in.
 */
test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US' });

const lagosDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

const phone = `0806${String(Date.now()).slice(-7)}`;
const password = 'layers-pass-2';

const signUp = async (page: Page) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'ha');
  });
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Suna', exact: true }).fill('Hauwa');
  await page.getByRole('textbox', { name: 'Sunan mahaifi' }).fill('Sani');
  await page.getByRole('textbox', { name: 'Lambar waya' }).fill(phone);
  await page.getByRole('textbox', { name: 'Kalmar sirri' }).fill(password);
  await page.getByRole('button', { name: /Babban nau/ }).click();
  await page.getByRole('option', { name: 'Kaji' }).click();
  await page.getByRole('textbox', { name: 'Yawan dabbobi' }).fill('200');
  await page.getByRole('button', { name: 'Buɗe asusu' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
};

const stat = (page: Page, label: string) =>
  page.locator('dl').filter({ has: page.getByText(label, { exact: true }) });

const record = async (
  page: Page,
  day: string,
  figures: { feed: string; weight?: string; sales?: string; sold?: string },
) => {
  await fillDate(page, 'Kwanan wata', day);
  await page.getByRole('textbox', { name: 'Abinci (kg)' }).fill(figures.feed);
  if (figures.sales) await page.getByRole('textbox', { name: 'Sayarwa (₦)' }).fill(figures.sales);
  if (figures.sold) {
    await page.getByRole('textbox', { name: 'Adadin da aka sayar' }).fill(figures.sold);
  }
  if (figures.weight) {
    const more = page.getByRole('button', { name: 'Ƙarin bayani' });
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
    await page.getByRole('textbox', { name: 'Matsakaicin nauyi (kg)' }).fill(figures.weight);
  }
  await page.getByRole('button', { name: 'Ajiye rubutu' }).click();
  await expect(page.getByText('An ajiye rubutu').first()).toBeVisible();
};

test('a Hausa farmer sees measured figures beside the estimates, and dates in Hausa', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page);

  // Nothing weighed or sold yet: the measured cards say which record to keep, not a 0.
  const gained = stat(page, 'Abinci kan kowane kilo da aka ƙara');
  const perSold = stat(page, 'Farashin kowace dabbar da aka sayar');
  await expect(gained).toContainText('Babu tukuna');
  await expect(gained).toContainText('rubuta nauyi');
  await expect(perSold).toContainText('Babu tukuna');
  await expect(stat(page, 'Abinci zuwa nauyi')).toContainText('Ƙiyasi');

  // The record form's date on a US-English browser: day, month and year boxes in that order,
  // today's Lagos day in them, and the day written out in Hausa beside them.
  await page.getByRole('link', { name: 'Rubuta bayanan yau' }).click();
  const dateField = page.getByRole('group', { name: 'Kwanan wata', exact: true });
  const boxes = dateField.getByRole('spinbutton');
  await expect(boxes).toHaveCount(3);
  expect(await boxes.evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))).toEqual([
    'day',
    'month',
    'year',
  ]);
  const [year, month, day] = lagosDay(0).split('-').map(Number) as [number, number, number];
  await expect(boxes.nth(0)).toHaveText(String(day).padStart(2, '0'));
  await expect(boxes.nth(1)).toHaveText(String(month).padStart(2, '0'));
  await expect(boxes.nth(2)).toHaveText(String(year));
  const hausaMonths = 'Jan Fab Mar Afi May Yun Yul Agu Sat Okt Nuw Dis'.split(' ');
  await expect(page.getByText(`${day} ${hausaMonths[month - 1]} ${year}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('date-box.png') });
  await page.getByRole('button', { name: 'Buɗe kalanda' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('calendar.png') });
  await page.keyboard.press('Escape');

  // Weighed 1.0 kg six days ago and 1.5 kg today, 130 kg of feed between; 10 sold today.
  await record(page, lagosDay(-6), { feed: '40', weight: '1.0' });
  await record(page, lagosDay(-3), { feed: '60' });
  await record(page, lagosDay(0), { feed: '70', weight: '1.5', sales: '30,000', sold: '10' });

  // Measured beside the estimates: 130 kg ÷ (0.5 kg × 190 birds) = 1.4; ₦30,000 ÷ 10 = ₦3,000.
  // The estimates stay the spec's: 170 kg ÷ 190 ÷ 1.5 kg = 0.6; max(₦1,000, 1.5 × ₦80) = ₦1,000.
  await page.goto('/farmer/dashboard');
  await expect(gained).toContainText('1.4');
  await expect(perSold).toContainText('₦3,000');
  await expect(perSold).toContainText('dabbobi 10');
  await expect(stat(page, 'Abinci zuwa nauyi')).toContainText('0.6');
  await expect(stat(page, 'Kuɗin shiga kan kowace dabba')).toContainText('₦1,000');
  await gained.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('measured.png') });

  // The marketplace: a price that is not one is said at its box; the filters come back after
  // signing out and in again.
  await page.goto('/farmer/marketplace');
  await page.getByRole('button', { name: /Jiha$/ }).click();
  await page.getByRole('option', { name: 'Kano' }).click();
  const lowest = page.getByRole('textbox', { name: 'Mafi ƙarancin farashi (₦)' });
  await lowest.fill('dubu');
  await expect(page.getByText('Shigar da farashi a naira, misali 15000')).toBeVisible();
  await lowest.fill('5000');
  await expect(page.getByText('Shigar da farashi a naira, misali 15000')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('marketplace.png') });
  // On a phone the account menu is in the drawer.
  await page.getByRole('button', { name: 'Nuna ko ɓoye jerin zaɓuɓɓuka' }).click();
  await page.getByRole('button', { name: 'Hauwa Sani' }).click();
  await page.getByRole('menuitem', { name: 'Fita' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Lambar waya ko imel' }).fill(phone);
  await page.getByRole('textbox', { name: 'Kalmar sirri' }).fill(password);
  await page.getByRole('button', { name: 'Shiga', exact: true }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  await page.goto('/farmer/marketplace');
  await expect(page.getByRole('button', { name: /Jiha$/ })).toContainText('Kano');
  await expect(lowest).toHaveValue('5000');
});
