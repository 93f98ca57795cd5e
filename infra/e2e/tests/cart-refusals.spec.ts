import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';
import { fillLyonAddress } from '../checkout-helpers';

/**
 * Issue 15, items 9 to 12: the cart page says why the server refuses a cart (next to the line or the
 * promo code), asks before a typed quantity removes a line, a stale tab's change is replayed on the
 * saved cart instead of being lost, and registering from the cart comes back to the checkout.
 */

const shipping = { type: null, ref: null, collectionPoint: null, priceCents: null };
const bordeaux = (quantity: number) => ({ id: 6, title: 'Bordeaux Supérieur', chosenFormat: null, chosenVintage: null, quantity });
const riviere = (products: object[], extra: object = {}) => ({ seller: { id: 2, name: 'Château Belle Rivière' }, products, reservations: [], shipping, ...extra });

interface SavedCart { cart: { orders: Array<{ seller: { id: number }; promoCode?: string | null; products: Array<{ id: number; quantity: number }> }> } }

async function saveCart(request: APIRequestContext, token: string, orders: object[]) {
  expect((await request.put('/v1/users/me', { headers: bearer(token), data: { cart: { orders, lastUpdated: null }, message: false } })).ok()).toBe(true);
}
const savedCart = async (request: APIRequestContext, token: string) => ((await (await request.get('/v1/users/me', { headers: bearer(token) })).json()) as SavedCart).cart;

const cartSaves = (page: Page) => {
  const seen: number[] = [];
  page.on('response', (r) => { if (r.url().endsWith('/v1/users/me') && r.request().method() === 'PUT') seen.push(r.status()); });
  return seen;
};

test.describe.configure({ mode: 'serial' });

test('the quantity field takes digits only, caps what the server would refuse with a note, and asks before a 0 or negative quantity removes the line', async ({ page, request }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  await saveCart(request, buyer, [riviere([bordeaux(3)])]);
  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto('/cart');
  const part = page.getByTestId('cart-seller');
  const quantity = part.getByTestId('cart-quantity');
  const total = page.getByTestId('cart-page-total');
  await expect(quantity).toHaveValue('3');
  await expect(total).not.toHaveText('-');
  const totalAtThree = await total.textContent();

  // Letters are refused as they are typed.
  await quantity.fill('1a2');
  await expect(quantity).toHaveValue('12');
  await quantity.fill('abc');
  await expect(quantity).toHaveValue('');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('3');

  // 100 000 is more than an order line accepts: brought to 10 000, said next to the line, and priced as such.
  await quantity.fill('100000');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('10000');
  await expect(part.getByTestId('cart-quantity-note')).toContainText(/Au plus 10\s000 par ligne de commande : la quantité a été ramenée à 10\s000\./);
  await expect(page.getByTestId('cart-count')).toHaveText('99+');
  await expect(total).not.toHaveText('-');
  await expect(total).not.toHaveText(totalAtThree!);
  await expect.poll(async () => (await savedCart(request, buyer)).orders[0]?.products[0]?.quantity, { timeout: 5000 }).toBe(10_000);

  // A negative quantity asks first; cancelling keeps the line as it was.
  await quantity.fill('-2');
  await quantity.press('Enter');
  const popup = page.getByTestId('global-popup');
  await expect(popup).toContainText('« Bordeaux Supérieur » sera retiré du panier.');
  await popup.getByRole('button', { name: 'Annuler' }).click();
  await expect(popup).toBeHidden();
  await expect(quantity).toHaveValue('10000');
  await expect(part.getByTestId('cart-page-line')).toHaveCount(1);

  // 0, confirmed, removes it.
  await quantity.fill('0');
  await quantity.press('Enter');
  await popup.getByRole('button', { name: 'Retirer du panier' }).click();
  await expect(page.getByTestId('cart-page-empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a cart the server refuses says why: a quantity saved elsewhere is capped on its line, a too long promo code is not shown as applied', async ({ page, request }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  // Saved by another device: more than an order line accepts.
  await saveCart(request, buyer, [riviere([bordeaux(100_000)])]);
  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto('/cart');
  const part = page.getByTestId('cart-seller');
  await expect(part.getByTestId('cart-quantity')).toHaveValue('10000');
  await expect(part.getByTestId('cart-quantity-note')).toContainText('la quantité a été ramenée à');
  await expect(page.getByTestId('cart-page-total')).not.toHaveText('-');
  await expect.poll(async () => (await savedCart(request, buyer)).orders[0]?.products[0]?.quantity, { timeout: 5000 }).toBe(10_000);

  // A promo code of 16 characters: the server refuses the cart; the code says why, no discount, no stale total.
  await saveCart(request, buyer, [riviere([bordeaux(3)], { promoCode: 'BIENVENUE1234567' })]);
  await page.reload();
  await expect(part.getByTestId('promo-code-refusal')).toHaveText('Le code promo doit faire au maximum 15 caractères');
  await expect(part.getByTestId('promo-code-refused')).toContainText('Code BIENVENUE1234567 non appliqué');
  await expect(part.getByTestId('promo-code-applied')).toHaveCount(0);
  await expect(page.getByTestId('cart-page-total')).toHaveText('-');

  // Taken off, the cart is priced again.
  await part.getByTestId('promo-code-refused').getByRole('button', { name: 'Retirer' }).click();
  await expect(part.getByTestId('promo-code-refusal')).toHaveCount(0);
  await expect(page.getByTestId('cart-page-total')).not.toHaveText('-');
  await expect(part.getByTestId('promo-code-input')).toBeVisible();
});

test('a stale tab\'s new line is replayed on the cart another tab saved, not lost', async ({ page, context, request, baseURL }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  await saveCart(request, buyer, [riviere([bordeaux(3)])]);
  await context.addCookies([{ name: 'isOver18', value: 'true', url: baseURL! }]);
  await loginThroughApi(page, 'buyer@vendange.test');

  // The stale tab: the shop of Domaine des Coteaux, open on the cart as it was.
  await page.goto('/shops/1');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  const saves = cartSaves(page);

  // Another tab changes the quantity on the cart page and saves first.
  const other = await context.newPage();
  const otherSaves = cartSaves(other);
  await other.goto('/cart');
  await other.getByTestId('cart-quantity').fill('5');
  await other.getByTestId('cart-quantity').press('Enter');
  await expect.poll(() => [...otherSaves], { timeout: 5000 }).toEqual([200]);
  await other.close();

  // The stale tab adds a wine: refused (the cart moved on), told, and the wine is added to the saved cart.
  await page.getByTestId('product-card').filter({ hasText: 'Viognier des Coteaux' }).getByTestId('product-card-add').click();
  await expect(page.getByTestId('snackbar-error')).toContainText('modifié depuis un autre onglet');
  await expect.poll(() => [...saves], { timeout: 8000 }).toEqual([409, 200]);
  await expect(page.getByTestId('cart-count')).toHaveText('6');
  const cart = await savedCart(request, buyer);
  expect(cart.orders.map((o) => [o.seller.id, o.products.map((p) => p.quantity)])).toEqual([[2, [5]], [1, [1]]]);
});

test('the delivery-mode message found at checkout goes once a mode is chosen', async ({ page, request }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  await saveCart(request, buyer, [riviere([bordeaux(3)])]);
  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto('/cart');
  const part = page.getByTestId('cart-seller');
  const form = page.getByTestId('checkout-form');
  // No mode chosen yet, so a delivery address is asked (the saved one may have been cleared by another journey).
  await fillLyonAddress(form);
  await form.getByTestId('checkout-cgu').click();
  await form.getByTestId('checkout-phone').fill('06 56 78 90 12');
  await form.getByTestId('checkout-submit').click();
  await expect(part.getByTestId('cart-seller-problems')).toContainText('Château Belle Rivière : choisissez un mode de livraison.');

  await part.getByTestId('delivery-option').filter({ hasText: 'Chai de Belle Rivière' }).click();
  await expect(part.getByTestId('cart-seller-problems')).toHaveCount(0);
  // Nowhere on the page, the checkout form's own message included.
  await expect(page.getByText('choisissez un mode de livraison')).toHaveCount(0);
});

test('a visitor who creates an account from the cart comes back to the checkout with the cart', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const email = `cart-register-${Date.now()}@example.test`;

  await page.goto('/chateau-belle-riviere');
  await page.getByRole('button', { name: "Oui, j'ai 18 ans ou plus" }).click();
  const card = page.getByTestId('product-card').filter({ hasText: 'Bordeaux Supérieur' });
  for (let i = 0; i < 3; i += 1) await card.getByTestId('product-card-add').click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await page.goto('/cart');
  await page.getByTestId('cart-login-invite').getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/buyer\?redirectLink=%2Fcart$/);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Prénom').fill('Lucie');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Panier');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/Mot de passe/).fill('Vignes2026');
  await form.getByText("J'accepte les conditions générales d'utilisation").click();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();

  // Back on the cart, the visitor's cart now the account's, ready to check out.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-seller')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vendange.cart'))).toBeNull();
  const token = await page.evaluate(() => localStorage.getItem('vendange.jwt'));
  const saved = ((await (await page.request.get('/v1/users/me', { headers: bearer(token!) })).json()) as SavedCart).cart;
  expect(saved.orders.map((o) => [o.seller.id, o.products.map((p) => p.quantity)])).toEqual([[2, [3]]]);
  await context.close();
});
