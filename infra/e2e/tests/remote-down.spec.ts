import { expect, test } from '@playwright/test';
import { expectNoReload, loginThroughForm, markWindow } from '../helpers';

test('a remote that is down reloads the page once, then shows the error screen in its area only; the rest keeps working', async ({ page }) => {
  await page.route('**/mfe/mfe-dashboard-crm/**', (route) => route.abort('connectionrefused'));
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await markWindow(page);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Clients', exact: true }).click();
  const outlet = page.locator('[data-outlet="mfe_dashboard_crm"]');
  await expect(outlet.getByTestId('error-screen')).toBeVisible({ timeout: 20_000 });
  // The first failure reloaded the page (a new deployment may have replaced the remote).
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBeUndefined();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await expect(outlet.getByRole('button', { name: 'Recharger' })).toBeVisible();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeVisible();

  // Within 60 s, a second failure does not reload again.
  await markWindow(page);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Commandes', exact: true }).first().click();
  await expect(page.getByTestId('orders-list-row').first()).toBeVisible();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(outlet.getByTestId('error-screen')).toBeVisible({ timeout: 20_000 });
  await expectNoReload(page);
});
