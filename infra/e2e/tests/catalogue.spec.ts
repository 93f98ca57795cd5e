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

  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('snackbar-success')).toContainText('Produit créé.');
  await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);
  await expect(page.getByTestId('product-editor-title')).toHaveText(name);
  const productId = Number(/\/dashboard\/products\/(\d+)$/.exec(page.url())![1]);

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

  // The agent of the shop sells at the caviste grid: the list shows that price, and so does the API.
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
  const detail = await agent.request.get(`/v1/products/${productId}`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(detail.ok()).toBe(true);
  const body = (await detail.json()) as { formats: Array<{ price: { typology: string; htCents: number; ttcCents: number } | null }> };
  expect(body.formats[0]?.price).toMatchObject({ typology: 'caviste', htCents: 875, ttcCents: 1054 });
  await agentContext.close();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

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
