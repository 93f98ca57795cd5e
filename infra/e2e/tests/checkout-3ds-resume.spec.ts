import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';
import { addFromShop, fillCard, fillLyonAddress } from '../checkout-helpers';
import { E2E_PORT } from '../playwright.config';

const BUYER = 'buyer@vendange.test';
const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };

/** The buyer's orders as the API lists them (newest first). */
async function ordersOf(request: APIRequestContext): Promise<Array<{ id: number; reference: string; shopId: number; status: string; paymentStatus: string }>> {
  const res = await request.get('/v1/orders?limit=100', { headers: bearer(await tokenOf(request, BUYER)) });
  return ((await res.json()) as { items: Array<{ id: number; reference: string; shopId: number; status: string; paymentStatus: string }> }).items;
}

/** The card part at Domaine des Coteaux (card), the transfer part at Château Belle Rivière, the address filled. */
async function prepareCart(page: Page, request: APIRequestContext) {
  await request.put('/v1/users/me', { headers: bearer(await tokenOf(request, BUYER)), data: { cart: { orders: [], lastUpdated: null }, message: false } });
  await loginThroughApi(page, BUYER);
  await addFromShop(page, 'domaine-des-coteaux', 'Viognier des Coteaux', 2);
  await addFromShop(page, 'chateau-belle-riviere', 'Bordeaux Supérieur', 3);
  await page.goto('/cart');
  const parts = page.getByTestId('cart-seller');
  await expect(parts).toHaveCount(2);
  const coteaux = parts.filter({ hasText: 'Domaine des Coteaux' });
  const riviere = parts.filter({ hasText: 'Château Belle Rivière' });
  await coteaux.getByTestId('delivery-option').filter({ hasText: 'Colissimo à domicile' }).click();
  await coteaux.getByTestId('payment-option').filter({ hasText: 'Carte bancaire' }).click();
  await riviere.getByTestId('delivery-option').filter({ hasText: 'Chai de Belle Rivière' }).click();
  await riviere.getByTestId('payment-option').filter({ hasText: 'Virement' }).click();
}

async function submitWithCard(page: Page, number: string) {
  const form = page.getByTestId('checkout-form');
  await fillLyonAddress(form);
  await form.getByTestId('checkout-phone').fill('06 56 78 90 12');
  await fillCard(page, number);
  await form.getByTestId('checkout-cgu').click();
  await form.getByTestId('checkout-submit').click();
}

test.describe.configure({ mode: 'serial' });

test("back from the bank's page, 'Commander' again resumes the same checkout: one order per producer, a fresh 3-D Secure page", async ({ page, request }) => {
  const before = (await ordersOf(request)).map((o) => o.id);
  await prepareCart(page, request);
  await submitWithCard(page, '4000 0025 0000 3155');
  await expect(page.getByRole('heading', { name: 'Authentification de votre carte' })).toBeVisible();

  // The buyer changes their mind on the bank's page and comes back: the checkout page reloads.
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-seller')).toHaveCount(2);
  await submitWithCard(page, '4000 0025 0000 3155');
  await expect(page.getByRole('heading', { name: 'Authentification de votre carte' })).toBeVisible();
  await page.getByRole('button', { name: 'Authentifier' }).click();
  await expect(page.getByTestId('validate3ds-done')).toBeVisible();

  const placed = (await ordersOf(request)).filter((o) => !before.includes(o.id));
  expect(placed.map((o) => o.shopId).sort()).toEqual([1, 2]);
  expect(placed.every((o) => o.status === 'pending')).toBe(true);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a declined card says so, and no order shows in the list', async ({ page, request }) => {
  const before = (await ordersOf(request)).map((o) => o.id);
  await prepareCart(page, request);
  await submitWithCard(page, '4000 0000 0000 9995');
  await expect(page.getByTestId('checkout-error')).toContainText('Votre carte a été refusée par votre banque');
  await expect(page.getByTestId('checkout-error')).not.toContainText('Une erreur est survenue');
  await expect(page.getByTestId('cart-count')).toHaveText('5');
  await page.goto('/dashboard/orders');
  expect((await ordersOf(request)).filter((o) => !before.includes(o.id))).toHaveLength(0);
});

/** A card checkout at Domaine des Coteaux left waiting for 3-D Secure, sent from `page` (so from its origin). */
async function waitingCheckout(page: Page): Promise<{ id: number; reference: string; redirectUrl: string }> {
  return page.evaluate(async ({ checkoutId, address: delivery }) => {
    const config = await (await fetch('/v1/payments/config')).json() as { apiUrl: string; publishableKey: string };
    const card = new URLSearchParams({ key: config.publishableKey, type: 'card', 'card[number]': '4000002500003155', 'card[exp_month]': '12', 'card[exp_year]': '2030', 'card[cvc]': '123' });
    const pm = await (await fetch(`${config.apiUrl}/v1/payment_methods`, { method: 'POST', body: card })).json() as { id: string };
    const res = await fetch('/v1/orders/checkout', {
      method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('vendange.jwt')}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        checkoutId, deliveryAddress: delivery, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true,
        orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 2 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'stripe' }],
        card: { paymentMethodId: pm.id },
      }),
    });
    const result = await res.json() as { orders: Array<{ id: number; reference: string }>; payment: { redirectUrl: string } };
    return { id: result.orders[0]!.id, reference: result.orders[0]!.reference, redirectUrl: result.payment.redirectUrl };
  }, { checkoutId: randomUUID(), address });
}

test('the order waiting for authentication: the buyer cancels it from the order page, after confirming', async ({ page }) => {
  await loginThroughApi(page, BUYER);
  await page.goto('/dashboard/orders');
  const waiting = await waitingCheckout(page);
  await page.goto(`/dashboard/orders/${waiting.id}`);
  const actions = page.getByTestId('waiting-payment');
  await expect(actions.getByRole('button', { name: 'Finaliser le paiement' })).toBeVisible();
  await actions.getByRole('button', { name: 'Annuler la commande' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(`La commande ${waiting.reference} sera annulée`);
  await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Annulée');
  await expect(page.getByTestId('waiting-payment')).toHaveCount(0);
});

test('the order waiting for authentication: the buyer finishes it from the order page on a fresh 3-D Secure page', async ({ page }) => {
  await loginThroughApi(page, BUYER);
  await page.goto('/dashboard/orders');
  const waiting = await waitingCheckout(page);
  await page.goto(`/dashboard/orders/${waiting.id}`);
  await page.getByTestId('waiting-payment').getByRole('button', { name: 'Finaliser le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Authentification de votre carte' })).toBeVisible();
  await page.getByRole('button', { name: 'Authentifier' }).click();
  await expect(page.getByTestId('validate3ds-done')).toBeVisible();
  await expect(page.getByTestId('validate3ds-references')).toContainText(waiting.reference);
});

test('paid from 127.0.0.1 while PUBLIC_URL says localhost: 3-D Secure brings the buyer back there, still logged in', async ({ page }) => {
  const other = `http://127.0.0.1:${E2E_PORT}`;
  await loginThroughApi(page, BUYER);
  await page.goto(`${other}/dashboard/orders`);
  const ageGate = page.getByRole('button', { name: "Oui, j'ai 18 ans ou plus" });
  if (await ageGate.isVisible()) await ageGate.click();
  const waiting = await waitingCheckout(page);
  await page.goto(waiting.redirectUrl);
  await page.getByRole('button', { name: 'Authentifier' }).click();
  await expect(page).toHaveURL(new RegExp(`^${other.replace(/\./g, '\\.')}/validate3ds\\?setup_intent=seti_`));
  await expect(page.getByTestId('validate3ds-done')).toBeVisible();
  await expect(page.getByTestId('validate3ds-references')).toContainText(waiting.reference);
});
