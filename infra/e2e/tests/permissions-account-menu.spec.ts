import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../helpers';

test('a logged-out visitor is offered sign in and create account', async ({ page }) => {
  await page.goto('/domaine-des-coteaux');
  await expect(page.getByTestId('header-login')).toHaveText('Se connecter');
  await page.getByTestId('header-register').click();
  await expect(page).toHaveURL(/\/auth\/register/);
});

test('the owner sees their name, e-mail and shop in the account menu, without tour mode nor change account', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('header-user').click();
  const menu = page.getByTestId('account-menu');
  await expect(menu).toContainText('owner@vendange.test');
  await expect(page.getByTestId('tour-mode-toggle')).toHaveCount(0);
  await expect(page.getByTestId('change-account')).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Boutique' }).click();
  await expect(page).toHaveURL(/\/shops\/1$|\/domaine-des-coteaux/);
});
