import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Vendange2026';

/** Logs in through mfe-auth's form, as a person would. */
export async function loginThroughForm(page: Page, email: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await expect(form).toBeVisible();
  await form.getByLabel(/E-mail, identifiant/).fill(email);
  await form.getByLabel(/Mot de passe/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** Marks the window so that a full page reload can be detected afterwards. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; });
}

export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}
