import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../helpers';

test('a deep link while logged out goes to login, then back to the page after login', async ({ page }) => {
  await page.goto('/dashboard/clients?search=cave');
  await expect(page).toHaveURL(/\/auth\/login\?redirectLink=%2Fdashboard%2Fclients%3Fsearch%3Dcave$/);
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard\/clients\?search=cave$/);
  await expect(page.getByTestId('clients-list')).toBeVisible();
});

test('an unknown path while logged out goes to login', async ({ page }) => {
  await page.goto('/dashboard/nowhere');
  await expect(page).toHaveURL(/\/auth\/login\?redirectLink=/);
});

test('a redirect target to another site is ignored after login', async ({ page }) => {
  await page.goto('/auth/login?redirectLink=https%3A%2F%2Fevil.example%2F');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});

test('a master account chooses the account it acts as', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, 'master@vendange.test');
  await expect(page.getByTestId('choose-account')).toBeVisible();
  // The chooser names people, not slugs (issue 15 point 17): Hugo Bernard owns Château Belle Rivière.
  await page.getByRole('button', { name: /Hugo Bernard/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Hugo Bernard');
});
