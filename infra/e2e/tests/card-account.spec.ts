import { expect, test } from '@playwright/test';
import type { CheckoutResult } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';
import { fillCard } from '../checkout-helpers';

const cents = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', ''));

test("a producer connects their own card account in the settings; a buyer's card payment then goes to it, less the platform's fee", async ({ browser, request }) => {
  // Château Belle Rivière starts unconnected (the demo connects Domaine des Coteaux only).
  const ownerPage = await browser.newPage();
  await loginThroughApi(ownerPage, 'owner2@vendange.test');
  await ownerPage.goto('/dashboard/settings?link=billing');
  const section = ownerPage.getByTestId('card-account-section');
  await expect(section.getByTestId('card-account-status')).toHaveText('Non relié');
  await expect(section.getByTestId('card-account-hidden')).toHaveText("La carte bancaire n'est proposée à vos clients qu'une fois ce compte actif.");
  await expect(section).toContainText('La plateforme retient 1,5 % de chaque paiement par carte');

  // Stripe's onboarding page (the sandbox's), then back to the settings.
  await section.getByTestId('card-account-connect').click();
  await expect(ownerPage.getByRole('heading', { name: 'Recevoir les paiements par carte' })).toBeVisible();
  await ownerPage.getByTestId('onboarding-complete').click();
  await expect(ownerPage).toHaveURL(/\/dashboard\/settings\?link=billing&card=return$/);
  await expect(section.getByTestId('card-account-status')).toHaveText('Actif');
  await expect(section.getByTestId('card-account-back')).toHaveText('Votre compte est actif : vos clients peuvent payer par carte.');
  await expect(section.getByTestId('card-account-id')).toHaveText(/^acct_/);
  await expect(section.getByTestId('card-account-pending')).toHaveText('0,00 €');
  await expect(section.getByTestId('card-account-connect')).toHaveCount(0);

  // The buyer now sees the card offered by this producer, and pays with it.
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  expect((await request.put('/v1/users/me', { headers: bearer(buyer), data: { cart: { orders: [], lastUpdated: null }, message: false } })).ok()).toBe(true);
  const buyerPage = await browser.newPage();
  await loginThroughApi(buyerPage, 'buyer@vendange.test');
  await buyerPage.goto('/shops/2/6');
  await buyerPage.getByTestId('product-quantity').fill('3');
  await buyerPage.getByTestId('add-to-cart').click();
  await expect(buyerPage.getByTestId('snackbar-success')).toContainText('ajouté au panier');
  await buyerPage.goto('/cart');
  const part = buyerPage.getByTestId('cart-seller').filter({ hasText: 'Château Belle Rivière' });
  await part.getByTestId('delivery-option').filter({ hasText: 'Chai de Belle Rivière' }).click();
  await part.getByTestId('payment-option').filter({ hasText: 'Carte bancaire' }).click();
  const form = buyerPage.getByTestId('checkout-form');
  // All collected at the chai: no delivery address to give.
  await expect(form).toContainText("Tout est à retirer chez le producteur : pas d'adresse de livraison à donner.");
  await form.getByTestId('checkout-phone').fill('06 56 78 90 12');
  await fillCard(buyerPage, '4242 4242 4242 4242');
  await form.getByTestId('checkout-cgu').click();
  const placed = buyerPage.waitForResponse((r) => r.url().endsWith('/v1/orders/checkout') && r.request().method() === 'POST');
  await form.getByTestId('checkout-submit').click();
  const result = (await (await placed).json()) as CheckoutResult;
  await expect(buyerPage.getByTestId('checkout-done')).toBeVisible();
  const order = result.orders[0]!;

  // The producer validates: the card is debited into their account, the platform keeping 1.5 %.
  const owner = await tokenOf(request, 'owner2@vendange.test');
  const validated = await request.put(`/v1/orders/${order.id}/validate`, { headers: bearer(owner), data: {} });
  expect(validated.status(), await validated.text()).toBe(200);
  await ownerPage.goto('/dashboard/settings?link=billing');
  const fee = Math.floor((order.totalTtcCents * 150 + 5_000) / 10_000);
  await expect.poll(async () => cents(await section.getByTestId('card-account-pending').textContent())).toBe(order.totalTtcCents - fee);

  // The payments screen lists the card debit by itself: amount, fee and what reached the account.
  await ownerPage.goto('/dashboard/payments');
  const row = ownerPage.getByTestId('card-payments-list-row').filter({ hasText: order.reference });
  await expect(row.getByTestId('card-payment-status')).toHaveText('Payé');
  await expect(row.getByTestId('card-payment-fee')).toHaveText(`${(fee / 100).toFixed(2).replace('.', ',')} €`);
  await expect(row.getByTestId('card-payment-destination')).toHaveText('Votre compte');
  expect(cents(await row.getByTestId('card-payment-net').textContent())).toBe(order.totalTtcCents - fee);
});
