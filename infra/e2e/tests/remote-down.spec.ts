import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../helpers';

test('a remote that is down shows the error screen in its area only; the rest keeps working', async ({ page }) => {
  await page.route('**/mfe/mfe-dashboard-crm/**', (route) => route.abort('connectionrefused'));
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Clients', exact: true }).click();
  const outlet = page.locator('[data-outlet="mfe_dashboard_crm"]');
  await expect(outlet.getByTestId('error-screen')).toBeVisible({ timeout: 20_000 });
  await expect(outlet.getByRole('button', { name: 'Recharger' })).toBeVisible();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Commandes', exact: true }).first().click();
  await expect(page.getByTestId('orders-list-row').first()).toBeVisible();
});
