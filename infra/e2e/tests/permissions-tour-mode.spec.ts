import { expect, test } from '@playwright/test';
import { loginThroughForm, markWindow } from '../helpers';

test("an agent switches to tour mode from the account menu: the page reloads and the cookie keeps the mode", async ({ page, context }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, 'agent@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('tour-mode-badge')).toHaveCount(0);

  await page.getByTestId('header-user').click();
  const toggle = page.getByRole('menuitem', { name: 'Mode tournée' });
  await expect(toggle).toBeVisible();
  await markWindow(page);
  await Promise.all([page.waitForEvent('load'), toggle.click()]);
  // A reload drops the mark left on the window.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload ?? false)).toBe(false);

  const cookie = (await context.cookies()).find((c) => c.name === 'tourMode');
  expect(cookie?.value).toBe('1');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  await expect(page.getByTestId('tour-mode-badge')).toBeVisible();
  await page.getByTestId('header-user').click();
  await expect(page.getByRole('menuitem', { name: 'Mode dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Mode tournée' })).toHaveCount(0);

  // And back: the cookie now says dashboard mode.
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Mode dashboard' }).click()]);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'tourMode')?.value).toBe('0');
  await page.getByTestId('header-user').click();
  await expect(page.getByRole('menuitem', { name: 'Mode tournée' })).toBeVisible();
});
