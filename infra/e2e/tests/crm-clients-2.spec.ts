import { expect, test } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const AGENT = 'agent@vendange.test';

test('on a phone the owner adds, edits and removes a contact on a client page', async ({ page, request }) => {
  const stamp = Date.now();
  const owner = await tokenOf(request, OWNER);
  const made = await request.post('/v1/clients', { headers: bearer(owner), data: { shopId: 1, isPro: true, businessName: `Cave Contacts ${stamp}` } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/clients/${id}`);
  const contacts = page.getByTestId('client-contacts');
  await expect(contacts).toContainText('Aucun contact.');
  // The add button fills the card's width on a phone.
  const add = contacts.getByTestId('client-contact-add');
  const [buttonBox, sectionBox] = [await add.boundingBox(), await contacts.boundingBox()];
  expect(buttonBox!.width).toBeGreaterThan(sectionBox!.width * 0.8);

  // Added: the contract's French messages first, then saved and listed.
  await add.click();
  const dialog = page.getByTestId('client-contact-dialog');
  await dialog.getByTestId('client-contact-form-email').fill('pas-un-mail');
  await dialog.getByTestId('client-contact-dialog-submit').click();
  await expect(dialog.getByText('Ce champ ne peut pas être vide')).toBeVisible();
  await expect(dialog.getByText('Le mail est incorrect')).toBeVisible();
  await dialog.getByTestId('client-contact-form-firstname').fill('Lucie');
  await dialog.getByTestId('client-contact-form-lastname').fill(`Martin ${stamp}`);
  await dialog.getByTestId('client-contact-form-role').fill('Sommelière');
  await dialog.getByTestId('client-contact-form-email').fill(`lucie-${stamp}@journey.test`);
  await dialog.getByTestId('client-contact-form-phone').fill('06 12 34 56 78');
  await dialog.getByTestId('client-contact-dialog-submit').click();
  await expect(dialog).toBeHidden();
  const card = contacts.getByTestId('client-contact');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('client-contact-name')).toHaveText(`Lucie Martin ${stamp} · Sommelière`);
  await expect(card).toContainText('+33612345678');

  // Edited.
  await card.getByTestId('client-contact-edit').click();
  await expect(dialog.getByTestId('client-contact-form-lastname')).toHaveValue(`Martin ${stamp}`);
  await dialog.getByTestId('client-contact-form-role').fill('Cheffe de rang');
  await dialog.getByTestId('client-contact-dialog-submit').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('client-contact-name')).toHaveText(`Lucie Martin ${stamp} · Cheffe de rang`);

  // Removed after a confirmation (cancelled once: still there).
  await card.getByTestId('client-contact-delete').click();
  const confirm = page.getByTestId('client-contact-delete-confirm');
  await expect(confirm).toContainText(`Lucie Martin ${stamp}`);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(card).toHaveCount(1);
  await card.getByTestId('client-contact-delete').click();
  await confirm.getByRole('button', { name: 'Retirer' }).click();
  await expect(contacts.getByTestId('client-contact')).toHaveCount(0);
  await expect(contacts).toContainText('Aucun contact.');
  await page.reload();
  await expect(page.getByTestId('client-contacts')).toContainText('Aucun contact.');
});

test('the owner imports two clients from a CSV, then undoes the import', async ({ page }) => {
  const stamp = Date.now();
  const csv = ['nom;prenom;email', `Annulé A ${stamp};Jeanne;ra-${stamp}@journey.test`, `Annulé B ${stamp};Paul;rb-${stamp}@journey.test`].join('\n');
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/clients/import');
  await page.getByTestId('client-import-file').setInputFiles({ name: `annule-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByTestId('client-import-read').click();
  const preview = page.getByTestId('client-import-preview');
  await expect(preview.getByTestId('client-import-line')).toHaveCount(2);
  await page.getByTestId('client-import-confirm').click();
  await expect(preview.getByTestId('client-import-created')).toHaveText('2 clients créés');

  // Asked first: kept when the owner changes their mind.
  await page.getByTestId('client-import-revert').click();
  const confirm = page.getByTestId('client-import-revert-confirm');
  await expect(confirm).toContainText(`Les 2 clients créés par « annule-${stamp}.csv » seront retirés`);
  await confirm.getByRole('button', { name: 'Garder les clients' }).click();
  await expect(preview.getByTestId('client-import-status')).toHaveText('Terminé');
  await page.getByTestId('client-import-revert').click();
  await confirm.getByRole('button', { name: 'Annuler l’import' }).click();
  await expect(preview.getByTestId('client-import-status')).toHaveText('Annulé');
  await expect(preview.getByTestId('client-import-reverted')).toHaveText('2 clients retirés');
  await expect(page.getByTestId('client-import-revert')).toBeHidden();
  await expect(page.getByTestId('client-import-recent-item').filter({ hasText: `annule-${stamp}.csv` })).toContainText('Annulé');

  await page.goto(`/dashboard/clients?q=${stamp}`);
  await expect(page.getByTestId('clients-total')).toHaveText('0 au total');
});

test("an agent imports clients: the new one is theirs, a client of the file not given to them is left out without its name", async ({ page, request }) => {
  const stamp = Date.now();
  const owner = await tokenOf(request, OWNER);
  // A client of the producer's file that nobody gave the agent.
  const secret = await request.post('/v1/clients', { headers: bearer(owner), data: { shopId: 1, isPro: true, businessName: `Secret ${stamp}`, email: `secret-${stamp}@journey.test` } });
  expect(secret.status(), await secret.text()).toBe(201);
  const csv = ['raison_sociale;email', `Copie ${stamp};secret-${stamp}@journey.test`, `Tournée ${stamp};tournee-${stamp}@journey.test`].join('\n');

  await loginThroughApi(page, AGENT);
  await page.goto('/dashboard/clients/import');
  await expect(page.getByTestId('client-import-agent-note')).toContainText('vous sont confiés');
  await page.getByTestId('client-import-file').setInputFiles({ name: `agent-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByTestId('client-import-read').click();
  const preview = page.getByTestId('client-import-preview');
  await expect(preview.getByTestId('client-import-line')).toHaveCount(2);
  await expect(preview.getByTestId('client-import-duplicates')).toHaveText('1 doublons écartés');
  await expect(preview.getByTestId('client-import-line').filter({ hasText: `Copie ${stamp}` })).toContainText('sans vous être confié');
  await expect(page.getByText(`Secret ${stamp}`)).toHaveCount(0);
  await page.getByTestId('client-import-confirm').click();
  await expect(preview.getByTestId('client-import-created')).toHaveText('1 clients créés');

  // The imported client is in the agent's own list.
  await page.goto(`/dashboard/clients?q=${stamp}`);
  await expect(page.getByTestId('clients-total')).toHaveText('1 au total');
  // The table on a desktop (the card list beside it is hidden).
  await expect(page.locator('[data-testid="client-link"]:visible', { hasText: `Tournée ${stamp}` })).toHaveCount(1);

  // Given back: the agent's import undone (their list as other journeys find it).
  const agent = await tokenOf(request, AGENT);
  const mine = (await (await request.get('/v1/clients/imports', { headers: bearer(agent), params: { shopId: 1 } })).json()) as { items: { id: number; fileName: string }[] };
  const made = mine.items.find((i) => i.fileName === `agent-${stamp}.csv`)!;
  const reverted = await request.post(`/v1/clients/imports/${made.id}/revert`, { headers: bearer(agent), data: { shopId: 1 } });
  expect(reverted.status(), await reverted.text()).toBe(200);
});
