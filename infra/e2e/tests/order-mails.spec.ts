import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { loginThroughApi, readMail, tokenOf } from '../helpers';

// Issue 15, items 3 and 4: a buyer paying by transfer finds the bank details and the reference in their mail
// and on the order's page; the shop is mailed the new order; a refusal asks for its reason, which the buyer
// reads on the order and in a mail in their own language.
const BUYER = 'buyer@vendange.test';
const OWNER = 'owner@vendange.test';
const SHOP_MAIL = 'contact@coteaux.test';
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

test('transfer order: bank details by mail and on the order, the shop mailed, a refusal with its reason mailed in English', async ({ page, request, browser }) => {
  const buyer = await tokenOf(request, BUYER);
  // The buyer's browser speaks English: the order keeps that language for its mails.
  const res = await request.post('/v1/orders/checkout', {
    headers: { authorization: `Bearer ${buyer}`, 'accept-language': 'en-GB,en;q=0.9' },
    data: {
      checkoutId: randomUUID(), orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 1 }], shipping: { collectionPointId: 'caveau' }, paymentType: 'transfer' }],
      deliveryAddress: null, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = ((await res.json()) as { orders: Array<{ id: number; reference: string }> }).orders[0]!;

  const confirmation = await readMail(BUYER, new RegExp(`^Your order ${placed.reference} has been received$`));
  expect(confirmation.text).toContain(`Reference to quote: ${placed.reference}`);
  expect(confirmation.text).toContain(`IBAN: ${IBAN}`);
  expect(confirmation.text).toContain('Account holder: EARL Domaine des Coteaux');
  const toShop = await readMail(SHOP_MAIL, new RegExp(`^Nouvelle commande ${placed.reference} `));
  expect(toShop.text).toContain('Paiement : virement');

  // The buyer's order page: where and how to pay.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
  const buyerPage = await context.newPage();
  await loginThroughApi(buyerPage, BUYER);
  await buyerPage.goto(`/dashboard/orders/${placed.id}`);
  const details = buyerPage.getByTestId('order-transfer-details');
  await expect(details).toContainText('Coordonnées pour le virement');
  await expect(buyerPage.getByTestId('order-transfer-iban')).toHaveText(`IBAN ${IBAN}`);
  await expect(buyerPage.getByTestId('order-transfer-reference')).toContainText(placed.reference);

  // The producer refuses: not without a reason.
  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/orders/${placed.id}`);
  await page.getByTestId('order-refuse').click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByRole('button', { name: 'Refuser la commande' }).click();
  await expect(dialog.getByText('Indiquez au client la raison du refus.')).toBeVisible();
  await page.getByTestId('order-refuse-reason').fill('Cuvée épuisée, nous revenons vers vous au prochain millésime.');
  await dialog.getByRole('button', { name: 'Refuser la commande' }).click();
  await expect(page.getByTestId('order-refused')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Refusée');
  await expect(page.getByTestId('order-refusal-reason')).toContainText('Cuvée épuisée');

  const refusal = await readMail(BUYER, new RegExp(`^Your order ${placed.reference} has been declined$`));
  expect(refusal.text).toContain("The producer's reason:\nCuvée épuisée, nous revenons vers vous au prochain millésime.");

  // The buyer reads the reason on the order; nothing is left to transfer.
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('order-refusal-reason')).toContainText('Cuvée épuisée');
  await expect(buyerPage.getByTestId('order-transfer-details')).toHaveCount(0);
  await context.close();
});
