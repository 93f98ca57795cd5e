import { expect, test } from '@playwright/test';
import { linkIn, readMail } from '../helpers';

test('a forgotten password is reset through the mailed link, then the new one logs in', async ({ page, request }) => {
  const email = `reset-${Date.now()}@example.test`;
  const created = await request.post('/v1/auth/register', { data: { kind: 'buyer', firstname: 'Inès', lastname: 'Garnier', email, password: 'Ancien2026', cgu: true } });
  expect(created.status()).toBe(201);

  await page.goto('/auth/login');
  await page.getByTestId('forgot-password').click();
  await expect(page).toHaveURL(/\/auth\/resetpwd$/);
  await page.getByTestId('reset-request-form').getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText('Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé.');

  const link = linkIn(await readMail(email, /Réinitialisation/), '/auth/resetpwd');
  await page.goto(link);
  const form = page.getByTestId('new-password-form');
  await form.getByLabel('Nouveau mot de passe').fill('Nouveau2026');
  await form.getByLabel('Confirmez le mot de passe').fill('Nouveau2025');
  await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas');

  await form.getByLabel('Confirmez le mot de passe').fill('Nouveau2026');
  await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Votre mot de passe est modifié. Vous pouvez vous connecter.')).toBeVisible();

  const login = page.getByTestId('login-form');
  await login.getByLabel(/E-mail, identifiant/).fill(email);
  await login.getByLabel(/Mot de passe/).fill('Nouveau2026');
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Inès Garnier');

  // The link is single-use, and the reset page stays open to a logged-in user.
  await page.goto(link);
  await page.getByTestId('new-password-form').getByLabel('Nouveau mot de passe').fill('Encore2026');
  await page.getByTestId('new-password-form').getByLabel('Confirmez le mot de passe').fill('Encore2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByTestId('reset-link-invalid')).toContainText("Ce lien n'est plus valide. Demandez-en un nouveau.");
});

test('asking for a link for an unknown address gives the same neutral answer', async ({ page }) => {
  await page.goto('/auth/resetpwd');
  await page.getByTestId('reset-request-form').getByLabel('E-mail').fill(`nobody-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Recevoir le lien' }).press('Enter');
  await expect(page.getByTestId('reset-sent')).toContainText('Si un compte existe pour cette adresse');
});
