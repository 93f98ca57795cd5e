import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Movement, ProductDetail, SalesPoint, SalesPointDay } from '@vendange/contracts';
import { gs1CheckDigit } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
/** Shop 1's « Caveau de vente »: duty paid, not selling online, so no other journey's bottles move with these. */
const CAVEAU = 2;

// The till is built for a tablet at the cellar door.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

/** A new, valid EAN-13 each run (a GTIN names one bottle across the whole platform). */
function freshEan(): string {
  const body = `37${String(Date.now()).slice(-10)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** A wine of its own at 15 € excl. VAT (18,00 € incl.), with its EAN, 30 bottles bought into the caveau. */
async function caveauWine(request: APIRequestContext, token: string, name: string, gtin?: string) {
  const created = await request.post('/v1/products', {
    headers: bearer(token),
    data: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500, ...(gtin ? { gtin } : {}) }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ProductDetail;
  const formatId = product.formats[0]!.id!;
  const entry = await request.post('/v1/stocks/movements', {
    headers: bearer(token), params: { shopId: 1 }, data: { kind: 'entry', reason: 'purchase', warehouseId: CAVEAU, lines: [{ formatId, quantity: 30 }] },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  return { productId: product.id, formatId };
}

async function caveauMoves(request: APIRequestContext, token: string, formatId: number) {
  const res = await request.get('/v1/stocks/movements', { headers: bearer(token), params: { shopId: 1, formatId, warehouseId: CAVEAU } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: Movement[] }).items.filter((m) => m.reason !== 'purchase').map((m) => `${m.reason} ${m.quantity}`).sort();
}

/** Pays the ticket on screen in cash, the amount proposed: Enter adds it, Enter again records the sale. */
async function payCashExact(page: Page) {
  await page.getByTestId('till-pay').click();
  const pay = page.getByTestId('till-payment');
  await expect(pay).toBeVisible();
  await pay.getByTestId('till-paytype-cash').click();
  await pay.getByTestId('till-pay-amount').press('Enter');
  await expect(pay.getByTestId('till-pay-change')).toHaveText('0,00 €');
  await pay.getByTestId('till-pay-amount').press('Enter');
  await expect(pay).toBeHidden();
}

test('a sales point is created, its till sells three bottles (one touched, two scanned) paid part card part cash with change, prints the receipt and its PDF, reprints a duplicate and cancels the ticket', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  const wine = `Cuvée du caveau ${Date.now()}`;
  const ean = freshEan();
  const { formatId } = await caveauWine(request, owner, wine, ean);

  // Caisse › Points de vente › Nouveau point de vente.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/salespoints');
  await expect(page.getByTestId('salespoints-list')).toBeVisible();
  await page.getByTestId('salespoint-new').click();
  const form = page.getByTestId('salespoint-dialog');
  await form.getByTestId('salespoint-payment-cash').click();
  await form.getByTestId('salespoint-payment-card').click();
  await form.getByTestId('salespoint-dialog-submit').click();
  await expect(form.getByText('Donnez un nom au point de vente.')).toBeVisible();
  await expect(form.getByText('Choisissez au moins un moyen de paiement accepté.')).toBeVisible();
  const name = `Caveau ${Date.now()}`;
  await form.getByTestId('salespoint-name').fill(name);
  await form.getByTestId('salespoint-warehouse').selectOption({ label: 'Caveau de vente' });
  await form.getByTestId('salespoint-pricelist').selectOption('particulier');
  await form.getByTestId('salespoint-payment-cash').click();
  await form.getByTestId('salespoint-payment-card').click();
  await form.getByTestId('salespoint-header').fill('Dégustation offerte');
  await form.getByTestId('salespoint-dialog-submit').click();
  await expect(page.getByTestId('salespoint-title')).toHaveText(name);
  await expect(page.getByTestId('day-empty')).toBeVisible();

  // The till: one bottle touched in the grid, two scanned (the scanner types the EAN, then Enter).
  await page.getByTestId('salespoint-open-till').click();
  await expect(page.getByTestId('till-screen')).toBeVisible();
  await expect(page.getByTestId('till-online')).toBeVisible();
  await page.getByTestId('till-search').fill(wine);
  await page.getByTestId('till-product').filter({ hasText: wine }).click();
  await page.getByTestId('till-empty').waitFor({ state: 'detached' });
  for (let i = 0; i < 2; i += 1) {
    await page.keyboard.type(ean);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('till-line')).toHaveCount(1);
  await expect(page.getByTestId('till-line-qty')).toHaveText('3');
  await expect(page.getByTestId('till-total')).toHaveText('54,00 €');

  // 20 € by card, 40 € in cash: 6 € to give back; Enter records the sale.
  await page.getByTestId('till-pay').click();
  const pay = page.getByTestId('till-payment');
  await pay.getByTestId('till-paytype-card').click();
  await pay.getByTestId('till-pay-amount').fill('20');
  await pay.getByTestId('till-pay-amount').press('Enter');
  await expect(pay.getByTestId('till-pay-remaining')).toHaveText('34,00 €');
  await pay.getByTestId('till-paytype-cash').click();
  await pay.getByTestId('till-pay-amount').fill('40');
  await pay.getByTestId('till-pay-add').click();
  await expect(pay.getByTestId('till-pay-change')).toHaveText('6,00 €');
  await pay.getByTestId('till-pay-amount').press('Enter');

  // The receipt: its legal mentions, in the 80 mm print layout.
  const receipt = page.getByTestId('receipt-dialog');
  await expect(receipt).toBeVisible();
  const paper = receipt.getByTestId('till-receipt');
  await expect(paper).toContainText('Ticket n°1');
  await expect(paper).toContainText('EARL Domaine des Coteaux');
  await expect(paper).toContainText('SIRET');
  await expect(paper).toContainText('Dégustation offerte');
  await expect(paper).toContainText('TOTAL TTC54,00 €');
  await expect(paper).toContainText('TVA 20 %');
  await expect(paper).toContainText('Monnaie rendue6,00 €');
  await page.emulateMedia({ media: 'print' });
  const box = await paper.boundingBox();
  expect(Math.round(box!.width)).toBeGreaterThan(290);
  expect(Math.round(box!.width)).toBeLessThan(310);
  await expect(page.getByTestId('till-screen')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The PDF.
  const [download] = await Promise.all([page.waitForEvent('download'), receipt.getByTestId('receipt-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(/^ticket-T\d+-000001\.pdf$/);

  // A reprint is a duplicate, marked so.
  await receipt.getByTestId('receipt-duplicate').click();
  await expect(paper).toContainText('DUPLICATA n°1');

  // Cancelled: a cancellation ticket, never an edit.
  await receipt.getByTestId('receipt-cancel').click();
  const confirm = page.getByTestId('receipt-cancel-confirm');
  await confirm.getByTestId('receipt-cancel-reason').fill('Erreur de bouteille');
  await confirm.getByRole('button', { name: 'Annuler le ticket' }).click();
  await expect(page.getByTestId('snackbar-success').last()).toContainText('Ticket annulé : annulation n°2.');
  await expect(receipt.getByTestId('receipt-cancelled')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();

  // The bottles left the caveau, then came back.
  await expect.poll(() => caveauMoves(request, owner, formatId), { timeout: 15_000 }).toEqual(['return 3', 'sale -3']);
  // The day: one sale, one cancellation, nothing left.
  await page.getByTestId('till-back').click();
  await expect(page.getByTestId('day-sales')).toHaveText('1');
  await expect(page.getByTestId('day-cancellations')).toHaveText('1');
  await expect(page.getByTestId('day-total')).toHaveText('0,00 €');
});

test('the network drops: the till keeps selling five sales, then sends them once each when it is back', async ({ page, context, request }) => {
  const owner = await tokenOf(request, OWNER);
  const wine = `Cuvée hors ligne ${Date.now()}`;
  const { formatId } = await caveauWine(request, owner, wine);
  const made = await request.post('/v1/salespoints', {
    headers: bearer(owner), data: { shopId: 1, name: `Salon ${Date.now()}`, warehouseId: CAVEAU, priceList: 'particulier', paymentTypes: ['cash', 'card'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const point = (await made.json()) as SalesPoint;

  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/salespoints/${point.id}/new-order`);
  await expect(page.getByTestId('till-online')).toBeVisible();
  await page.getByTestId('till-search').fill(wine);
  const product = page.getByTestId('till-product').filter({ hasText: wine });
  await expect(product).toBeVisible();

  await context.setOffline(true);
  for (let n = 1; n <= 5; n += 1) {
    await product.click();
    await expect(page.getByTestId('till-total')).toHaveText('18,00 €');
    await payCashExact(page);
    await expect(page.getByTestId('till-offline')).toHaveText(`Hors ligne — ${n} ventes en attente`);
  }
  // Nothing reached the server.
  const none = await request.get(`/v1/salespoints/${point.id}/day`, { headers: bearer(owner), params: { shopId: 1 } });
  expect(((await none.json()) as SalesPointDay).sales).toBe(0);

  await context.setOffline(false);
  await expect(page.getByTestId('till-online')).toBeVisible({ timeout: 20_000 });
  const day = await request.get(`/v1/salespoints/${point.id}/day`, { headers: bearer(owner), params: { shopId: 1 } });
  const sales = (await day.json()) as SalesPointDay;
  expect(sales.sales).toBe(5);
  expect(sales.totalTtcCents).toBe(9000);
  expect(sales.tickets.map((t) => t.number).sort()).toEqual([1, 2, 3, 4, 5]);
  // In the order they were rung up.
  const byNumber = [...sales.tickets].sort((a, b) => a.number - b.number);
  expect(byNumber.map((t) => t.soldAt)).toEqual([...byNumber.map((t) => t.soldAt)].sort());
  await expect.poll(() => caveauMoves(request, owner, formatId), { timeout: 15_000 }).toEqual(Array(5).fill('sale -1'));
  // A reload sends nothing twice.
  await page.reload();
  await expect(page.getByTestId('till-online')).toBeVisible();
  const again = await request.get(`/v1/salespoints/${point.id}/day`, { headers: bearer(owner), params: { shopId: 1 } });
  expect(((await again.json()) as SalesPointDay).sales).toBe(5);
});
