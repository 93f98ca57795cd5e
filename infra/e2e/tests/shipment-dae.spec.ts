import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CheckoutResult, ProductDetail, Warehouse } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

/** A list's row holding `text`, turning its pages (other journeys' orders may come before). */
async function rowOf(page: Page, list: string, text: string): Promise<Locator> {
  const row = page.getByTestId(`${list}-row`).filter({ hasText: text });
  await expect(page.getByTestId(`${list}-row`).first()).toBeVisible();
  for (let i = 0; i < 20 && (await row.count()) === 0; i++) {
    const next = page.getByTestId(list).getByRole('button', { name: 'Suivant' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await page.waitForTimeout(400);
  }
  await expect(row).toBeVisible();
  return row;
}

test('an order shipped to a bonded importer in Belgium leaves under the DAE the dialog suggests: in the movements, the DRM annex, then discharged', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Cuvée Bruxelles ${stamp}`;
  const arc = `26FR${String(stamp).padStart(16, '0')}3`;
  const month = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 7);
  const owner = await tokenOf(request, OWNER);

  // A wine of its own, 12 bottles in the bonded cellar; a buyer orders 6 delivered to a Brussels wine merchant with an excise number.
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ProductDetail;
  const warehouses = ((await (await request.get('/v1/stocks/warehouses?shopId=1&limit=100', { headers: bearer(owner) })).json()) as { items: Warehouse[] }).items;
  const cellar = warehouses.find((w) => w.name === 'Chai du domaine')!;
  const bottled = await request.post('/v1/stocks/movements?shopId=1', { headers: bearer(owner), data: { kind: 'entry', reason: 'bottling', warehouseId: cellar.id, lines: [{ formatId: product.formats[0]!.id, quantity: 12 }] } });
  expect(bottled.ok(), await bottled.text()).toBe(true);
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  let order = null as { id: number; reference: string } | null;
  await expect.poll(async () => {
    const placed = await request.post('/v1/orders/checkout', {
      headers: bearer(buyer),
      data: {
        checkoutId: randomUUID(), orders: [{ seller: { id: 1 }, products: [{ id: product.id, quantity: 6 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'transfer' }],
        deliveryAddress: { firstname: 'Marc', lastname: 'Peeters', name: `Cave Peeters ${stamp}`, street: '8 rue Royale', zipcode: '1000', city: 'Bruxelles', country: 'BE', exciseNumber: 'BE0123456789' },
        billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
      },
    });
    if (placed.status() === 201) order = ((await placed.json()) as CheckoutResult).orders[0]!;
    return placed.status();
  }, { message: 'the bottled wine is for sale once the ledger published it' }).toBe(201);
  if (!order) throw new Error('no order placed');
  const placed: { id: number; reference: string } = order;
  expect((await request.put(`/v1/orders/${placed.id}/validate`, { headers: bearer(owner) })).ok()).toBe(true);

  // Expéditions: the dialog says where it goes and suggests a DAE under suspension, from the bonded cellar.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/delivery');
  const row = await rowOf(page, 'to-ship-list', placed.reference);
  await row.getByTestId('to-ship-open').click();
  const dialog = page.getByTestId('ship-dialog');
  await expect(dialog.getByTestId('ship-exit-destination')).toContainText('Belgique');
  await expect(dialog.getByTestId('ship-exit-destination')).toContainText('BE0123456789');
  await expect(dialog.getByTestId('ship-warehouse')).toHaveValue(String(cellar.id));
  await expect(dialog.getByTestId('ship-document-type')).toHaveValue('DAE');
  await expect(dialog.getByTestId('ship-exit')).toContainText('DAE en suspension de droits');
  await expect(dialog.getByTestId('ship-document-recipient')).toHaveValue('BE0123456789');
  // Not an ARC: said under the number, nothing shipped.
  await dialog.getByTestId('ship-document-number').fill('12345');
  await dialog.getByTestId('ship-submit').click();
  await expect(dialog).toContainText('Le numéro d’un DAE est son ARC de 21 caractères');
  await dialog.getByTestId('ship-document-number').fill(arc);
  await dialog.getByTestId('ship-submit').click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: /Expédition BL-\d{4}-\d+ enregistrée\./ }).last()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The movements list: the exit, its destination and its DAE, linked to the order.
  await page.goto('/dashboard/stocks/movements');
  const exit = page.getByTestId('movements-list-row').filter({ hasText: name }).filter({ hasText: arc });
  await expect(exit).toBeVisible({ timeout: 15_000 });
  await expect(exit.getByTestId('movement-destination')).toHaveText('Belgique · BE0123456789');
  await expect(exit.getByTestId('movement-exit-document')).toHaveText(`DAE ${arc}`);
  await expect(exit.getByTestId('movement-document-link')).toHaveAttribute('href', `/dashboard/orders/${placed.id}`);

  // The running month's DRM: the DAE in the annex, not discharged; then marked « apuré ».
  await page.goto('/dashboard/stocks/drm');
  const drm = page.getByTestId('drm-return');
  await expect(drm).toHaveAttribute('data-month', month);
  const annex = drm.getByTestId('drm-annex');
  const document = annex.locator(`[data-testid="drm-annex-document"][data-number="${arc}"]`);
  await expect(document).toContainText('Belgique');
  await expect(document.getByTestId('drm-annex-undischarged')).toHaveText('Non apuré');
  await expect(annex.locator(`[data-testid="drm-annex-nonapurement"][data-number="${arc}"]`)).toBeVisible();
  await document.getByTestId('drm-annex-discharge').click();
  await expect(document.getByTestId('drm-annex-discharged')).toHaveText('Apuré');
  await expect(annex.locator(`[data-testid="drm-annex-nonapurement"][data-number="${arc}"]`)).toHaveCount(0);
});
