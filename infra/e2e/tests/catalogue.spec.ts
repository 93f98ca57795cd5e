import { expect, test, type Page } from '@playwright/test';
import { loginThroughApi, PASSWORD } from '../helpers';

const noSideways = async (page: Page, width: number) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test('the owner creates a wine with a vintage and a format, prices it for cavistes in the grid, and the caviste agent gets that price', async ({ page, browser }) => {
  const name = `Cuvée des Essais ${Date.now()}`;
  await loginThroughApi(page, 'owner@vendange.test');
  await page.goto('/dashboard/products');
  await expect(page.getByTestId('products-list-row').first()).toBeVisible();
  await page.getByTestId('product-add').click();
  await expect(page).toHaveURL(/\/dashboard\/products\/add$/);

  // Général
  const form = page.getByTestId('product-form');
  await form.getByTestId('product-name').fill(name);
  await form.getByTestId('product-color').selectOption('rouge');

  // Millésimes: a vintage with its degree and its excise code.
  await page.getByTestId('tab-vintages').click();
  await page.getByTestId('vintage-add').click();
  await page.getByTestId('vintage-name').fill('2023');
  await page.getByTestId('vintage-degree').fill('13,5');
  await page.getByTestId('vintage-excise').selectOption('W200');

  // Formats: eq75 follows the volume; the caviste price shows HT and TTC as the server computes it.
  await page.getByTestId('tab-formats').click();
  await page.getByTestId('format-add').click();
  await page.getByTestId('format-container').selectOption('magnum');
  await page.getByTestId('format-unity-value').fill('150');
  await expect(page.getByTestId('format-eq75')).toHaveValue('2');
  await page.getByTestId('format-container').selectOption('bouteille');
  await page.getByTestId('format-unity-value').fill('75');
  await expect(page.getByTestId('format-eq75')).toHaveValue('1');
  await page.getByTestId('format-price').fill('12,50');
  await page.getByTestId('typology-price-input-caviste').fill('9,40');
  // (9,40 € + 0,0075 hl × 4,19 €/hl of still-wine duty) × 1,2 = 11,32 €
  await expect(page.getByTestId('typology-preview-caviste')).toContainText('9,40 € HT · 11,32 € TTC');

  // Conditionnements and the e-label declaration (French first).
  await page.getByTestId('tab-packings').click();
  await page.getByTestId('section-packings').getByRole('button', { name: 'Ajouter un conditionnement' }).click();
  await page.getByTestId('section-packings').getByLabel(/^Conditionnement/).selectOption('carton-6');
  await page.getByTestId('tab-nutrition').click();
  await page.getByTestId('nutrition-enabled').click();
  await page.getByTestId('section-nutrition').getByLabel('Énergie (kcal)').fill('85');
  await page.getByTestId('nutrition-lang-fr').getByLabel('Ingrédients').fill('Raisins, conservateur : sulfites');

  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('snackbar-success')).toContainText('Produit créé.');
  await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);
  await expect(page.getByTestId('product-editor-title')).toHaveText(name);
  const productId = Number(/\/dashboard\/products\/(\d+)$/.exec(page.url())![1]);

  // Everything comes back from the server as typed.
  await page.reload();
  await page.getByTestId('tab-vintages').click();
  await expect(page.getByTestId('vintage-degree')).toHaveValue('13,5');
  await page.getByTestId('tab-formats').click();
  await expect(page.getByTestId('typology-price-input-caviste')).toHaveValue('9,40');
  await page.getByTestId('tab-nutrition').click();
  await expect(page.getByTestId('nutrition-lang-fr').getByLabel('Ingrédients')).toHaveValue('Raisins, conservateur : sulfites');
  await expect(page.getByTestId('section-nutrition').getByLabel('Énergie (kcal)')).toHaveValue('85');

  // The grid: the caviste price is there; a new one typed with a dot is saved in cents.
  await page.goto('/dashboard/tarifs');
  const row = page.getByTestId('price-grid-row').filter({ hasText: name });
  const cell = row.locator('input[data-testid$="-caviste"]');
  await expect(cell).toHaveValue('9,40');
  await cell.fill('8.75');
  await page.getByTestId('price-grid-save').click();
  await expect(page.getByTestId('snackbar-success')).toContainText('Grille enregistrée.');
  await expect(cell).toHaveValue('8,75');
  await expect(page.getByTestId('price-grid-save')).toBeDisabled();

  // The agent of the shop sells at the caviste grid: the list shows that price (HT, as caviste displays),
  // and the API's TTC matches the editor's preview: (8,75 € + 0,0075 hl × 4,19 €/hl) × 1,2 = 10,54 €.
  const agentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
  const agent = await agentContext.newPage();
  await loginThroughApi(agent, 'agent@vendange.test');
  await agent.goto('/dashboard/products');
  await agent.getByTestId('products-search').fill(name);
  const agentRow = agent.getByTestId('products-list-row').filter({ hasText: name });
  await expect(agentRow).toHaveCount(1);
  await expect(agentRow.getByTestId('product-price')).toHaveText('8,75 €');

  const login = await agent.request.post('/v1/auth/login', { data: { email: 'agent@vendange.test', password: PASSWORD } });
  const { jwt } = (await login.json()) as { jwt: string };
  // The agent asks for their own price list, as the screen does.
  const detail = await agent.request.get(`/v1/products/${productId}?typology=caviste`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(detail.ok()).toBe(true);
  const body = (await detail.json()) as { formats: Array<{ price: { typology: string; htCents: number; ttcCents: number } | null }> };
  expect(body.formats[0]?.price).toMatchObject({ typology: 'caviste', htCents: 875, ttcCents: 1054 });
  await agentContext.close();
});

// A 1 × 1 PNG: enough for the server's magic-byte check.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('the owner manages price lists, closes a product with a confirmation, is asked before losing changes, and adds a picture', async ({ page }) => {
  await loginThroughApi(page, 'owner@vendange.test');

  // A new price list gets its column in the grid; deleting it asks first.
  await page.goto('/dashboard/tarifs');
  await page.getByTestId('typology-add').click();
  const dialog = page.getByTestId('typology-dialog');
  await dialog.getByTestId('typology-key').fill('Export FR');
  await dialog.getByTestId('typology-name').fill('Export');
  await dialog.getByTestId('typology-submit').click();
  await expect(dialog.getByRole('alert')).toContainText('lettres minuscules');
  await dialog.getByTestId('typology-key').fill('export');
  await dialog.getByTestId('typology-submit').click();
  await expect(page.getByTestId('typology-export')).toContainText('Export');
  await expect(page.getByTestId('price-grid').getByRole('columnheader', { name: 'Export' })).toBeVisible();
  await page.getByTestId('typology-delete-export').click();
  await page.getByTestId('confirm-dialog-ok').click();
  await expect(page.getByTestId('typology-export')).toHaveCount(0);

  // Closing from the list asks first; the demo product goes back to paused afterwards.
  await page.goto('/dashboard/products');
  const row = page.getByTestId('products-list-row').filter({ hasText: 'Gigondas Vieilles Vignes' });
  await row.getByTestId('product-status-menu').click();
  await page.getByTestId('product-status-closed').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('ne sera plus proposé à la vente');
  await page.getByTestId('confirm-dialog-ok').click();
  await expect(row.getByTestId('product-status')).toHaveText('Fermé');
  await row.getByTestId('product-status-menu').click();
  await page.getByTestId('product-status-paused').click();
  await expect(row.getByTestId('product-status')).toHaveText('En pause');

  // Unsaved changes: the way back, and the shell's menu too, ask before dropping them.
  await row.getByTestId('product-link').click();
  await expect(page.getByTestId('product-editor-title')).toHaveText('Gigondas Vieilles Vignes');
  await page.getByTestId('product-name').fill('Gigondas modifié');
  await expect(page.getByTestId('product-dirty')).toBeVisible();
  await page.getByTestId('product-back').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('ne sont pas enregistrées');
  await page.getByTestId('confirm-dialog-cancel').click();
  await expect(page.getByTestId('product-name')).toHaveValue('Gigondas modifié');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Tarifs' }).click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-dialog-cancel').click();
  await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);
  await page.getByTestId('product-back').click();
  await page.getByTestId('confirm-dialog-ok').click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);

  // Pictures are sent at once, and removed after a confirmation.
  await page.getByTestId('products-list-row').filter({ hasText: 'Tire-bouchon du Domaine' }).getByTestId('product-link').click();
  await page.getByTestId('tab-images').click();
  await page.getByTestId('image-input').setInputFiles({ name: 'tire-bouchon.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('product-image')).toHaveCount(1);
  await expect(page.getByTestId('product-image').locator('img')).toHaveJSProperty('complete', true);
  await page.getByTestId('product-image').getByRole('button', { name: 'Supprimer' }).click();
  await page.getByTestId('confirm-dialog-ok').click();
  await expect(page.getByTestId('product-image')).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the price list choice holds its place while the lists load: nothing below it moves when they arrive', async ({ page }) => {
    await loginThroughApi(page, 'owner@vendange.test');
    // The price lists answer late, as on a slow network: until then the select is there, disabled.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => { answer = resolve; });
    await page.route('**/v1/typologies*', async (route) => { await answered; await route.continue(); });
    await page.goto('/dashboard/products');
    await expect(page.getByTestId('products-list-row').first()).toBeVisible();
    const typology = page.getByTestId('products-typology');
    await expect(typology).toBeDisabled();
    const before = await page.getByTestId('products-sort').boundingBox();
    answer();
    await expect(typology).toBeEnabled();
    await expect(typology.locator('option')).not.toHaveCount(1);
    expect(await page.getByTestId('products-sort').boundingBox()).toEqual(before);
  });

  test('the owner reads the catalogue and uses the editor: no sideways scroll, messages under fields, nothing typed lost', async ({ page }) => {
    await loginThroughApi(page, 'owner@vendange.test');
    await page.goto('/dashboard/products');
    await expect(page.getByTestId('products-list-row').first()).toBeVisible();
    await noSideways(page, 375);

    await page.goto('/dashboard/products/add');
    const form = page.getByTestId('product-form');
    await expect(form).toBeVisible();
    await noSideways(page, 375);
    await page.getByTestId('tab-formats').click();
    await page.getByTestId('format-add').click();
    await page.getByTestId('format-price').fill('12,345');
    await noSideways(page, 375);

    // Enter in a field submits; the editor jumps to the first tab to fix, and keeps the format typed.
    await page.getByTestId('format-price').press('Enter');
    await expect(page.getByTestId('section-general')).toBeVisible();
    await expect(form.getByTestId('section-general').getByRole('alert')).toContainText('Ce champ ne peut pas être vide');
    await page.getByTestId('tab-formats').click();
    await expect(page.getByTestId('format-price')).toHaveValue('12,345');
    await expect(page.getByTestId('section-formats').getByRole('alert').first()).toBeVisible();
    await noSideways(page, 375);
  });
});
