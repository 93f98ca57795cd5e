import { expect, test } from '@playwright/test';
import type { FutureOffer, FutureOrder, ProductDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const BUYER = 'buyer@vendange.test';

/** The campaign this journey opens, closed again afterwards so that shop 1's primeur page does not keep it. */
let opened: { id: number; token: string } | null = null;
let formatsCampaign: { id: number; token: string } | null = null;

test.afterAll(async ({ request }) => {
  for (const c of [opened, formatsCampaign]) {
    if (c) await request.put(`/v1/futures/${c.id}/status?shopId=1`, { headers: bearer(c.token), data: { status: 'closed' } });
  }
});

test('the owner opens a primeur campaign with dated tranches; a buyer finds it in the shop on a phone, orders 6 across two tranches and sees the deposit; the tranche whose day has not come waits for it', async ({ page, request, browser }) => {
  const stamp = Date.now();
  const wine = `Cuvée en fût ${stamp}`;
  const campaign = `Primeurs boutique ${stamp}`;
  const owner = await tokenOf(request, OWNER);
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name: wine, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 2000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Ventes › Primeurs › Nouvelle campagne: three tranches, the second opened on a day already past, the third in 2099.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/futures/add');
  const form = page.getByTestId('future-add');
  await form.getByTestId('sale-product-search').fill(wine);
  await form.getByTestId('sale-product-option').filter({ hasText: wine }).getByTestId('sale-product-add').first().click();
  await expect(form.getByTestId('future-product-name')).toHaveText(wine);
  await form.getByTestId('future-name').fill(campaign);
  await form.getByTestId('future-description').fill('Élevé 18 mois en barriques de chêne.');
  await form.getByTestId('future-vintage').fill('2025');
  await form.getByTestId('future-delivery').fill('2027-09-15');
  await form.getByTestId('future-tranche-price').first().fill('25');
  await form.getByTestId('future-tranche-cap').first().fill('4');
  await form.getByTestId('future-tranche-add').click();
  await form.getByTestId('future-tranche-price').nth(1).fill('29');
  await form.getByTestId('future-tranche-cap').nth(1).fill('20');
  await form.getByTestId('future-tranche-opens').nth(1).fill('2020-01-01');
  await form.getByTestId('future-tranche-add').click();
  await form.getByTestId('future-tranche-price').nth(2).fill('33');
  await form.getByTestId('future-tranche-cap').nth(2).fill('20');
  // Before the tranche before it: refused in French on the field.
  await form.getByTestId('future-tranche-opens').nth(2).fill('2019-06-01');
  await form.getByTestId('future-save').click();
  await expect(form.getByText("Une tranche n'ouvre pas avant la précédente : choisissez une date à partir du 01/01/2020.")).toBeVisible();
  await form.getByTestId('future-tranche-opens').nth(2).fill('2099-06-01');
  await form.getByTestId('future-save').click();
  const screen = page.getByTestId('future-screen');
  await expect(screen.getByTestId('future-status')).toHaveText('Brouillon');
  await expect(screen.getByTestId('future-tranche-opens-on')).toHaveText(/ouvre le 01\/06\/2099/);
  await screen.getByTestId('future-open').click();
  await page.getByTestId('future-move-dialog').getByTestId('confirm-dialog-ok').click();
  await expect(screen.getByTestId('future-status')).toHaveText('Ouverte');
  const offerId = Number(/\/dashboard\/futures\/(\d+)/.exec(page.url())![1]);
  opened = { id: offerId, token: owner };
  const read = await request.get(`/v1/futures/${offerId}?shopId=1`, { headers: bearer(owner) });
  expect(((await read.json()) as FutureOffer).tranches.map((t) => t.opensOn)).toEqual([null, '2020-01-01', '2099-06-01']);

  // A visitor on a phone sees the campaign and is asked to sign in to order.
  const phone = { baseURL: test.info().project.use.baseURL, locale: 'fr-FR', viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } };
  const visitorContext = await browser.newContext(phone);
  // Of age, said once (the question itself is the storefront journeys').
  await visitorContext.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/shops/1/primeurs');
  const seen = visitor.getByTestId('shop-future').filter({ hasText: campaign });
  await expect(seen).toBeVisible();
  await expect(seen.getByTestId('future-login')).toBeVisible();
  await expect(seen.getByTestId('future-order')).toHaveCount(0);
  await visitorContext.close();

  // The buyer on a phone: from the shop's page to its primeurs, 6 bottles: the last 4 of tranche 1 at 25 €, 2 of tranche 2 at 29 €.
  const buyerContext = await browser.newContext(phone);
  const buyer = await buyerContext.newPage();
  await loginThroughApi(buyer, BUYER);
  await buyer.goto('/shops/1');
  await buyer.getByTestId('shop-futures-link').click();
  await expect(buyer).toHaveURL(/\/shops\/1\/primeurs$/);
  const card = buyer.getByTestId('shop-future').filter({ hasText: campaign });
  await expect(card.getByTestId('shop-future-description')).toHaveText('Élevé 18 mois en barriques de chêne.');
  await expect(card.getByTestId('shop-future-current')).toContainText('Tranche 1 : 25,00 € la bouteille TTC');
  await expect(card.getByTestId('shop-future-left')).toHaveText('Encore 4 bouteille(s) à ce prix');
  await expect(card.getByTestId('shop-future-next')).toContainText('29,00 €');
  await expect(card.getByTestId('shop-future-delivery')).toContainText('15/09/2027');
  await card.getByTestId('future-quantity').fill('6');
  await card.getByTestId('future-order').click();
  const done = buyer.getByTestId('future-ordered');
  await expect(done).toContainText(/Commande CMD-\d{4}-\d+ enregistrée : 6 bouteille\(s\)\./);
  await expect(buyer.getByTestId('future-deposit')).toHaveText(/Acompte de 158,00 € TTC à régler au producteur : facture FA\d{4}-\d{5}\./);
  await expect(buyer.getByTestId('my-future-order').first()).toContainText('6 bouteille(s) · acompte 158,00 € TTC');

  // Now tranche 2 sells (its day has passed); tranche 3 waits for 1 June 2099.
  await expect(card.getByTestId('shop-future-current')).toContainText('Tranche 2 : 29,00 € la bouteille TTC');
  await expect(card.getByTestId('shop-future-left')).toHaveText('Encore 18 bouteille(s) à ce prix');
  await expect(card.getByTestId('shop-future-next')).toContainText('33,00 €');
  await expect(card.getByTestId('shop-future-next')).toContainText('en vente à partir du 01/06/2099');
  // More than tranche 2 holds: refused whole, tranche 3 is not sold before its day.
  await card.getByTestId('future-quantity').fill('19');
  await card.getByTestId('future-order').click();
  await expect(card.getByTestId('future-order-error')).toHaveText('Il ne reste que 18 équivalent(s) bouteille à vendre sur cette campagne : réduisez la quantité.');
  await buyerContext.close();
});

test('a buyer splits their primeur into bottles and magnums on a phone, on the primeur page and on their order page, until the producer closes the choice of formats', async ({ page, request, browser }) => {
  const stamp = Date.now();
  const campaign = `Primeurs aux formats ${stamp}`;
  const owner = await tokenOf(request, OWNER);
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: {
      shopId: 1, productType: 'bottle', name: `Cuvée aux magnums ${stamp}`, status: 'online',
      formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 2000 }, { container: 'magnum', unity: 'cl', unityValue: '150', priceCents: 4200 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ProductDetail;
  const draft = await request.post('/v1/futures?shopId=1', {
    headers: bearer(owner),
    data: { productId: product.id, name: campaign, vintage: 2025, expectedDelivery: '2027-09-15', formatIds: product.formats.map((f) => f.id), tranches: [{ unitPriceCents: 2500, cap: 100 }] },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const offerId = ((await draft.json()) as FutureOffer).id;
  expect((await request.put(`/v1/futures/${offerId}/status?shopId=1`, { headers: bearer(owner), data: { status: 'open' } })).status()).toBe(200);
  formatsCampaign = { id: offerId, token: owner };

  // The buyer on a phone orders 12 bottles, then splits them below, in « Mes primeurs commandés ».
  const phone = { baseURL: test.info().project.use.baseURL, locale: 'fr-FR', viewport: { width: 390, height: 844 } };
  const buyerContext = await browser.newContext(phone);
  const buyer = await buyerContext.newPage();
  await loginThroughApi(buyer, BUYER);
  await buyer.goto('/shops/1/primeurs');
  const card = buyer.getByTestId('shop-future').filter({ hasText: campaign });
  await card.getByTestId('future-quantity').fill('12');
  await card.getByTestId('future-order').click();
  await expect(buyer.getByTestId('future-ordered')).toContainText('12 bouteille(s)');
  const mine = buyer.getByTestId('my-future-order').filter({ hasText: campaign });
  await expect(mine).toContainText('12 bouteille(s) · acompte 300,00 € TTC');
  const counts = mine.getByTestId('future-format-count');
  await counts.nth(0).fill('6');
  await counts.nth(1).fill('2');
  // What to fix, as they type and when they save.
  await expect(mine.getByTestId('future-formats-hint')).toContainText('il en manque 2');
  await mine.getByTestId('future-formats-save').click();
  await expect(mine.getByTestId('future-formats-error')).toHaveText('Les formats choisis font 10 équivalent(s) bouteille pour 12 commandé(s) : il en manque 2, ajoutez-les (un magnum compte pour 2, une demi-bouteille pour 0,5).');
  await counts.nth(1).fill('4');
  await mine.getByTestId('future-formats-save').click();
  await expect(mine.getByTestId('future-formats-error')).toContainText('2 de trop, retirez-en.');
  await counts.nth(1).fill('3');
  await mine.getByTestId('future-formats-save').click();
  await expect(mine.getByTestId('future-formats-saved')).toHaveText('Formats enregistrés.');

  // The producer reads them on the campaign's orders.
  const orders = (await (await request.get(`/v1/futures/${offerId}/orders?shopId=1`, { headers: bearer(owner) })).json()) as FutureOrder[];
  expect(orders).toHaveLength(1);
  expect(orders[0]!.formats).toEqual([{ formatId: product.formats[0]!.id, count: 6 }, { formatId: product.formats[1]!.id, count: 3 }]);
  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/futures/${offerId}`);
  const screen = page.getByTestId('future-screen');
  const row = screen.getByTestId('future-order-row').first();
  await expect(row.getByTestId('future-order-formats')).toContainText('6 × ');
  await expect(row.getByTestId('future-order-formats')).toContainText('3 × ');

  // On their order page, the buyer changes their mind: 12 bottles.
  await buyer.goto(`/dashboard/orders/${orders[0]!.orderId}`);
  const box = buyer.getByTestId('buyer-future-formats');
  await expect(box).toContainText(`Primeur ${campaign} 2025 : vos formats`);
  await expect(box.getByTestId('buyer-future-format-count').nth(0)).toHaveValue('6');
  await box.getByTestId('buyer-future-format-count').nth(0).fill('12');
  await box.getByTestId('buyer-future-format-count').nth(1).fill('0');
  await box.getByTestId('buyer-future-formats-save').click();
  await expect(box.getByTestId('buyer-future-formats-saved')).toBeVisible();

  // The producer closes the choice of formats, after a confirmation.
  await screen.getByTestId('future-formats-close').click();
  await page.getByTestId('future-move-dialog').getByTestId('confirm-dialog-ok').click();
  await expect(screen.getByTestId('future-formats-choice')).toHaveText(/^Clos le \d{2}\/\d{2}\/\d{4}$/);
  await expect(screen.getByTestId('future-formats-close')).toHaveCount(0);
  await expect(row.getByTestId('future-order-formats')).toHaveText(/^12 × [^,]+$/);

  // The buyer's page now says it is closed, with their formats.
  await buyer.reload();
  await expect(box.getByTestId('buyer-future-formats-closed')).toContainText('Le choix des formats est clos : écrivez au producteur pour le changer.');
  await expect(box.getByTestId('buyer-future-format-count')).toHaveCount(0);
  await buyer.goto('/shops/1/primeurs');
  await expect(mine.getByTestId('future-formats-closed')).toContainText('12 × ');
  await expect(mine.getByTestId('future-format-count')).toHaveCount(0);
  await buyerContext.close();
});
