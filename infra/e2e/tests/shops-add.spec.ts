import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginThroughApi, PASSWORD, tokenOf } from '../helpers';

const BUYER = 'buyer@vendange.test';
const BELLE_RIVIERE = 'Château Belle Rivière';

/** The demo buyer starts with Domaine des Coteaux alone: Château Belle Rivière is taken off (404 when it is not there). */
async function resetProducers(request: APIRequestContext): Promise<void> {
  const token = await tokenOf(request, BUYER);
  const res = await request.delete('/v1/users/me/shops/2', { headers: { authorization: `Bearer ${token}` } });
  expect([204, 404], await res.text()).toContain(res.status());
}

const myCard = (page: Page, name: string) => page.getByTestId('my-producer-card').filter({ hasText: name });

async function removeFromMyProducers(page: Page, name: string): Promise<void> {
  await myCard(page, name).getByTestId('my-producer-remove').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(`${name} ne sera plus dans vos producteurs.`);
  await dialog.getByTestId('confirm-dialog-ok').click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: `${name} a été retiré de vos producteurs.` }).last()).toBeVisible();
  await expect(myCard(page, name)).toHaveCount(0);
}

test.beforeEach(async ({ request }) => { await resetProducers(request); });
test.afterEach(async ({ request }) => { await resetProducers(request); });

test('a buyer adds a producer by name and by code, and removes one after confirming', async ({ page }) => {
  await loginThroughApi(page, BUYER);
  await page.goto('/shops');
  const mine = page.getByTestId('my-producers');
  await expect(mine.getByRole('heading', { name: 'Mes producteurs' })).toBeVisible();
  await expect(myCard(page, 'Domaine des Coteaux')).toBeVisible();
  await expect(myCard(page, BELLE_RIVIERE)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tous les producteurs' })).toBeVisible();

  // By name: the search ignores accents; a producer already followed says so.
  await page.getByTestId('my-producers-add').click();
  await expect(page).toHaveURL(/\/shops\/add$/);
  const directory = page.getByTestId('shops-add-directory');
  await expect(directory.getByTestId('shops-add-directory-card').filter({ hasText: 'Domaine des Coteaux' }).getByTestId('shop-already-added')).toHaveText('Déjà dans vos producteurs');
  await directory.getByTestId('shops-add-directory-search').fill('CHATEAU belle');
  const found = directory.getByTestId('shops-add-directory-card');
  await expect(found).toHaveCount(1);
  await found.getByRole('button', { name: `Ajouter ${BELLE_RIVIERE} à mes producteurs` }).click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: `${BELLE_RIVIERE} a été ajouté à vos producteurs.` }).last()).toBeVisible();
  await expect(page).toHaveURL(/\/shops$/);
  await expect(myCard(page, BELLE_RIVIERE)).toBeVisible();

  // Removing asks first; cancelling keeps it.
  await myCard(page, BELLE_RIVIERE).getByTestId('my-producer-remove').click();
  await page.getByTestId('confirm-dialog-cancel').click();
  await expect(myCard(page, BELLE_RIVIERE)).toBeVisible();
  await removeFromMyProducers(page, BELLE_RIVIERE);

  // By the code the producer gave: an unknown one is explained, the right one adds the producer.
  await page.getByTestId('my-producers-add').click();
  const form = page.getByTestId('shop-code-form');
  await form.getByTestId('shop-code-input').fill('NOPE42');
  await form.getByTestId('shop-code-submit').click();
  await expect(form.getByTestId('shop-code-error')).toHaveText("Aucun producteur n'a ce code ni cette adresse : vérifiez ce que le producteur vous a transmis.");
  await form.getByTestId('shop-code-input').fill('belleriv');
  await form.getByTestId('shop-code-submit').click();
  await expect(page).toHaveURL(/\/shops$/);
  await expect(myCard(page, BELLE_RIVIERE)).toBeVisible();
  await myCard(page, BELLE_RIVIERE).getByRole('link', { name: BELLE_RIVIERE }).click();
  await expect(page).toHaveURL(/\/shops\/2$/);
  await expect(page.getByTestId('shop-name')).toHaveText(BELLE_RIVIERE);
});

test("a buyer who adds a producer is in the producer's clients by itself", async ({ page, context, request }) => {
  // A new buyer of their own: the demo buyer may already be in the file, and this one leaves no link another journey sees.
  const stamp = Date.now();
  // Names take letters only: the stamp's digits spelt as letters.
  const lastname = `Lien${String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const email = `lien-${stamp}@example.test`;
  const created = await request.post('/v1/auth/register', { data: { kind: 'buyer', firstname: 'Léa', lastname, email, password: PASSWORD, cgu: true } });
  expect(created.status(), await created.text()).toBe(201);
  await loginThroughApi(page, email);
  await page.goto('/shops/add');
  const form = page.getByTestId('shop-code-form');
  await form.getByTestId('shop-code-input').fill('BELLERIV');
  await form.getByTestId('shop-code-submit').click();
  await expect(page).toHaveURL(/\/shops$/);
  await expect(myCard(page, BELLE_RIVIERE)).toBeVisible();
  await page.close();

  // The client is made by a job (identity's outbox): the owner's list has it once it ran.
  const owner = { authorization: `Bearer ${await tokenOf(request, 'owner2@vendange.test')}` };
  await expect.poll(async () => ((await (await request.get(`/v1/clients?shopId=2&search=${lastname}`, { headers: owner })).json()) as { total: number }).total).toBe(1);
  const ownerPage = await context.newPage();
  await loginThroughApi(ownerPage, 'owner2@vendange.test');
  await ownerPage.goto(`/dashboard/clients?q=${lastname}`);
  await expect(ownerPage.getByTestId('clients-list-row').filter({ hasText: `Léa ${lastname}` })).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a buyer adds a producer and removes it', async ({ page }) => {
    await loginThroughApi(page, BUYER);
    await page.goto('/shops');
    await expect(myCard(page, 'Domaine des Coteaux')).toBeVisible();
    const add = page.getByTestId('my-producers-add');
    await expect(add).toBeInViewport();
    await add.click();
    const search = page.getByTestId('shops-add-directory-search');
    await search.fill('Rivière');
    const button = page.getByTestId('shops-add-directory-card').getByTestId('shop-add');
    await expect(button).toHaveCount(1);
    // Full width on a phone: easy to tap.
    const [buttonBox, searchBox] = [await button.boundingBox(), await search.boundingBox()];
    expect(buttonBox!.width).toBeGreaterThan(searchBox!.width * 0.8);
    await button.click();
    await expect(page).toHaveURL(/\/shops$/);
    await expect(myCard(page, BELLE_RIVIERE)).toBeVisible();
    await removeFromMyProducers(page, BELLE_RIVIERE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('an owner sees the producers but is told why only buyers add them', async ({ page }) => {
  await loginThroughApi(page, 'owner@vendange.test');
  await page.goto('/shops/add');
  await expect(page.getByTestId('shops-add-owner-note')).toContainText('Ajouter un producteur est réservé aux comptes acheteurs');
  // The demo producers (a journey registering a seller may have added a shop to the shared database).
  for (const name of ['Domaine des Coteaux', 'Château Belle Rivière']) await expect(page.getByTestId('shops-add-directory-card').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByTestId('shop-add')).toHaveCount(0);
  await expect(page.getByTestId('shop-code-form')).toHaveCount(0);
});
