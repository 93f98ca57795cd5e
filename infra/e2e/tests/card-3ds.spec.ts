import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { loginThroughApi, tokenOf } from '../helpers';

const PAYMENT_FAILED = 'Une erreur est survenue lors de la validation du paiement, veuillez réessayer.';
const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };

/**
 * The card goes from the page to the provider (here the Stripe test sandbox `npm start` runs without
 * keys), as the checkout form sends it: the CSP and the provider's CORS must let it through.
 */
async function cardFromPage(page: Page, number: string): Promise<string> {
  const config = await (await page.request.get('/v1/payments/config')).json() as { available: boolean; publishableKey: string; apiUrl: string };
  expect(config.available).toBe(true);
  return page.evaluate(async ({ apiUrl, publishableKey, number: cardNumber }) => {
    const body = new URLSearchParams({ key: publishableKey, type: 'card', 'card[number]': cardNumber, 'card[exp_month]': '12', 'card[exp_year]': '2030', 'card[cvc]': '123' });
    const res = await fetch(`${apiUrl}/v1/payment_methods`, { method: 'POST', body });
    return ((await res.json()) as { id: string }).id;
  }, { ...config, number });
}

/** A checkout of one card order at shop 1 (the checkout form is the cart journey's business); its imprint asks for 3-D Secure. */
async function checkoutNeeding3ds(page: Page): Promise<{ redirectUrl: string; reference: string }> {
  const token = await tokenOf(page.request, 'buyer@vendange.test');
  const res = await page.request.post('/v1/orders/checkout', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      checkoutId: randomUUID(), deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true,
      orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 2 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'stripe' }],
      card: { paymentMethodId: await cardFromPage(page, '4000002500003155') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const result = await res.json() as { orders: Array<{ reference: string }>; payment: { status: string; redirectUrl: string } };
  expect(result.payment.status).toBe('requiresAction');
  return { redirectUrl: result.payment.redirectUrl, reference: result.orders[0]!.reference };
}

test.beforeEach(async ({ page }) => {
  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto('/');
  await expect(page.getByTestId('shops-list')).toBeVisible();
});

test('3-D Secure passed at the bank: back on /validate3ds, the card is saved for the order', async ({ page }) => {
  const { redirectUrl, reference } = await checkoutNeeding3ds(page);
  await page.goto(redirectUrl);
  await page.getByRole('button', { name: 'Authentifier' }).click();
  await expect(page).toHaveURL(/\/validate3ds\?setup_intent=seti_/);
  const done = page.getByTestId('validate3ds-done');
  await expect(done).toBeVisible();
  await expect(done.getByRole('heading', { name: 'Votre carte est enregistrée' })).toBeVisible();
  await expect(page.getByTestId('validate3ds-references')).toContainText(reference);
  await done.getByRole('button', { name: 'Voir mes commandes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
});

test('3-D Secure failed: the payment error, and the way back to the cart', async ({ page }) => {
  const { redirectUrl } = await checkoutNeeding3ds(page);
  await page.goto(redirectUrl);
  await page.getByRole('button', { name: 'Échouer' }).click();
  await expect(page).toHaveURL(/\/validate3ds\?.*redirect_status=failed/);
  const failed = page.getByTestId('validate3ds-failed');
  await expect(failed).toBeVisible();
  await expect(page.getByTestId('validate3ds-message')).toHaveText(PAYMENT_FAILED);
  await failed.getByRole('button', { name: 'Retour au panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});
