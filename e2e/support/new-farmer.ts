import { expect, type Page } from '@playwright/test';

/** A farm day `offset` days from today, as Africa/Lagos counts it (YYYY-MM-DD). */
export const lagosDay = (offset: number) => {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(day);
};

/**
 * Signs a new farmer up through the form (a fresh phone number each run) and returns their
 * session as the app stored it, for journeys that also call the API as that farmer.
 */
export async function signUpFarmer(
  page: Page,
  who: { firstName: string; lastName: string; password: string },
) {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill(who.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(who.lastName);
  await page
    .getByRole('textbox', { name: 'Phone number' })
    .fill(`0807${String(Date.now()).slice(-7)}`);
  await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  const auth = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state,
  );
  return { token: auth.token as string, farmerId: auth.user._id as string };
}
