import { expect, test, type Page } from '@playwright/test';
import { linkIn, readMail } from '../helpers';

const PASSWORD = 'Vignes2026';

async function fillBuyerForm(page: Page, email: string) {
  const form = page.getByTestId('register-form');
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Rousseau');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/Mot de passe/).fill(PASSWORD);
  await form.getByText("J'accepte les conditions générales d'utilisation").click();
}

test('a buyer registers, confirms the address from the mail, logs out and back in with the new password', async ({ page }) => {
  const email = `buyer-${Date.now()}@example.test`;
  await page.goto('/auth/login');
  await page.getByTestId('auth-switch-register').click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.getByTestId('register-kind-buyer').click();
  await expect(page).toHaveURL(/\/auth\/register\/buyer$/);
  await fillBuyerForm(page, email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Votre compte est créé. Un e-mail vous a été envoyé pour confirmer votre adresse.')).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveText('Camille Rousseau');

  const mail = await readMail(email, /Confirmez votre adresse/);
  await page.goto(linkIn(mail, '/auth/validate'));
  await expect(page.getByTestId('validate-success')).toHaveText('Votre adresse e-mail est confirmée.');
  await page.getByTestId('validate-continue').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByTestId('header-user').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  const form = page.getByTestId('login-form');
  await form.getByLabel(/E-mail, identifiant/).fill(email);
  await form.getByLabel(/Mot de passe/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Camille Rousseau');
});

test('the same confirmation link works only once', async ({ page, request }) => {
  const email = `once-${Date.now()}@example.test`;
  const res = await request.post('/v1/auth/register', { data: { kind: 'buyer', firstname: 'Jean', lastname: 'Once', email, password: PASSWORD, cgu: true } });
  expect(res.status()).toBe(201);
  const link = linkIn(await readMail(email, /Confirmez votre adresse/), '/auth/validate');
  await page.goto(link);
  await expect(page.getByTestId('validate-success')).toBeVisible();
  await expect(page.getByTestId('validate-continue')).toHaveText('Se connecter');
  await page.goto(link);
  await expect(page.getByTestId('validate-invalid')).toHaveText("Ce lien n'est plus valide. Demandez-en un nouveau.");
  await page.getByTestId('validate-new-link').click();
  await expect(page).toHaveURL(/\/auth\/resetpwd$/);
  await expect(page.getByTestId('reset-request-form')).toBeVisible();
});

test('the form shows the rules under each field, and a taken e-mail under the e-mail without losing what was typed', async ({ page }) => {
  await page.goto('/auth/register/buyer');
  const form = page.getByTestId('register-form');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Ce champ ne peut pas être vide' }).first()).toBeVisible();
  await expect(form.getByText("Vous devez accepter les conditions générales d'utilisation.")).toBeVisible();

  await fillBuyerForm(page, 'buyer@vendange.test');
  await form.getByLabel(/Mot de passe/).fill('court');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Doit contenir une majuscule et plus de 5 caractères' })).toBeVisible();

  await form.getByLabel(/Mot de passe/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Un compte existe déjà avec cette adresse e-mail' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register\/buyer$/);
  await expect(form.getByLabel('Prénom')).toHaveValue('Camille');
  await expect(form.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Rousseau');
  await expect(form.getByLabel(/Mot de passe/)).toHaveValue(PASSWORD);
});

test('the password can be shown, a professional buyer gives a business name, a producer a phone and a shop name', async ({ page }) => {
  await page.goto('/auth/register/buyer');
  const form = page.getByTestId('register-form');
  const password = form.getByLabel(/Mot de passe/);
  await password.fill('Secret1');
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByTestId('password-toggle').click();
  await expect(password).toHaveAttribute('type', 'text');

  await expect(form.getByLabel('Raison sociale')).toHaveCount(0);
  await form.getByText('J\'achète pour une entreprise (professionnel)').click();
  await expect(form.getByLabel('Raison sociale')).toBeVisible();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Ce champ ne peut pas être vide' }).first()).toBeVisible();

  await page.getByTestId('register-change-kind').click();
  await page.getByTestId('register-kind-seller').click();
  await expect(page).toHaveURL(/\/auth\/register\/seller$/);
  const seller = page.getByTestId('register-form');
  await expect(seller).toHaveAttribute('data-kind', 'seller');
  await expect(seller.getByLabel('Nom du domaine ou de la boutique')).toBeVisible();
  await seller.getByLabel('Prénom').fill('Louis');
  await seller.getByRole('textbox', { name: 'Nom', exact: true }).fill('Vigneron');
  await seller.getByLabel('E-mail').fill(`nobody-${Date.now()}@example.test`);
  await seller.getByLabel(/Mot de passe/).fill(PASSWORD);
  await seller.getByText("J'accepte les conditions générales d'utilisation").click();
  await seller.getByRole('button', { name: 'Créer mon compte' }).click();
  // A producer must give a phone and the shop's name.
  await expect(seller.getByRole('alert').filter({ hasText: 'Ce champ ne peut pas être vide' })).toHaveCount(2);
  await expect(page).toHaveURL(/\/auth\/register\/seller$/);
});

test('a producer registers with a shop and lands on the dashboard', async ({ page }) => {
  const email = `seller-${Date.now()}@example.test`;
  await page.goto('/auth/register/seller');
  const form = page.getByTestId('register-form');
  await form.getByLabel('Prénom').fill('Louis');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Vigneron');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/Mot de passe/).fill(PASSWORD);
  await form.getByLabel('Téléphone').fill('0612345678');
  await form.getByLabel('Nom du domaine ou de la boutique').fill(`Clos ${Date.now() % 100000}`);
  await form.getByText("J'accepte les conditions générales d'utilisation").click();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Louis Vigneron');
});
