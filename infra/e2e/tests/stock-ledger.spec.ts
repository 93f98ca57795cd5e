import { expect, test, type Page } from '@playwright/test';
import type { ProductDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const EXCISE = 'FR012345E6789';

/** Records one movement through the dialog opened from the stock list's button of its kind. */
async function recordMovement(page: Page, kind: 'entry' | 'exit', reason: string, warehouse: string, product: string, quantity: number) {
  await page.getByTestId(`stock-record-${kind}`).click();
  const dialog = page.getByTestId('movement-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('movement-kind')).toHaveValue(kind);
  await dialog.getByTestId('movement-reason').selectOption({ label: reason });
  await dialog.getByTestId('movement-warehouse').selectOption({ label: warehouse });
  await dialog.getByTestId('movement-product-search').fill(product);
  await dialog.getByTestId('movement-product-option').filter({ hasText: product }).getByTestId('movement-format-add').first().click();
  await expect(dialog.getByTestId('movement-line-label')).toContainText(product);
  await dialog.getByTestId('movement-line-quantity').fill(String(quantity));
  await dialog.getByTestId('movement-dialog-submit').click();
  return dialog;
}

test('the owner creates a bonded cellar, records a bottling and a loss through the movement form, reads the stock and the ledger, and an exit beyond the stock is refused in French', async ({ page, browser, request }) => {
  const stamp = Date.now();
  const warehouse = `Chai de test ${stamp}`;
  const name = `Cuvée du registre ${stamp}`;
  // A wine of its own, so that no other journey moves its stock.
  const owner = await tokenOf(request, OWNER);
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as ProductDetail).id;
  expect(productId).toBeGreaterThan(0);

  // Articles › Entrepôts: a bonded cellar needs its excise number, said in French before anything is sent.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/stocks/warehouses');
  await expect(page.getByTestId('warehouses-screen')).toBeVisible();
  await page.getByTestId('warehouse-add').click();
  const form = page.getByTestId('warehouse-dialog');
  await form.getByTestId('warehouse-name').fill(warehouse);
  await expect(form.getByTestId('warehouse-regime')).toHaveValue('suspended');
  await form.getByTestId('warehouse-dialog-submit').click();
  await expect(form.getByRole('alert')).toContainText("Un entrepôt sous douane doit avoir le numéro d'accise");
  await form.getByTestId('warehouse-excise').fill(EXCISE);
  await form.getByTestId('warehouse-dialog-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('snackbar-success').last()).toContainText(`Entrepôt ${warehouse} créé.`);
  const row = page.getByTestId('warehouses-list-row').filter({ hasText: warehouse });
  await expect(row).toContainText('Droits suspendus');
  await expect(row).toContainText(EXCISE);
  await expect(row.getByTestId('warehouse-online')).toHaveText('Vend en ligne');
  await expect(row.getByTestId('warehouse-units')).toHaveText('0');

  // Stocks: 24 bottles enter (bottling), 2 leave (breakage).
  await page.getByTestId('stock-nav-stocks').click();
  await expect(page.getByTestId('stock-screen')).toBeVisible();
  let dialog = await recordMovement(page, 'entry', 'Mise en bouteille', warehouse, name, 24);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('snackbar-success').last()).toContainText('Mouvement enregistré.');
  dialog = await recordMovement(page, 'exit', 'Perte / casse', warehouse, name, 2);
  await expect(dialog).toBeHidden();

  // The cellar's stock of the wine: 22.
  await page.getByTestId('stock-filter-warehouse').selectOption({ label: warehouse });
  const line = page.getByTestId('stock-list-row').filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('stock-physical')).toHaveText('22');
  await expect(line).toContainText(warehouse);

  // 100 more cannot leave: the server's French message names the line, and what was typed stays.
  dialog = await recordMovement(page, 'exit', 'Vente', warehouse, name, 100);
  await expect(dialog.getByTestId('movement-dialog-failure')).toContainText(`Stock insuffisant pour « ${name}`);
  await expect(dialog.getByTestId('movement-dialog-failure')).toContainText('il en reste 22');
  await expect(dialog.getByTestId('movement-line-quantity')).toHaveValue('100');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(line.getByTestId('stock-physical')).toHaveText('22');

  // Mouvements: the ledger of the cellar, newest first, signed quantities and the stock each left.
  await page.getByTestId('stock-nav-movements').click();
  await page.getByTestId('movements-filter-warehouse').selectOption({ label: warehouse });
  const rows = page.getByTestId('movements-list-row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('movement-quantity')).toHaveText('−2');
  await expect(rows.nth(0).getByTestId('movement-reason-label')).toHaveText('Perte / casse');
  await expect(rows.nth(0).getByTestId('movement-balance')).toHaveText('22');
  await expect(rows.nth(1).getByTestId('movement-quantity')).toHaveText('+24');
  await expect(rows.nth(1).getByTestId('movement-reason-label')).toHaveText('Mise en bouteille');
  await expect(rows.nth(1).getByTestId('movement-balance')).toHaveText('24');
  await page.getByTestId('movements-filter-reason').selectOption({ label: 'Perte / casse' });
  await expect(rows).toHaveCount(1);

  // The warehouses list counts the units.
  await page.getByTestId('stock-nav-warehouses').click();
  await expect(page.getByTestId('warehouses-list-row').filter({ hasText: warehouse }).getByTestId('warehouse-units')).toHaveText('22');

  // The cellar sells online: the product editor shows the figure the ledger keeps, with no field to type another.
  await page.goto(`/dashboard/products/${productId}`);
  await page.getByTestId('tab-formats').click();
  await expect(page.getByTestId('format-stock-ledger-units')).toHaveText('22');
  await expect(page.getByTestId('format-stock')).toHaveCount(0);

  // On a 375 px phone: the stock reads as cards, nothing scrolls sideways, and the movement form fits.
  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR', viewport: { width: 375, height: 740 } });
  const mobile = await phone.newPage();
  await loginThroughApi(mobile, OWNER);
  await mobile.goto('/dashboard/stocks');
  await expect(mobile.getByTestId('stock-screen')).toBeVisible();
  await mobile.getByTestId('stock-filter-warehouse').selectOption({ label: warehouse });
  const card = mobile.getByTestId('stock-list-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('stock-physical')).toHaveText('22');
  await expect(mobile.getByTestId('stock-list-row').first()).toBeHidden();
  await expect.poll(() => mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await mobile.getByTestId('stock-record-exit').click();
  const mobileDialog = mobile.getByTestId('movement-dialog');
  await expect(mobileDialog.getByTestId('movement-dialog-submit')).toBeInViewport();
  await mobileDialog.getByTestId('movement-dialog-submit').click();
  await expect(mobileDialog.getByText('Choisissez le motif.')).toBeVisible();
  await phone.close();
});
