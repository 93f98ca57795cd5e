import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../helpers';

test('a collaborator without seeAllOrder has no Commandes entry and is sent from /dashboard/orders to /dashboard', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, 'staff@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByTestId('side-menu');
  // The entries staff does hold are there, so the missing one is missing for the right reason.
  await expect(menu.getByRole('link', { name: 'Clients', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Commandes', exact: true })).toHaveCount(0);

  const homeCalls = page.waitForResponse((r) => r.url().includes('/v1/notifications-centers?'));
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-home')).toBeVisible();
  await expect(page.getByTestId('orders-list')).toHaveCount(0);
  // Once the home page's requests are done (the notification stream stays open by design, so wait
  // for the calls themselves), staff is still signed in and still there.
  await homeCalls;
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Léa Petit');
});
