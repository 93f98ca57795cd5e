import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

// Box builders (DOMAIN.md "Builders"): the demo box to compose (id 9, "… coffret découverte") of Domaine des Coteaux
// takes 6 bottles of Les Galets, Viognier des Coteaux or Rosé de Saignée, at −10 % each.

const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\u202f|\u00a0/g, ' ');

interface Wine { productId: number; formatId: number; name: string; price: { displayCents: number } | null }
interface Builder { id: number; name: string; size: number; boxPrice: { displayCents: number } | null; wines: Wine[] }

async function builderOf(request: APIRequestContext, token?: string): Promise<Builder> {
  const res = await request.get('/v1/builders/9', token ? { headers: bearer(token) } : {});
  expect(res.ok()).toBe(true);
  return (await res.json()) as Builder;
}

const wineTile = (page: Page, name: string) => page.getByTestId('builder-wine').filter({ hasText: name });

async function addBottles(page: Page, name: string, times: number) {
  for (let i = 0; i < times; i += 1) await wineTile(page, name).getByTestId('builder-wine-plus').click();
}

/** What the server says the cart costs, for the cart as this browser holds it (the visitor's). */
async function serverTotal(page: Page, request: APIRequestContext): Promise<number> {
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('vendange.cart') ?? 'null') as { orders: Array<{ seller: { id: number }; products: Array<{ id: number; quantity: number; chosenFormat?: { id: number } | null; box?: unknown }> }> });
  const body = { orders: cart.orders.map((o) => ({ seller: { id: o.seller.id }, products: o.products.map((p) => ({ id: p.id, quantity: p.quantity, chosenFormat: p.chosenFormat ? { id: p.chosenFormat.id } : null, box: p.box ?? null })) })) };
  const priced = (await (await request.post('/v1/orders/get-cart-price', { data: body })).json()) as Array<{ price: { totalTTC: number } | null; error: unknown }>;
  expect(priced.every((s) => s.price && !s.error)).toBe(true);
  return priced.reduce((n, s) => n + s.price!.totalTTC, 0);
}

test('a visitor composes a box of 6 (going through a wine\'s page), puts it in the cart as one group priced by the server, then removes it', async ({ page, request }) => {
  const builder = await builderOf(request);
  const name = builder.name;
  const price = (wine: string) => builder.wines.find((w) => w.name === wine)!.price!.displayCents;

  // The server-rendered shop page leads to the boxes; the box itself is composed, not added.
  await page.goto('/domaine-des-coteaux');
  await expect(page.getByTestId('product-card').filter({ hasText: name }).getByTestId('product-card-compose')).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: name }).getByTestId('product-card-add')).toHaveCount(0);
  await page.getByTestId('shop-builders-link').click();
  await expect(page).toHaveURL(/\/shops\/1\/builders$/);
  const card = page.getByTestId('builder-card').filter({ hasText: name });
  await expect(card.getByTestId('builder-card-size')).toHaveText('Coffret de 6 bouteilles');
  await expect(card.getByTestId('builder-card-discount')).toHaveText('−10 % sur chaque bouteille');
  await expect(card.getByTestId('builder-card-from')).toContainText('à partir de');
  await card.getByTestId('builder-card-link').click();

  await expect(page).toHaveURL(/\/shops\/1\/builders\/9$/);
  await expect(page.getByTestId('composer-name')).toHaveText(name);
  await expect(page.getByTestId('builder-wine')).toHaveCount(builder.wines.length);
  await expect(page.getByTestId('builder-progress')).toHaveText('0 / 6 bouteilles');
  await addBottles(page, 'Les Galets', 3);
  await addBottles(page, 'Viognier', 2);
  await expect(page.getByTestId('builder-progress')).toHaveText('5 / 6 bouteilles');
  await expect(page.getByTestId('builder-add')).toBeDisabled();
  await expect(page.getByTestId('builder-missing')).toHaveText('Encore 1 bouteille à choisir');
  await wineTile(page, 'Viognier').getByTestId('builder-wine-minus').click();
  await expect(page.getByTestId('builder-progress')).toHaveText('4 / 6 bouteilles');
  await addBottles(page, 'Viognier', 1);

  // The sixth from the wine's own page: the draft is kept on the way there and back.
  await wineTile(page, 'Rosé de Saignée').getByTestId('builder-wine-link').click();
  await expect(page).toHaveURL(/\/shops\/1\/builders\/9\/rose-de-saignee-3$/);
  const addToBox = page.getByTestId('add-to-box');
  await expect(addToBox.getByTestId('add-to-box-progress')).toHaveText('5 / 6 bouteilles');
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await addToBox.getByTestId('add-to-box-button').click();
  await expect(addToBox.getByTestId('add-to-box-progress')).toHaveText('6 / 6 bouteilles');
  await expect(addToBox.getByTestId('add-to-box-button')).toBeDisabled();
  await addToBox.getByTestId('add-to-box-back').click();

  await expect(page.getByTestId('builder-progress')).toHaveText('6 / 6 bouteilles');
  await expect(wineTile(page, 'Les Galets').getByTestId('builder-wine-quantity')).toHaveText('3');
  await expect(wineTile(page, 'Les Galets').getByTestId('builder-wine-plus')).toBeDisabled();
  await expect(page.getByTestId('builder-missing')).toHaveCount(0);
  const estimate = builder.boxPrice!.displayCents + 3 * price('Côtes du Rhône Les Galets') + 2 * price('Viognier des Coteaux') + price('Rosé de Saignée');
  await expect(page.getByTestId('builder-total')).toHaveText(`${euros(estimate)} TTC`);
  await page.getByTestId('builder-add').click();
  await expect(page.getByTestId('composer-added')).toBeVisible();
  await expect(page.getByTestId('builder-progress')).toHaveText('0 / 6 bouteilles');
  // The badge counts the bottles, not the case.
  await expect(page.getByTestId('cart-count')).toHaveText('6');

  // The drawer shows the box as one group.
  await page.getByTestId('header-cart').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-box-title')).toHaveText(`Coffret « ${name} » — 6 bouteilles`);
  await expect(drawer.getByTestId('cart-box-bottle')).toHaveCount(3);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Voir le panier' }).click();

  // The cart page: the group, its bottles at their price in the box, no quantity field, the server's total.
  await expect(page).toHaveURL(/\/cart$/);
  const box = page.getByTestId('cart-page').getByTestId('cart-box');
  await expect(box.getByTestId('cart-box-title')).toHaveText(`Coffret « ${name} » — 6 bouteilles`);
  await expect(box.getByTestId('cart-box-bottle')).toHaveCount(3);
  await expect(box.getByTestId('cart-box-bottle').filter({ hasText: 'Les Galets' })).toContainText(`${euros(price('Côtes du Rhône Les Galets'))} l'unité TTC dans le coffret`);
  await expect(box.getByTestId('cart-box-bottle').filter({ hasText: 'Les Galets' }).getByTestId('cart-box-bottle-quantity')).toHaveText('× 3');
  await expect(page.getByTestId('cart-quantity')).toHaveCount(0);
  await expect(page.getByTestId('cart-seller-problems')).toHaveCount(0);
  await expect(page.getByTestId('cart-page-total')).toHaveText(euros(await serverTotal(page, request)));

  // Removing the box asks first, then takes every line of it.
  await box.getByTestId('cart-box-remove').click();
  const popup = page.getByTestId('global-popup');
  await expect(popup).toContainText(`Le coffret « ${name} » et ses 6 bouteilles seront retirés du panier.`);
  await popup.getByRole('button', { name: 'Retirer le coffret' }).click();
  await expect(page.getByTestId('cart-page-empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a buyer composes a box, checks out by transfer, and finds the order with its box among their orders', async ({ page, request }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  expect((await request.put('/v1/users/me', { headers: bearer(buyer), data: { cart: { orders: [], lastUpdated: null }, message: false } })).ok()).toBe(true);
  await loginThroughApi(page, 'buyer@vendange.test');

  // Logged in, the shop page is the app's: its card leads to the composer.
  await page.goto('/shops/1');
  await expect(page.getByTestId('shop-builders-link')).toBeVisible();
  await page.getByTestId('product-card').filter({ hasText: 'coffret découverte' }).getByTestId('product-card-compose').click();
  await expect(page).toHaveURL(/\/shops\/1\/builders\/9$/);
  await addBottles(page, 'Les Galets', 4);
  await addBottles(page, 'Rosé de Saignée', 2);
  await page.getByTestId('builder-add').click();
  await expect(page.getByTestId('cart-count')).toHaveText('6');
  await page.getByTestId('composer-see-cart').click();

  const part = page.getByTestId('cart-seller');
  await expect(part.getByTestId('cart-box')).toBeVisible();
  await part.getByTestId('delivery-option').filter({ hasText: 'Caveau du domaine' }).click();
  await part.getByTestId('payment-option').filter({ hasText: 'Virement' }).click();
  await expect(part.getByTestId('cart-seller-problems')).toHaveCount(0);
  const total = await part.getByTestId('cart-seller-total').textContent();
  const form = page.getByTestId('checkout-form');
  await form.getByTestId('checkout-phone').fill('06 56 78 90 12');
  await form.getByTestId('checkout-cgu').click();
  await form.getByTestId('checkout-submit').click();
  const done = page.getByTestId('checkout-done');
  await expect(done.getByTestId('placed-order')).toHaveCount(1);
  const reference = (await done.getByTestId('placed-reference').textContent())!.trim();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // The order holds the box: its own line and its bottles share one key; the total is the cart's.
  const mine = (await (await request.get('/v1/orders', { headers: bearer(buyer) })).json()) as { items: Array<{ id: number; reference: string; paymentType: string; totalTtcCents: number }> };
  const order = mine.items.find((o) => o.reference === reference)!;
  expect(order).toMatchObject({ paymentType: 'transfer' });
  expect(euros(order.totalTtcCents)).toBe(total);
  const detail = (await (await request.get(`/v1/orders/${order.id}`, { headers: bearer(buyer) })).json()) as { lines: Array<{ productId: number; quantity: number; boxKey: string | null }> };
  expect(detail.lines.map((l) => [l.productId, l.quantity])).toEqual([[9, 1], [1, 4], [3, 2]]);
  expect(new Set(detail.lines.map((l) => l.boxKey)).size).toBe(1);
  expect(detail.lines[0]!.boxKey).toMatch(/^[0-9a-f]{32}$/);

  // And among the buyer's orders.
  await page.goto('/dashboard/orders');
  await expect(page.getByTestId('orders-list').getByRole('link', { name: reference })).toBeVisible();
});

test('on a phone, the composer keeps its progress and button in a bar at the bottom of the screen', async ({ browser, request }) => {
  const builder = await builderOf(request);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
    storageState: { cookies: [{ name: 'isOver18', value: 'true', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/shops/1/builders/9');
  await expect(page.getByTestId('builder-wine')).toHaveCount(builder.wines.length);
  const bar = page.getByTestId('builder-summary');
  // Stuck to the bottom: on screen wherever the wines are scrolled, and nothing wider than the phone.
  await expect(bar).toHaveCSS('position', 'sticky');
  await expect(bar).toHaveCSS('bottom', '0px');
  for (const at of ['top', 'first wine']) {
    if (at === 'first wine') await page.getByTestId('builder-wine').first().scrollIntoViewIfNeeded();
    const box = (await bar.boundingBox())!;
    expect(box.y, at).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, at).toBeLessThanOrEqual(844 + 1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await addBottles(page, 'Viognier', 6);
  await expect(bar.getByTestId('builder-progress')).toHaveText('6 / 6 bouteilles');
  await expect(wineTile(page, 'Les Galets').getByTestId('builder-wine-plus')).toBeDisabled();
  await bar.getByTestId('builder-add').click();
  await expect(page.getByTestId('composer-added')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('6');
  await context.close();
});
