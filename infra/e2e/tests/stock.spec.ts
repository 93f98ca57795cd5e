import { expect, test } from '@playwright/test';
import type { ProductDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';
import { fillLyonAddress } from '../checkout-helpers';

test('the owner sets the stock available for sale; a buyer sees how many are left, cannot order more, buys the rest, and the page then says out of stock', async ({ page, browser, request }) => {
  // A wine of its own, priced for everyone at its base price, so that no other journey touches its stock.
  const name = `Cuvée du Chai ${Date.now()}`;
  const owner = await tokenOf(request, 'owner@vendange.test');
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ProductDetail;
  const label = `${name} · 75 cl`;

  // The owner types the stock in the product editor (empty: not tracked).
  const ownerPage = await browser.newPage();
  await loginThroughApi(ownerPage, 'owner@vendange.test');
  await ownerPage.goto(`/dashboard/products/${product.id}`);
  await ownerPage.getByTestId('tab-formats').click();
  const stockField = ownerPage.getByTestId('format-stock');
  await expect(stockField).toHaveValue('');
  await expect(stockField).toHaveAttribute('placeholder', 'Non suivi');
  await stockField.fill('3');
  await ownerPage.getByTestId('product-save').click();
  await expect(ownerPage.getByTestId('snackbar-success')).toContainText('Produit enregistré.');
  await ownerPage.reload();
  await ownerPage.getByTestId('tab-formats').click();
  await expect(ownerPage.getByTestId('format-stock')).toHaveValue('3');
  await ownerPage.close();

  // The buyer, with an empty cart: the page says how many are left, and the quantity cannot go past them.
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  expect((await request.put('/v1/users/me', { headers: bearer(buyer), data: { cart: { orders: [], lastUpdated: null }, message: false } })).ok()).toBe(true);
  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto(`/shops/1/${product.id}`);
  await expect(page.getByTestId('product-stock')).toHaveText('Plus que 3 en stock');
  await page.getByTestId('product-quantity').fill('9');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('snackbar-success')).toContainText(`3 × ${name} ajouté au panier`);
  const productKey = page.url().split('/').pop()!;

  // One more in the cart page: the server's check names the line and what is left.
  await page.goto('/cart');
  const part = page.getByTestId('cart-seller').filter({ hasText: 'Domaine des Coteaux' });
  await expect(part.getByTestId('cart-quantity')).toHaveValue('3');
  await part.getByRole('button', { name: `Ajouter une unité de ${name}` }).click();
  await expect(part.getByTestId('cart-quantity')).toHaveValue('4');
  await expect(part.getByTestId('cart-seller-problems')).toContainText(`Stock insuffisant pour « ${label} » : il en reste 3.`);

  // Checking out 4 is refused with the same words.
  await part.getByTestId('delivery-option').filter({ hasText: 'Colissimo à domicile' }).click();
  await part.getByTestId('payment-option').filter({ hasText: 'Virement' }).click();
  const form = page.getByTestId('checkout-form');
  await fillLyonAddress(form);
  await form.getByTestId('checkout-phone').fill('06 56 78 90 12');
  await form.getByTestId('checkout-cgu').click();
  await form.getByTestId('checkout-submit').click();
  await expect(form.getByTestId('checkout-error')).toHaveText(`Stock insuffisant pour « ${label} » : il en reste 3.`);

  // Back to 3: the rest is bought.
  await part.getByRole('button', { name: `Retirer une unité de ${name}` }).click();
  await expect(part.getByTestId('cart-quantity')).toHaveValue('3');
  await expect(part.getByTestId('cart-seller-problems')).toHaveCount(0);
  await form.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('checkout-done')).toBeVisible();
  await expect(page.getByTestId('checkout-done').getByTestId('placed-order')).toHaveCount(1);

  // None left: the app's page and the server-rendered one say so and close the button.
  await page.goto(`/shops/1/${product.id}`);
  await expect(page.getByTestId('product-stock')).toHaveText('Rupture de stock');
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();
  const visitorContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL, locale: 'fr-FR',
    storageState: { cookies: [{ name: 'isOver18', value: 'true', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/domaine-des-coteaux/${productKey}`);
  await expect(visitor.getByTestId('product-page')).toBeVisible();
  await expect(visitor.getByTestId('product-stock')).toHaveText('Rupture de stock');
  await expect(visitor.getByTestId('add-to-cart')).toBeDisabled();
  // The shop page's card closes its quick 'Ajouter' too.
  await visitor.goto('/domaine-des-coteaux');
  await expect(visitor.getByTestId('product-card').filter({ hasText: name }).getByTestId('product-card-add')).toBeDisabled();
  await visitorContext.close();
});
