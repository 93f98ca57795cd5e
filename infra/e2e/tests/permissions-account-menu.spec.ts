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

test('an account chosen through a master account can go back to the chooser with "Changer de compte"', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, 'master@vendange.test');
  await expect(page.getByTestId('choose-account')).toBeVisible();
  await page.getByRole('button', { name: /chateau-belle-riviere/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Hugo Bernard');

  await page.getByTestId('header-user').click();
  await page.getByTestId('change-account').click();
  await expect(page).toHaveURL(/\/auth\/login\/choose/);
  await expect(page.getByTestId('choose-account')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vendange.jwt'))).toBeNull();

  await page.getByRole('button', { name: /domaine-des-coteaux|owner@vendange\.test/ }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Claire Martin');
});
