import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { bearer, loginThroughApi, readMail, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const CLIENT_MAIL = 'cave@vieuxport.test';

/** The first bytes of a downloaded file: a PDF starts with %PDF. */
const headOf = async (download: Download) => readFileSync((await download.path())!).subarray(0, 4).toString('latin1');

/** A list's row holding `text`, turning its pages (oldest orders first: other journeys' orders may come before). */
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

test('the owner ships an order in two parts with tracking, marks both delivered, downloads a delivery note, invoices each shipment; the client is mailed the tracking', async ({ page, request }) => {
  // A validated order for the CRM client Cave du Vieux-Port, sent by Colissimo: 6 + 13 units.
  const owner = await tokenOf(request, OWNER);
  const made = await request.post('/v1/orders/staff', {
    headers: bearer(owner),
    data: { shopId: 1, kind: 'order', clientId: 1, validate: true, shipping: { type: 'colissimo', ref: 'domicile' }, lines: [{ productId: 3, quantity: 6 }, { productId: 1, quantity: 13 }] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const order = (await made.json()) as { id: number; reference: string };
  const firstTracking = `6A${Date.now()}`;
  const secondTracking = `6B${Date.now()}`;

  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/delivery');
  await expect(page.getByTestId('delivery-tab-toShip')).toHaveAttribute('aria-current', 'page');
  let row = await rowOf(page, 'to-ship-list', order.reference);
  await expect(row).toContainText('Colissimo');
  await expect(row.getByTestId('to-ship-units')).toHaveText('19 unités');
  await expect(row.getByTestId('delivery-status')).toHaveText('À expédier');

  // First part: all of the first line, 6 of the 13 of the second, with Colissimo's tracking.
  await row.getByTestId('to-ship-open').click();
  let dialog = page.getByTestId('ship-dialog');
  await expect(dialog).toBeVisible();
  const lines = dialog.getByTestId('ship-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('ship-quantity')).toHaveValue('6');
  await expect(lines.nth(1).getByTestId('ship-quantity')).toHaveValue('13');
  await expect(dialog.getByTestId('ship-parcels')).toHaveAttribute('placeholder', /un colis par 12/);
  // More than is left is refused in French, and nothing typed is lost.
  await lines.nth(1).getByTestId('ship-quantity').fill('14');
  await dialog.getByTestId('shipment-carrier').fill('Colissimo');
  await dialog.getByTestId('ship-submit').click();
  await expect(lines.nth(1)).toContainText("Il n'en reste que 13 à expédier");
  await expect(dialog.getByTestId('shipment-carrier')).toHaveValue('Colissimo');
  await lines.nth(1).getByTestId('ship-quantity').fill('6');
  await dialog.getByTestId('shipment-tracking-number').fill(firstTracking);
  await dialog.getByTestId('shipment-tracking-url').fill(`https://www.laposte.fr/outils/suivre-vos-envois?code=${firstTracking}`);
  await expect(dialog.getByTestId('ship-now')).toContainText('Expédié maintenant (le client reçoit le suivi par e-mail)');
  await dialog.getByTestId('ship-submit').click();
  const firstSaid = page.getByTestId('snackbar-success').filter({ hasText: /Expédition BL-\d{4}-\d+ enregistrée\./ }).last();
  await expect(firstSaid).toBeVisible();
  const firstNumber = /BL-\d{4}-\d+/.exec((await firstSaid.textContent())!)![0];
  await expect(dialog).toHaveCount(0);

  // The rest stays to ship.
  row = await rowOf(page, 'to-ship-list', order.reference);
  await expect(row.getByTestId('to-ship-units')).toHaveText('7 unités');
  await expect(row.getByTestId('delivery-status')).toHaveText('En transit');

  // The client is mailed the tracking number of what left.
  const mail = await readMail(CLIENT_MAIL, new RegExp(`${order.reference} est en route`));
  expect(mail.text).toContain(firstTracking);
  expect(mail.text).toContain('Colissimo');

  // Second part: what is left, all of it by default.
  await row.getByTestId('to-ship-open').click();
  dialog = page.getByTestId('ship-dialog');
  await expect(dialog.getByTestId('ship-line')).toHaveCount(1);
  await expect(dialog.getByTestId('ship-quantity')).toHaveValue('7');
  await dialog.getByTestId('shipment-carrier').fill('Colissimo');
  await dialog.getByTestId('shipment-tracking-number').fill(secondTracking);
  await dialog.getByTestId('ship-submit').click();
  const secondSaid = page.getByTestId('snackbar-success').filter({ hasText: /Expédition BL-\d{4}-\d+ enregistrée\./ }).filter({ hasNotText: firstNumber }).last();
  await expect(secondSaid).toBeVisible();
  const secondNumber = /BL-\d{4}-\d+/.exec((await secondSaid.textContent())!)![0];
  await expect(page.getByTestId('to-ship-list-row').filter({ hasText: order.reference })).toHaveCount(0);

  // Expéditions: both in transit, the tracking number a link to the carrier's page when given.
  await page.getByTestId('delivery-tab-shipments').click();
  await expect(page).toHaveURL(/\/dashboard\/delivery\?tab=shipments$/);
  const first = await rowOf(page, 'shipments-list', firstNumber);
  const second = await rowOf(page, 'shipments-list', secondNumber);
  await expect(first).toContainText(order.reference);
  await expect(first.getByTestId('shipment-status')).toHaveText('En transit');
  await expect(first.getByTestId('shipment-tracking')).toHaveAttribute('href', new RegExp(firstTracking));
  await expect(first.getByTestId('shipment-contents')).toHaveText(/^\d+ colis · 12 unités$/);
  await expect(second.getByTestId('shipment-tracking')).toHaveText(secondTracking);

  // Both delivered.
  await first.getByTestId('shipment-move-delivered').click();
  await expect(first.getByTestId('shipment-status')).toHaveText('Livrée');
  await expect(first.getByTestId('shipment-move-delivered')).toHaveCount(0);
  await second.getByTestId('shipment-move-delivered').click();
  await expect(second.getByTestId('shipment-status')).toHaveText('Livrée');

  // The status filter is in the URL.
  await page.getByTestId('shipment-filter-status').selectOption('delivered');
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page.getByTestId('shipments-list-row').filter({ hasText: firstNumber })).toBeVisible();

  // The delivery note downloads under its number.
  const [pdf] = await Promise.all([page.waitForEvent('download'), first.getByTestId('delivery-note-pdf').click()]);
  expect(pdf.suggestedFilename()).toBe(`${firstNumber}.pdf`);
  expect(await headOf(pdf)).toBe('%PDF');

  // The order's page tells it is delivered, nothing left.
  await page.goto(`/dashboard/orders/${order.id}`);
  const card = page.getByTestId('order-shipments');
  await expect(card.getByTestId('order-delivery-status')).toHaveText('Livrée');
  await expect(card.getByTestId('order-shipment')).toHaveCount(2);
  await expect(card.getByTestId('order-ship-open')).toHaveCount(0);

  // Each shipment invoiced on its own (a partial invoice), the second one settling the order.
  const firstShipment = card.getByTestId('order-shipment').filter({ hasText: firstNumber });
  await firstShipment.getByTestId('shipment-issue-invoice').click();
  const invoiced = firstShipment.getByTestId('shipment-invoice');
  await expect(invoiced).toHaveText(/^Facturée : FA\d{4}-\d{5}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Validée');
  await expect(page.getByTestId('order-invoices').getByTestId('order-invoice')).toHaveCount(1);
  const secondShipment = card.getByTestId('order-shipment').filter({ hasText: secondNumber });
  await secondShipment.getByRole('button', { name: `Facturer l'expédition ${secondNumber}` }).click();
  await expect(secondShipment.getByTestId('shipment-invoice')).toHaveText(/^Facturée : FA\d{4}-\d{5}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Facturée');
  await expect(page.getByTestId('order-invoices').getByTestId('order-invoice')).toHaveCount(2);
  await expect(page.getByTestId('order-issue-invoice')).toHaveCount(0);
});

test('a shipment kept in preparation asks for its tracking on its way, comes back after a confirmation; a refused shipment keeps what was typed; phones get cards', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  const made = await request.post('/v1/orders/staff', {
    headers: bearer(owner),
    data: { shopId: 1, kind: 'order', clientId: 1, validate: true, shipping: { type: 'colissimo', ref: 'domicile' }, lines: [{ productId: 1, quantity: 3 }] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const order = (await made.json()) as { id: number; reference: string };

  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/delivery');
  let row = await rowOf(page, 'to-ship-list', order.reference);
  await row.getByTestId('to-ship-open').click();
  let dialog = page.getByTestId('ship-dialog');
  await dialog.getByTestId('ship-now').click();
  await expect(dialog.getByTestId('ship-submit')).toHaveText('Mettre en préparation');
  await dialog.getByTestId('ship-submit').click();
  const said = page.getByTestId('snackbar-success').filter({ hasText: /Expédition BL-\d{4}-\d+ enregistrée\./ }).last();
  await expect(said).toBeVisible();
  const number = /BL-\d{4}-\d+/.exec((await said.textContent())!)![0];

  // In preparation: by carrier, it goes in transit (or is handed over), never to a collection point.
  await page.getByTestId('delivery-tab-shipments').click();
  const shipment = await rowOf(page, 'shipments-list', number);
  await expect(shipment.getByTestId('shipment-status')).toHaveText('En préparation');
  await expect(shipment.getByTestId('shipment-move-pendingPickup')).toHaveCount(0);
  await shipment.getByTestId('shipment-move-transit').click();
  const tracking = page.getByTestId('tracking-dialog');
  await expect(tracking).toBeVisible();
  await tracking.getByTestId('shipment-tracking-url').fill('laposte.fr');
  await tracking.getByTestId('tracking-dialog-submit').click();
  await expect(tracking).toContainText('Le lien de suivi doit être une adresse web complète (https://…).');
  await tracking.getByTestId('shipment-tracking-url').fill('');
  await tracking.getByTestId('shipment-carrier').fill('DPD');
  await tracking.getByTestId('shipment-tracking-number').fill('DPD-42');
  await tracking.getByTestId('tracking-dialog-submit').click();
  await expect(tracking).toHaveCount(0);
  await expect(shipment.getByTestId('shipment-status')).toHaveText('En transit');
  await expect(shipment.getByTestId('shipment-tracking')).toHaveText('DPD-42');

  // Returned, after a confirmation: its units are to ship again.
  await shipment.getByTestId('shipment-move-returned').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('redeviennent « À expédier »');
  await page.getByTestId('confirm-dialog-ok').click();
  await expect(shipment.getByTestId('shipment-status')).toHaveText('Retournée');
  await page.getByTestId('delivery-tab-toShip').click();
  row = await rowOf(page, 'to-ship-list', order.reference);
  await expect(row.getByTestId('to-ship-units')).toHaveText('3 unités');
  await expect(row.getByTestId('delivery-status')).toHaveText('Retournée');

  // Shipped meanwhile elsewhere: the server's French refusal, and what was typed is still there.
  await row.getByTestId('to-ship-open').click();
  dialog = page.getByTestId('ship-dialog');
  await dialog.getByTestId('shipment-carrier').fill('Colissimo');
  const elsewhere = await request.post(`/v1/orders/${order.id}/shipments`, { headers: bearer(owner), data: {} });
  expect(elsewhere.status(), await elsewhere.text()).toBe(201);
  await dialog.getByTestId('ship-submit').click();
  // Nothing is left to ship any more: the server says so (shipment-routes.ts nothingLeft).
  await expect(dialog.getByTestId('ship-error')).toHaveText('Tout est déjà expédié pour cette commande.');
  await expect(dialog.getByTestId('shipment-carrier')).toHaveValue('Colissimo');
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // On a phone, each shipment is a card with its actions.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/delivery?tab=shipments');
  const card = page.getByTestId('shipments-list-card').filter({ hasText: number });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('shipment-status')).toHaveText('Retournée');
  await expect(page.getByTestId('shipments-list-row').first()).toBeHidden();
});
