import { expect, test } from '@playwright/test';
import type { ProductDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

test('the producer adds CRD capsules, bottles a vintage capped with them, sees the capsule balance drop, counts the capsules (one missing) and reads the CRD account in the month\'s DRM', async ({ page, request, browser }) => {
  const stamp = Date.now();
  const wine = `Cuvée capsulée ${stamp}`;
  const capsules = `CRD vert ${stamp}`;
  // A bottle size of its own, so that another run's line (same colour, type and wine type) is not the same line.
  const centilitres = String(20 + (stamp % 2000));
  const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 7);
  const owner = await tokenOf(request, OWNER);
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name: wine, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(((await created.json()) as ProductDetail).id).toBeGreaterThan(0);

  // Stocks › Capsules CRD: a new line (green, collective duty-suspended, still wine), then 50 capsules bought.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/stocks');
  await page.getByTestId('stock-nav-crdColors').click();
  await expect(page).toHaveURL(/\/dashboard\/stocks\/crdColors$/);
  await expect(page.getByTestId('crd-screen')).toBeVisible();
  await page.getByTestId('crd-new-line').click();
  const lineDialog = page.getByTestId('crd-capsule-dialog');
  await lineDialog.getByTestId('crd-colour').selectOption('vert');
  await lineDialog.getByTestId('crd-regime').selectOption('collective_suspendue');
  await lineDialog.getByTestId('crd-size').fill('abc');
  await lineDialog.getByTestId('crd-capsule-dialog-submit').click();
  await expect(lineDialog.getByRole('alert')).toContainText('Une contenance en centilitres');
  await lineDialog.getByTestId('crd-size').fill(centilitres);
  await lineDialog.getByTestId('crd-name').fill(capsules);
  await lineDialog.getByTestId('crd-capsule-dialog-submit').click();
  await expect(lineDialog).toBeHidden();
  const line = page.locator(`[data-testid="crd-line"][data-label="${capsules}"]`);
  await expect(line.getByTestId('crd-line-balance')).toHaveText('0');
  await expect(line.getByTestId('crd-swatch')).toHaveAttribute('data-colour', 'vert');

  await line.getByTestId('crd-line-entry').click();
  const moveDialog = page.getByTestId('crd-movement-dialog');
  await expect(moveDialog.getByTestId('crd-movement-reason')).toHaveValue('purchase');
  await moveDialog.getByTestId('crd-movement-quantity').fill('50');
  await moveDialog.getByTestId('crd-movement-dialog-submit').click();
  await expect(moveDialog).toBeHidden();
  await expect(line.getByTestId('crd-line-balance')).toHaveText('50');

  // An exit beyond the balance is refused in French, the dialog kept.
  await line.getByTestId('crd-line-exit').click();
  await moveDialog.getByTestId('crd-movement-reason').selectOption('destroyed');
  await moveDialog.getByTestId('crd-movement-quantity').fill('51');
  await moveDialog.getByTestId('crd-movement-dialog-submit').click();
  await expect(moveDialog).toContainText(`Pas assez de capsules CRD « ${capsules} » : il en reste 50.`);
  await moveDialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(moveDialog).toBeHidden();

  // Stocks: 24 bottles of the vintage bottled in the bonded cellar, capped with these capsules.
  await page.getByTestId('stock-nav-stocks').click();
  await page.getByTestId('stock-record-entry').click();
  const dialog = page.getByTestId('movement-dialog');
  await dialog.getByTestId('movement-reason').selectOption({ label: 'Mise en bouteille' });
  await dialog.getByTestId('movement-warehouse').selectOption({ label: 'Chai du domaine' });
  await dialog.getByTestId('movement-product-search').fill(wine);
  await dialog.getByTestId('movement-product-option').filter({ hasText: wine }).getByTestId('movement-format-add').first().click();
  await dialog.getByTestId('movement-line-quantity').fill('24');
  await dialog.getByTestId('movement-crd').selectOption({ label: `${capsules} (50 en stock)` });
  await expect(dialog).toContainText('24 capsules seront sorties du compte');
  await dialog.getByTestId('movement-dialog-submit').click();
  await expect(dialog).toBeHidden();

  // The capsule balance dropped by 24, the account says why.
  await page.getByTestId('stock-nav-crdColors').click();
  await expect(line.getByTestId('crd-line-balance')).toHaveText('26');
  const used = page.getByTestId('crd-movements').getByTestId('crd-movements-row').filter({ hasText: capsules }).first();
  await expect(used).toContainText('Utilisées');
  await expect(used.getByTestId('crd-movement-quantity-cell')).toHaveText('\u221224');

  // The month's capsule inventory: 25 counted on the line, one short; the difference is reviewed, then written as missing.
  await page.getByTestId('crd-inventory').click();
  const inventory = page.getByTestId('crd-inventory-dialog');
  const counted = inventory.locator(`[data-testid="crd-inventory-line"][data-label="${capsules}"]`);
  await counted.getByTestId('crd-inventory-count').fill('2,5');
  await inventory.getByTestId('crd-inventory-dialog-submit').click();
  await expect(counted).toContainText('Un nombre entier de capsules, 0 ou plus.');
  await counted.getByTestId('crd-inventory-count').fill('25');
  await inventory.getByTestId('crd-inventory-dialog-submit').click();
  await expect(counted.getByTestId('crd-inventory-difference')).toHaveText('−1 manquantes');
  await expect(line.getByTestId('crd-line-balance')).toHaveText('26');
  await inventory.getByTestId('crd-inventory-dialog-submit').click();
  await expect(inventory).toBeHidden();
  await expect(line.getByTestId('crd-line-balance')).toHaveText('25');
  const missing = page.getByTestId('crd-movements').getByTestId('crd-movements-row').filter({ hasText: capsules }).first();
  await expect(missing).toContainText('Manquantes');
  await expect(missing).toContainText('Inventaire');

  // DRM of the month: the CRD account of the line.
  await page.getByTestId('stock-nav-stockDrm').click();
  await expect(page.getByTestId('drm-return')).toHaveAttribute('data-month', month);
  const account = page.locator(`[data-testid="drm-crd-row"][data-label="${capsules}"]`);
  await expect(account.getByTestId('drm-crd-opening')).toHaveText('0');
  await expect(account.getByTestId('drm-crd-entry-purchase')).toHaveText('50');
  await expect(account.getByTestId('drm-crd-exit-used')).toHaveText('24');
  await expect(account.getByTestId('drm-crd-exit-missing')).toHaveText('1');
  await expect(account.getByTestId('drm-crd-closing')).toHaveText('25');

  // On a 375 px phone: one card per capsule line, nothing wider than the screen.
  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR', viewport: { width: 375, height: 740 } });
  const mobile = await phone.newPage();
  await loginThroughApi(mobile, OWNER);
  await mobile.goto('/dashboard/stocks/crdColors');
  const card = mobile.locator(`[data-testid="crd-card"][data-label="${capsules}"]`);
  await expect(card.getByTestId('crd-line-balance')).toHaveText('25');
  await expect(mobile.getByTestId('crd-line').first()).toBeHidden();
  await expect.poll(() => mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.close();
});
