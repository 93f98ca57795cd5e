import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { DrmReturn, ProductDetail, Warehouse } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

/** The Paris calendar month of now and the one before (YYYY-MM), as the DRM counts them. */
function parisMonths(): { current: string; previous: string; older: string } {
  const current = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 7);
  const before = (month: string) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  };
  return { current, previous: before(current), older: before(before(current)) };
}

test('the owner reads the running month\'s DRM with the wine that moved, downloads the previous month\'s EDI file and marks it filed', async ({ page, request, browser }) => {
  const stamp = Date.now();
  const name = `Cuvée DRM ${stamp}`;
  const { current, previous, older } = parisMonths();
  const owner = await tokenOf(request, OWNER);

  // A wine of its own (its DRM product is its name): 6 bottles bottled, then 1 sold, in the bonded cellar.
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const formatId = ((await created.json()) as ProductDetail).formats[0]!.id;
  const warehouses = await request.get('/v1/stocks/warehouses?shopId=1&limit=100', { headers: bearer(owner) });
  const cellar = ((await warehouses.json()) as { items: Warehouse[] }).items.find((w) => w.name === 'Chai du domaine');
  expect(cellar?.regime).toBe('suspended');
  for (const [kind, reason, quantity] of [['entry', 'bottling', 6], ['exit', 'sale', 1]] as const) {
    const moved = await request.post('/v1/stocks/movements?shopId=1', {
      headers: bearer(owner), data: { kind, reason, warehouseId: cellar!.id, lines: [{ formatId, quantity }] },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  // Articles › Stocks › DRM: the running month first, "En cours", the wine in the duty-suspended table.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/stocks');
  await page.getByTestId('stock-nav-stockDrm').click();
  await expect(page).toHaveURL(/\/dashboard\/stocks\/drm$/);
  await expect(page.getByTestId('drm-screen')).toBeVisible();
  await expect(page.getByTestId(`drm-month-${current}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId(`drm-month-${current}`).getByTestId('drm-month-badge')).toHaveText('En cours');
  // The demo's cellars opened last month: the month before reads as outside the ledger, nothing owed.
  await expect(page.getByTestId(`drm-month-${older}`).getByTestId('drm-month-badge')).toHaveText('Hors registre');
  const drm = page.getByTestId('drm-return');
  await expect(drm).toHaveAttribute('data-month', current);
  await expect(drm.getByTestId('drm-nil')).toHaveCount(0);
  const row = drm.getByTestId('drm-regime-suspended').locator(`[data-testid="drm-row"][data-product="${name}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('drm-opening')).toHaveText('0 hl');
  await expect(row.getByTestId('drm-entry-production')).toHaveText('0,045 hl');
  await expect(row.getByTestId('drm-exit-saleFrance')).toHaveText('0,0075 hl');
  await expect(row.getByTestId('drm-closing')).toHaveText('0,0375 hl');
  // The duties the screen shows are the server's, in euros.
  const api = (await (await request.get(`/v1/stocks/drm/${current}?shopId=1`, { headers: bearer(owner) })).json()) as DrmReturn;
  const line = api.lines.find((l) => l.regime === 'suspended' && l.product.label === name)!;
  expect(line.exits.saleFrance).toBe(750);
  if (line.dutyCents + line.cssCents === 0) await expect(row.getByTestId('drm-duty')).toHaveText('-');
  else await expect(row.getByTestId('drm-duty')).toContainText('€');
  await expect(page.getByTestId('drm-total')).toContainText('€');
  // The running month is not over: nothing to file yet.
  await expect(page.getByTestId('drm-file')).toHaveCount(0);

  // The previous month: its EDI file (CAVE lines, or a nil return's comment), then filed once confirmed.
  await page.getByTestId(`drm-month-${previous}`).click();
  await expect(drm).toHaveAttribute('data-month', previous);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('drm-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`DRM-${previous}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toMatch(/^(CAVE;|# DRM \d{6} néant)/);

  const badge = page.getByTestId(`drm-month-${previous}`).getByTestId('drm-month-badge');
  if (await page.getByTestId('drm-file').isVisible()) {
    await expect(badge).toContainText('À déposer avant le');
    await page.getByTestId('drm-file').click();
    const dialog = page.getByTestId('drm-file-dialog');
    await expect(dialog).toContainText('une correction se déclare sur la DRM du mois suivant');
    await dialog.getByTestId('confirm-dialog-ok').click();
    await expect(dialog).toBeHidden();
    // Filed here, or by another journey a moment before (the server then answers "déjà déposée"): filed either way.
  }
  await expect(drm).toHaveAttribute('data-status', 'filed');
  await expect(badge).toContainText('Déposée le');
  await expect(page.getByTestId('drm-file')).toHaveCount(0);

  // On a 375 px phone: a month select and one card per product, nothing wider than the screen.
  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR', viewport: { width: 375, height: 740 } });
  const mobile = await phone.newPage();
  await loginThroughApi(mobile, OWNER);
  await mobile.goto('/dashboard/stocks/drm');
  await expect(mobile.getByTestId('drm-month-select')).toHaveValue(current);
  const card = mobile.locator(`[data-testid="drm-card"][data-product="${name}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('0,0375 hl');
  await expect(mobile.getByTestId('drm-row').first()).toBeHidden();
  await expect.poll(() => mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.close();
});

test('wine bought and sold in bulk through the movement form reads in the DRM as entrées and sorties vrac, in hl, and in the EDI file', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Vrac DRM ${stamp}`;
  const { current } = parisMonths();
  const owner = await tokenOf(request, OWNER);
  // A wine of its own sold in bulk, by the hectolitre.
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'vrac', unity: 'hl', unityValue: '1', priceCents: 45_000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Stocks: « Achat de vin en vrac » 12 hl into the bonded cellar, then « Vente de vin en vrac » 5 hl, from the movement form.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/stocks');
  for (const [kind, reason, quantity] of [['entry', 'Achat de vin en vrac', 12], ['exit', 'Vente de vin en vrac', 5]] as const) {
    await page.getByTestId(`stock-record-${kind}`).click();
    const dialog = page.getByTestId('movement-dialog');
    await dialog.getByTestId('movement-reason').selectOption({ label: reason });
    await expect(dialog).toContainText('la DRM le déclare à part (entrées / sorties vrac), en hl');
    await dialog.getByTestId('movement-warehouse').selectOption({ label: 'Chai du domaine' });
    await dialog.getByTestId('movement-product-search').fill(name);
    await dialog.getByTestId('movement-product-option').filter({ hasText: name }).getByTestId('movement-format-add').first().click();
    await dialog.getByTestId('movement-line-quantity').fill(String(quantity));
    await dialog.getByTestId('movement-dialog-submit').click();
    await expect(dialog).toBeHidden();
  }

  // Stocks › DRM, the running month: its own columns, in hl.
  await page.goto('/dashboard/stocks/drm');
  const drm = page.getByTestId('drm-return');
  await expect(drm).toHaveAttribute('data-month', current);
  const row = drm.getByTestId('drm-regime-suspended').locator(`[data-testid="drm-row"][data-product="${name}"]`);
  await expect(row.getByTestId('drm-entry-bulkPurchase')).toHaveText('12 hl');
  await expect(row.getByTestId('drm-exit-bulkSale')).toHaveText('5 hl');
  await expect(drm.getByTestId('drm-regime-suspended')).toContainText('Entrées vrac (achats en vrac)');
  await expect(drm.getByTestId('drm-regime-suspended')).toContainText('Sorties vrac (ventes en vrac)');

  // The EDI file carries them: the buyer's achatnoncrd and a bulk sale without contract.
  const csv = await (await request.get(`/v1/stocks/drm/${current}/csv?shopId=1`, { headers: bearer(owner) })).text();
  const mine = csv.split('\r\n').filter((l) => l.includes(name));
  expect(mine.some((l) => l.includes(';suspendu;entrees;achatnoncrd;12;'))).toBe(true);
  expect(mine.some((l) => l.includes(';suspendu;sorties;vracsanscontrat;5;'))).toBe(true);
});
