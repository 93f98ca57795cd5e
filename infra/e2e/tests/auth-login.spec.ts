import { expect, test, type Page } from '@playwright/test';

async function tryLogin(page: Page, identifier: string, password: string) {
  const form = page.getByTestId('login-form');
  await form.getByLabel(/E-mail, identifiant/).fill(identifier);
  await form.getByLabel(/Mot de passe/).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

test('a wrong password shows the exact message and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/login');
  await tryLogin(page, 'owner@vendange.test', 'PasLeBon1');
  await expect(page.getByTestId('login-error')).toHaveText('Le mail et/ou le mot de passe sont incorrects.');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('login-form').getByLabel(/E-mail, identifiant/)).toHaveValue('owner@vendange.test');
});

test('empty fields are named under each field', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByTestId('login-form').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('login-form').getByRole('alert').filter({ hasText: 'Ce champ ne peut pas être vide' })).toHaveCount(2);
});

test('after 5 wrong passwords the 6th try is refused with the rate-limit message', async ({ page }) => {
  // An address no demo account uses: the lock-out must not disturb the other journeys.
  const who = `guess-${Date.now()}@example.test`;
  await page.goto('/auth/login');
  for (let i = 1; i <= 5; i++) {
    await tryLogin(page, who, `Faux${i}xx`);
    await expect(page.getByTestId('login-error')).toHaveText('Le mail et/ou le mot de passe sont incorrects.');
  }
  await tryLogin(page, who, 'Faux6xx');
  await expect(page.getByTestId('login-error')).toHaveText('Trop de tentatives. Réessayez dans quelques minutes.');
});

test('the login links lead to the reset and register screens', async ({ page }) => {
  await page.goto('/auth/login?redirectLink=%2Fdashboard%2Forders');
  await page.getByTestId('forgot-password').click();
  await expect(page).toHaveURL(/\/auth\/resetpwd\?redirectLink=%2Fdashboard%2Forders$/);
  await page.getByTestId('reset-back-login').click();
  await page.getByTestId('login-register-link').click();
  await expect(page).toHaveURL(/\/auth\/register\?redirectLink=%2Fdashboard%2Forders$/);
  await expect(page.getByTestId('register-kinds')).toBeVisible();
});
