import { expect, test, type Page } from '@playwright/test';
import { linkIn, loginThroughForm, PASSWORD, readMail } from '../helpers';

/** The owner's collaborator screen: the switch of one right, and its state. */
const rightSwitch = (page: Page, permission: string) => page.getByTestId(`permission-${permission}`);
const rightInput = (page: Page, permission: string) => rightSwitch(page, permission).locator('input');

// One fresh collaborator per run, so demo data (staff@vendange.test lacks seeAllOrder) stays as found.
const email = `vincent.${Date.now()}@vendange.test`;

test('the owner invites a collaborator, grants and revokes seeAllOrder, then blocks them: their next call logs them out', async ({ browser }) => {
  test.setTimeout(240_000);
  const ownerContext = await browser.newContext();
  const collabContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const collab = await collabContext.newPage();

  // The owner opens Commercial → Collaborateurs and adds someone with client rights only.
  await owner.goto('/auth/login');
  await loginThroughForm(owner, 'owner@vendange.test');
  await expect(owner).toHaveURL(/\/dashboard$/);
  await owner.getByTestId('side-menu').getByRole('link', { name: 'Collaborateurs', exact: true }).click();
  await expect(owner).toHaveURL(/\/dashboard\/collaborators$/);
  await expect(owner.getByTestId('collaborators-list')).toBeVisible();
  await owner.getByTestId('collaborator-add').click();
  await expect(owner).toHaveURL(/\/dashboard\/collaborators\/add$/);

  const form = owner.getByTestId('collaborator-form');
  // The contract's messages show under the fields before anything is sent.
  await form.getByTestId('collaborator-submit').click();
  await expect(form.getByRole('alert').first()).toHaveText('Ce champ ne peut pas être vide');
  await form.getByLabel(/^Prénom/).fill('Vincent');
  await form.getByLabel(/^Nom/).fill('Garnier');
  await form.getByLabel(/^E-mail/).fill('pas-un-mail');
  await form.getByTestId('collaborator-submit').click();
  await expect(form.getByRole('alert')).toHaveText('Le mail est incorrect');
  await form.getByLabel(/^E-mail/).fill(email);
  await rightSwitch(owner, 'seeAllClient').click();
  await expect(rightInput(owner, 'seeAllClient')).toBeChecked();
  await expect(rightInput(owner, 'seeAllOrder')).not.toBeChecked();
  await form.getByTestId('collaborator-submit').click();
  await expect(owner.getByTestId('snackbar-success')).toHaveText(/Le collaborateur est ajouté\. Il a reçu un e-mail pour choisir son mot de passe\./);
  await expect(owner).toHaveURL(/\/dashboard\/collaborators$/);
  const row = owner.getByTestId('collaborators-list-row').filter({ hasText: email });
  await expect(row).toContainText('Invitation envoyée');
  await expect(row).toContainText('1 droit');

  // The collaborator chooses a password from the invitation mail, then logs in.
  const mail = await readMail(email);
  await collab.goto(linkIn(mail, '/auth/resetpwd'));
  const passwords = collab.locator('input[type="password"]');
  await expect(passwords.first()).toBeVisible();
  for (const input of await passwords.all()) await input.fill(PASSWORD);
  await passwords.last().press('Enter');
  await expect(collab.getByText('Votre mot de passe est modifié. Vous pouvez vous connecter.').first()).toBeVisible();
  // Straight to the clients: this journey is about rights, the home page is journey (a)'s.
  await collab.goto('/auth/login?redirectLink=%2Fdashboard%2Fclients');
  await loginThroughForm(collab, email);
  await expect(collab).toHaveURL(/\/dashboard\/clients$/);
  await expect(collab.getByTestId('clients-list')).toBeVisible();
  const collabMenu = collab.getByTestId('side-menu');
  await expect(collabMenu.getByRole('link', { name: 'Clients', exact: true })).toBeVisible();
  await expect(collabMenu.getByRole('link', { name: 'Commandes', exact: true })).toHaveCount(0);

  // The owner grants seeAllOrder on the collaborator's page.
  await row.getByTestId('collaborator-link').click();
  await expect(owner.getByTestId('collaborator-name')).toHaveText('Vincent Garnier');
  await expect(owner.getByTestId('collaborator-save')).toBeDisabled();
  await rightSwitch(owner, 'seeAllOrder').click();
  await expect(rightInput(owner, 'seeAllOrder')).toBeChecked();
  // Seeing the team (without managing it) comes along, to check the read-only screens.
  await rightSwitch(owner, 'accessCollaborator').click();
  await owner.getByTestId('collaborator-save').click();
  await expect(owner.getByTestId('snackbar-success').last()).toContainText('Le collaborateur est enregistré.');
  await expect(owner.getByTestId('collaborator-save')).toBeDisabled();

  // After a reload the collaborator has the entry and the page.
  await collab.reload();
  await expect(collabMenu.getByRole('link', { name: 'Commandes', exact: true })).toBeVisible();
  await collabMenu.getByRole('link', { name: 'Commandes', exact: true }).click();
  await expect(collab).toHaveURL(/\/dashboard\/orders$/);
  await expect(collab.getByTestId('orders-list')).toBeVisible();

  // Without createCollaborator: the list has no add button and each page is read-only.
  await collabMenu.getByRole('link', { name: 'Collaborateurs', exact: true }).click();
  await expect(collab.getByTestId('collaborators-list-row').first()).toBeVisible();
  await expect(collab.getByTestId('collaborator-add')).toHaveCount(0);
  await collab.getByTestId('collaborators-list-row').filter({ hasText: 'staff@vendange.test' }).getByTestId('collaborator-link').click();
  await expect(collab.getByTestId('collaborator-readonly')).toHaveText('Vous pouvez consulter ces droits mais pas les modifier.');
  await expect(rightInput(collab, 'seeAllClient')).toBeChecked();
  await expect(rightInput(collab, 'seeAllClient')).toBeDisabled();
  await expect(collab.getByTestId('collaborator-save')).toHaveCount(0);
  await expect(collab.getByTestId('collaborator-block')).toHaveCount(0);
  await collab.goto('/dashboard/collaborators/add');
  await expect(collab).toHaveURL(/\/dashboard$/);

  // The owner takes it back: gone after the collaborator's next reload.
  await owner.reload();
  await expect(rightInput(owner, 'seeAllOrder')).toBeChecked();
  await rightSwitch(owner, 'seeAllOrder').click();
  await rightSwitch(owner, 'accessCollaborator').click();
  await owner.getByTestId('collaborator-save').click();
  await expect(owner.getByTestId('snackbar-success').last()).toContainText('Le collaborateur est enregistré.');
  await collab.goto('/dashboard/clients');
  await expect(collab.getByTestId('clients-list')).toBeVisible();
  await expect(collabMenu.getByRole('link', { name: 'Clients', exact: true })).toBeVisible();
  await expect(collabMenu.getByRole('link', { name: 'Commandes', exact: true })).toHaveCount(0);

  // Blocking asks first; cancelling changes nothing.
  await owner.getByTestId('collaborator-block').click();
  await expect(owner.getByTestId('confirm-dialog')).toBeVisible();
  await owner.getByTestId('confirm-dialog-cancel').click();
  await expect(owner.getByTestId('confirm-dialog')).toHaveCount(0);
  await expect(owner.getByTestId('collaborator-status')).toHaveText(/^(Actif|Invitation envoyée)$/);
  await owner.getByTestId('collaborator-block').click();
  await owner.getByTestId('confirm-dialog-ok').click();
  await expect(owner.getByTestId('collaborator-status')).toHaveText('Bloqué');
  await expect(owner.getByTestId('collaborator-block')).toHaveText('Débloquer');

  // The collaborator's next API call (a search in the clients) answers 403: logged out, nothing of theirs left.
  await collab.getByTestId('clients-list').getByRole('textbox', { name: 'Rechercher' }).fill('cave');
  await expect(collab).toHaveURL(/\/auth\/login/);
  expect(await collab.evaluate(() => localStorage.getItem('vendange.jwt'))).toBeNull();
  await collab.goto('/domaine-des-coteaux');
  await expect(collab.getByTestId('header-login')).toHaveText('Se connecter');
  await expect(collab.getByTestId('header-user')).toHaveCount(0);

  await ownerContext.close();
  await collabContext.close();
});
