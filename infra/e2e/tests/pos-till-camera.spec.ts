import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDetail, SalesPoint, TillCatalogue } from '@vendange/contracts';
import { barcodeY4m } from '../barcode-video';
import { bearer, loginThroughApi, tokenOf } from '../helpers';
import config from '../playwright.config';

const OWNER = 'owner@vendange.test';
/** Shop 1's « Caveau de vente »: duty paid, not selling online. */
const CAVEAU = 2;
/** The demo wine's EAN-13 (catalog seed DEMO_GTIN 03760123450010): the camera films a picture of its bars. */
const DEMO_EAN = '3760123450010';

// Chromium's fake camera plays this video of the demo wine's barcode; its permission prompt is answered yes.
const video = path.join(mkdtempSync(path.join(tmpdir(), 'vendange-camera-')), 'ean13.y4m');
writeFileSync(video, barcodeY4m(DEMO_EAN));
test.use({
  viewport: { width: 1024, height: 768 },
  hasTouch: true,
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  },
});

async function salesPoint(request: APIRequestContext, token: string, name: string): Promise<SalesPoint> {
  const res = await request.post('/v1/salespoints', {
    headers: bearer(token),
    data: { shopId: 1, name, warehouseId: CAVEAU, priceList: 'particulier', paymentTypes: ['cash', 'card'], wrapping: { name: 'Emballage cadeau', priceTtcCents: 250, vatRate: '20' } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SalesPoint;
}

test('the camera reads the demo wine’s EAN-13 onto the ticket; a client chosen prices the ticket at their list, gift wrapping is a line, the receipt names the client and makes their invoice', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  const stamp = Date.now();
  const point = await salesPoint(request, owner, `Caveau caméra ${stamp}`);
  const catalogue = (await (await request.get(`/v1/salespoints/${point.id}/catalogue`, { headers: bearer(owner), params: { shopId: 1 } })).json()) as TillCatalogue;
  const demo = catalogue.items.find((i) => i.gtin === `0${DEMO_EAN}`);
  expect(demo, 'the demo wine with its EAN is sold at the till').toBeTruthy();
  // A wine of its own, 15 € excl. VAT (18,00 € incl.) for private buyers, 12 € (14,40 €) for a caviste; and a caviste.
  const wine = `Cuvée caviste ${stamp}`;
  const product = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name: wine, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500, typologies: { caviste: { visible: true, priceCents: 1200 } } }] },
  });
  expect(product.status(), await product.text()).toBe(201);
  const formatId = ((await product.json()) as ProductDetail).formats[0]!.id!;
  const stock = await request.post('/v1/stocks/movements', { headers: bearer(owner), params: { shopId: 1 }, data: { kind: 'entry', reason: 'purchase', warehouseId: CAVEAU, lines: [{ formatId, quantity: 6 }] } });
  expect(stock.status(), await stock.text()).toBe(201);
  const shopName = `Cave du Port ${stamp}`;
  const client = await request.post('/v1/clients', { headers: bearer(owner), data: { shopId: 1, isPro: true, businessName: shopName, typology: 'caviste' } });
  expect(client.status(), await client.text()).toBe(201);

  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/salespoints/${point.id}/new-order`);
  await expect(page.getByTestId('till-online')).toBeVisible();

  // « Scanner »: the camera films the barcode, the till adds the bottle as the wedge scanner would, the dialog closes.
  await page.getByTestId('till-camera-open').click();
  await expect(page.getByTestId('till-camera')).toBeVisible();
  await expect(page.getByTestId('till-line')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('till-line')).toContainText(demo!.label);
  await expect(page.getByTestId('till-camera')).toBeHidden();
  // The demo wine is not sold here (its stock is other journeys'): the ticket is emptied.
  await page.getByTestId('till-clear').click();

  // The caviste's wine at the sales point's list, then at the client's.
  await page.getByTestId('till-search').fill(wine);
  await page.getByTestId('till-product').filter({ hasText: wine }).click();
  await page.getByTestId('till-line-plus').click();
  await expect(page.getByTestId('till-total')).toHaveText('36,00 €');
  await page.getByTestId('till-client-search').fill(shopName);
  await page.getByRole('button', { name: shopName }).click();
  await expect(page.getByTestId('till-client')).toContainText(shopName);
  await expect(page.getByTestId('till-total')).toHaveText('28,80 €');
  await expect(page.getByTestId('till-product').filter({ hasText: wine })).toContainText('14,40 €');
  // The sales point's gift wrapping, a line of the ticket.
  await page.getByTestId('till-wrapping').click();
  await expect(page.getByTestId('till-line-wrapping')).toHaveText('Emballage cadeau');
  await expect(page.getByTestId('till-total')).toHaveText('31,30 €');

  await page.getByTestId('till-pay').click();
  const pay = page.getByTestId('till-payment');
  await pay.getByTestId('till-paytype-cash').click();
  await pay.getByTestId('till-pay-amount').press('Enter');
  await expect(pay.getByTestId('till-pay-change')).toHaveText('0,00 €');
  await pay.getByTestId('till-pay-amount').press('Enter');
  const paper = page.getByTestId('receipt-dialog').getByTestId('till-receipt');
  await expect(paper).toContainText(`Client : ${shopName}`);
  await expect(paper).toContainText('Emballage cadeau');
  await expect(paper).toContainText('TOTAL TTC31,30 €');
  // The invoice on request, for the client named on the ticket.
  await page.getByTestId('receipt-dialog').getByTestId('receipt-invoice').click();
  await expect(page.getByText(`Facture établie pour ${shopName}.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('receipt-dialog')).toBeHidden();

  // A passer-by pays, then asks for an invoice: the seller names the client from the ticket, afterwards.
  await page.getByTestId('till-search').fill(wine);
  await page.getByTestId('till-product').filter({ hasText: wine }).click();
  await expect(page.getByTestId('till-total')).toHaveText('18,00 €');
  await page.getByTestId('till-pay').click();
  await pay.getByTestId('till-paytype-cash').click();
  await pay.getByTestId('till-pay-amount').press('Enter');
  await pay.getByTestId('till-pay-amount').press('Enter');
  await expect(paper).not.toContainText('Client :');
  await page.getByTestId('receipt-dialog').getByTestId('receipt-invoice').click();
  const billTo = page.getByTestId('receipt-invoice-client');
  await billTo.getByTestId('receipt-invoice-client-search').fill(shopName);
  await billTo.getByTestId('receipt-invoice-client-option').filter({ hasText: shopName }).click();
  await expect(page.getByText(`Facture établie pour ${shopName}.`).last()).toBeVisible();
  await expect(billTo).toBeHidden();
});

test('a refused camera is said in French and the till keeps selling', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  const point = await salesPoint(request, owner, `Caveau sans caméra ${Date.now()}`);
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/salespoints/${point.id}/new-order`);
  await page.getByTestId('till-camera-open').click();
  await expect(page.getByTestId('till-camera-problem')).toHaveText("L'accès à la caméra a été refusé : autorisez la caméra pour ce site dans le navigateur, ou tapez le code du produit.");
  await page.getByTestId('till-camera-close').click();
  await page.keyboard.type(DEMO_EAN);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('till-line')).toHaveCount(1);
});
