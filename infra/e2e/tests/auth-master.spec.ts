import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../helpers';

test('a master account chooses an account, survives a reload, switches to the other account and logs out', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, 'master@vendange.test');
  await expect(page).toHaveURL(/\/auth\/login\/choose$/);
  await expect(page.getByTestId('choose-account')).toBeVisible();

  // The chooser survives a reload (the master login is kept in the browser).
  await page.reload();
  await expect(page.getByTestId('choose-account')).toBeVisible();
  // The chooser names people (first and last name) with their e-mail, not login slugs.
  await expect(page.getByTestId('choose-account-name')).toHaveText(['Claire Martin', 'Hugo Bernard']);
  await expect(page.getByTestId('choose-account')).not.toContainText('chateau-belle-riviere');
  await page.getByRole('button', { name: /Hugo Bernard/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Hugo Bernard');

  // The chosen account survives a reload too.
  await page.reload();
  await expect(page.getByTestId('header-user')).toHaveText('Hugo Bernard');

  await page.getByTestId('header-user').click();
  await page.getByTestId('change-account').click();
  await expect(page).toHaveURL(/\/auth\/login\/choose$/);
  await page.getByRole('button', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Claire Martin');

  // The account menu names the person once and gives the e-mail once.
  await page.getByTestId('header-user').click();
  await expect(page.getByTestId('account-menu-name')).toHaveText('Claire Martin');
  await expect(page.getByTestId('account-menu-email')).toHaveText('owner@vendange.test');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // Logout forgets the master login: the chooser is gone.
  await page.goto('/auth/login/choose');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('vendange.master'))).toBeNull();
});

test('an ordinary account has no "change account" entry', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner2@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('header-user').click();
  await expect(page.getByTestId('logout')).toBeVisible();
  await expect(page.getByTestId('change-account')).toHaveCount(0);
});
