import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import { expectNoReload, loginThroughApi, markWindow, tokenOf } from '../helpers';

const cartSaves = (page: Page) => {
  const seen: number[] = [];
  page.on('response', (r) => { if (r.url().endsWith('/v1/users/me') && r.request().method() === 'PUT') seen.push(r.status()); });
  return seen;
};

test('a buyer changes the cart from the drawer: one save per burst, a stale tab is told and its change replayed, emptying asks first', async ({ page, context, request }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  const cart = {
    lastUpdated: null,
    orders: [{ seller: { id: 1, name: 'Domaine des Coteaux' }, shipping: { type: null, ref: null, collectionPoint: null, priceCents: null }, reservations: [], products: [
      // Ids no journey's product reaches: the lines must stay unknown to the shop whatever ran before.
      { id: 9_000_010, quantity: 2, title: 'Coteaux Rouge', chosenFormat: { id: 9_000_100, packing: 'Carton de 6 bouteilles' }, chosenVintage: { id: 2021, name: '2021' } },
      { id: 9_000_011, quantity: 1, title: 'Crémant', chosenFormat: { id: 9_000_110 }, chosenVintage: { id: 1, name: 'NV' } },
    ] }],
  };
  expect((await request.put('/v1/users/me', { headers: { authorization: `Bearer ${buyer}` }, data: { cart, message: false } })).ok()).toBe(true);

  await loginThroughApi(page, 'buyer@vendange.test');
  const saves = cartSaves(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.getByTestId('header-cart').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())!.width).toBeCloseTo(400, 0);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(drawer).toContainText('Coteaux Rouge 2021');
  await expect(drawer).toContainText('Carton de 6 bouteilles');
  // A non-vintage wine shows no vintage.
  await expect(drawer.getByTestId('cart-line').nth(1)).toHaveText(/^1Crémant$/);
  // These lines name products the shop does not have: the server says so, and gives no total.
  await expect(drawer.getByTestId('cart-seller-problem')).toContainText('Produit inexistant');
  await expect(page.getByTestId('cart-total')).toHaveText('calculé au panier');

  // Three quick clicks: the count follows at once, and one save goes 1 s after the last one.
  const plus = drawer.getByTestId('cart-line').first().getByTestId('cart-line-plus');
  await plus.click();
  await plus.click();
  await plus.click();
  await expect(page.getByTestId('cart-count')).toHaveText('6');
  await expect.poll(() => saves.length, { timeout: 5000 }).toBe(1);
  await page.waitForTimeout(1500);
  expect(saves).toEqual([200]);

  // A second tab saves a change; the first tab, still on the old cart, is refused, reloads the saved cart
  // and applies its own change to it again (7 − 1), then saves that.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByTestId('cart-count')).toHaveText('6');
  await other.getByTestId('header-cart').click();
  const otherSaves = cartSaves(other);
  await other.getByTestId('cart-drawer').getByTestId('cart-line').nth(1).getByTestId('cart-line-plus').click();
  await expect.poll(() => otherSaves.length, { timeout: 5000 }).toBe(1);
  await other.close();
  await drawer.getByTestId('cart-line').first().getByTestId('cart-line-minus').click();
  await expect(page.getByTestId('snackbar-error')).toContainText('modifié depuis un autre onglet');
  await expect(page.getByTestId('cart-count')).toHaveText('6');
  await expect.poll(() => [...saves], { timeout: 5000 }).toEqual([200, 409, 200]);
  const saved = (await (await request.get('/v1/users/me', { headers: { authorization: `Bearer ${buyer}` } })).json()) as { cart: { orders: Array<{ products: Array<{ quantity: number }> }> } };
  expect(saved.cart.orders[0]!.products.map((p) => p.quantity)).toEqual([4, 2]);

  // Cancel keeps everything.
  await drawer.getByTestId('cart-empty-button').click();
  const popup = page.getByTestId('global-popup');
  await expect(popup).toContainText('Attention !!');
  await expect(popup).toContainText('vider votre panier');
  await popup.getByRole('button', { name: 'Annuler' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('6');

  // Validate empties the cart, closes the drawer, and it stays empty after a reload (saved on the account).
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('cart-empty-button').click();
  await popup.getByRole('button', { name: 'Vider le panier' }).click();
  await expect(popup).toBeHidden();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('cart-count')).toBeHidden();
  await expect.poll(() => saves.length, { timeout: 5000 }).toBe(4);
  await page.reload();
  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('cart-empty')).toContainText('Votre panier est vide');
});

test('the drawer shows the total the server prices for the buyer, and says which items cannot be sold', async ({ page, request }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  const auth = { authorization: `Bearer ${buyer}` };
  const product = ((await (await request.get('/v1/products?shopIds=[1]', { headers: auth })).json()) as { items: Array<{ id: number; name: string; status: string; formats: Array<{ id: number }> }> })
    .items.find((p) => p.status === 'online')!;
  const line = { id: product.id, quantity: 2, title: product.name, chosenFormat: { id: product.formats[0]!.id }, chosenVintage: null };
  const cart = { lastUpdated: null, orders: [{ seller: { id: 1, name: 'Domaine des Coteaux' }, shipping: { type: null, ref: null, collectionPoint: null, priceCents: null }, reservations: [], products: [line] }] };
  expect((await request.put('/v1/users/me', { headers: auth, data: { cart, message: false } })).ok()).toBe(true);
  const quoted = (await (await request.post('/v1/orders/get-cart-price', { headers: auth, data: { orders: [{ seller: { id: 1 }, products: [{ id: product.id, quantity: 2, chosenFormat: line.chosenFormat }] }] } })).json()) as Array<{ price: { totalTTC: number } }>;
  const euros = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;

  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto('/dashboard');
  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('cart-total')).toHaveText(euros(quoted[0]!.price.totalTTC));

  // One more bottle: priced again by the server.
  await page.getByTestId('cart-line-plus').click();
  await expect(page.getByTestId('cart-total')).not.toHaveText(euros(quoted[0]!.price.totalTTC));
  await expect(page.getByTestId('cart-seller-problem')).toHaveCount(0);
});

/** The buyer's dashboard, drawn: its scripts have all come (the shell's, the home screen's MFE's). */
async function dashboardDrawn(page: Page): Promise<void> {
  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-home')).toBeVisible();
  await expect(page.getByTestId('header-cart')).toBeVisible();
}

/** The scripts a first opening of a piece of the chrome fetches, seen in a browser of its own (nothing cached). */
async function scriptsOfFirstOpening(browser: Browser, baseURL: string, button: string, part: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await dashboardDrawn(page);
    const fetched: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') fetched.push(r.url()); });
    await page.getByTestId(button).click();
    await expect(page.getByTestId(part)).toBeVisible();
    return fetched;
  } finally {
    await context.close();
  }
}

// The cart drawer and the notification centre are fetched at their first opening (shell/src/chrome/lazy-chrome.tsx).
// Once the page is drawn, only the scripts of that first opening are cut off: opening says so and closes, without
// reloading the page; back online, the next opening fetches them again and opens.
for (const { button, part, failure } of [
  { button: 'header-cart', part: 'cart-drawer', failure: "Le panier n'a pas pu s'ouvrir : vérifiez votre connexion" },
  { button: 'header-notifications', part: 'notification-centre', failure: "Les notifications n'ont pas pu s'ouvrir : vérifiez votre connexion" },
]) {
  test(`offline, ${part} says it could not open and closes; the next opening fetches it again`, async ({ page, browser, baseURL }) => {
    const scripts = await scriptsOfFirstOpening(browser, baseURL!, button, part);
    expect(scripts.length, 'the first opening fetches its code').toBeGreaterThan(0);

    await dashboardDrawn(page);
    await markWindow(page);
    const cut: string[] = [];
    const offline = (route: Route) => { cut.push(route.request().url()); return route.abort('internetdisconnected'); };
    const ofTheOpening = (url: URL) => scripts.includes(url.href);
    await page.route(ofTheOpening, offline);
    await page.getByTestId(button).click();
    await expect(page.getByTestId('snackbar-error').filter({ hasText: failure })).toBeVisible();
    await expect(page.getByTestId(part)).toBeHidden();
    expect(cut.length, 'the opening asked for its code, and was refused').toBeGreaterThan(0);

    await page.unroute(ofTheOpening, offline);
    await page.getByTestId(button).click();
    await expect(page.getByTestId(part)).toBeVisible();
    await expectNoReload(page);
  });
}
