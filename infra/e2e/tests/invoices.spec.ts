import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const BUYER = 'buyer@vendange.test';

/** The first bytes of a downloaded file: a PDF starts with %PDF. */
const headOf = async (download: Download) => readFileSync((await download.path())!).subarray(0, 4).toString('latin1');

test('the owner invoices a validated order, downloads the PDF, credits one unit; the buyer downloads the invoice', async ({ page, browser, request }) => {
  // A fresh order of the demo buyer at Domaine des Coteaux (2 bottles), validated by the owner.
  const buyer = await tokenOf(request, BUYER);
  const placed = await request.post('/v1/orders', { headers: bearer(buyer), data: { shopId: 1, lines: [{ productId: 1, quantity: 2 }] } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; reference: string };
  const owner = await tokenOf(request, OWNER);
  const validated = await request.put(`/v1/orders/${order.id}/validate`, { headers: bearer(owner), data: {} });
  expect(validated.ok(), await validated.text()).toBe(true);
  // Handed over at the estate (the order has no delivery mode): the buyer sees it from their order's page (below).
  const shipped = await request.post(`/v1/orders/${order.id}/shipments`, { headers: bearer(owner), data: { ship: true } });
  expect(shipped.status(), await shipped.text()).toBe(201);
  const shipment = (await shipped.json()) as { number: string };

  // The owner invoices it from its page.
  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Validée');
  await page.getByTestId('order-issue-invoice').click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: /Facture FA\d{4}-\d+ émise\./ }).last()).toBeVisible();
  const issued = page.locator('[data-testid="order-invoice"][data-kind="invoice"]');
  await expect(issued.getByTestId('order-invoice-number')).toHaveText(/^FA\d{4}-\d+$/);
  const number = (await issued.getByTestId('order-invoice-number').textContent())!;
  await expect(page.getByTestId('order-status')).toHaveText('Facturée');
  await expect(page.getByTestId('order-issue-invoice')).toHaveCount(0);

  // Factures lists it, with its order; its PDF downloads under its number.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Factures', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/bills$/);
  const row = page.getByTestId('invoices-list-row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText(order.reference);
  const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByTestId('invoice-pdf').click()]);
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  expect(await headOf(pdf)).toBe('%PDF');

  // Détail, then a credit note of one unit of the first line.
  await row.getByTestId('invoice-detail-open').click();
  const detail = page.getByTestId('invoice-detail');
  await expect(detail.getByTestId('invoice-detail-number')).toHaveText(number);
  await expect(detail.getByTestId('invoice-detail-line').first()).toBeVisible();
  await detail.getByTestId('invoice-credit-open').click();
  const dialog = page.getByTestId('credit-note-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('ne peut pas être supprimé');
  await dialog.getByText('Choisir les lignes et les quantités').click();
  await dialog.getByTestId('credit-note-quantity').first().fill('1');
  await dialog.getByTestId('credit-note-submit').click();
  // The reason is required, in the contract's words.
  await expect(dialog.getByText('Indiquez la raison de l’avoir (au moins 3 caractères).')).toBeVisible();
  await dialog.getByTestId('credit-note-reason').fill('Une bouteille cassée à la livraison');
  await dialog.getByTestId('credit-note-submit').click();
  const said = page.getByTestId('snackbar-success').filter({ hasText: /Avoir AV\d{4}-\d+ émis\./ }).last();
  await expect(said).toBeVisible();
  const creditNumber = /AV\d{4}-\d+/.exec((await said.textContent())!)![0];
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('invoice-credited')).toBeVisible();

  // Factures d'avoir lists the credit note against the invoice.
  await page.getByTestId('side-menu').getByRole('link', { name: "Factures d'avoir", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/credits$/);
  const credit = page.getByTestId('credit-notes-list-row').filter({ hasText: creditNumber });
  await expect(credit).toBeVisible();
  await expect(credit.getByTestId('credit-source-number')).toHaveText(number);

  // The buyer downloads the invoice from their own order's page.
  const { baseURL, storageState } = test.info().project.use;
  const buyerContext = await browser.newContext({ baseURL, storageState, locale: 'fr-FR' });
  try {
    const buyerPage = await buyerContext.newPage();
    await loginThroughApi(buyerPage, BUYER);
    await buyerPage.goto(`/dashboard/orders/${order.id}`);
    // What left and where it is, none of the producer's actions.
    const parcels = buyerPage.getByTestId('order-shipments');
    await expect(parcels.getByTestId('order-delivery-status')).toHaveText('Livrée');
    await expect(parcels.getByTestId('shipment-number')).toHaveText(shipment.number);
    await expect(parcels.getByTestId('order-ship-open')).toHaveCount(0);
    await expect(parcels.getByTestId('delivery-note-pdf')).toHaveCount(0);
    await expect(parcels.getByTestId('shipment-move-delivered')).toHaveCount(0);
    const theirs = buyerPage.locator('[data-testid="order-invoice"][data-kind="invoice"]');
    await expect(theirs.getByTestId('order-invoice-number')).toHaveText(number);
    await expect(buyerPage.getByTestId('order-issue-invoice')).toHaveCount(0);
    const [download] = await Promise.all([buyerPage.waitForEvent('download'), theirs.getByTestId('invoice-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    expect(await headOf(download)).toBe('%PDF');

    // And from "Mes factures", their invoices of every shop, without the producer's actions.
    await buyerPage.getByRole('link', { name: 'Mes factures' }).first().click();
    await expect(buyerPage).toHaveURL(/\/dashboard\/orders\/bills$/);
    const row = buyerPage.getByTestId('invoices-list-row').filter({ hasText: number });
    await expect(row).toBeVisible();
    const [again] = await Promise.all([buyerPage.waitForEvent('download'), row.getByTestId('invoice-pdf').click()]);
    expect(again.suggestedFilename()).toBe(`${number}.pdf`);
    await row.getByTestId('invoice-detail-open').click();
    await expect(buyerPage.getByTestId('invoice-credit-open')).toHaveCount(0);
    await expect(buyerPage.getByTestId('invoice-send-open')).toHaveCount(0);
  } finally {
    await buyerContext.close();
  }
});
