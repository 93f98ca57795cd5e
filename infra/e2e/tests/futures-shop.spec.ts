import { expect, test } from '@playwright/test';
import type { FutureOffer } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const BUYER = 'buyer@vendange.test';

/** The campaign this journey opens, closed again afterwards so that shop 1's primeur page does not keep it. */
let opened: { id: number; token: string } | null = null;

test.afterAll(async ({ request }) => {
  if (opened) await request.put(`/v1/futures/${opened.id}/status?shopId=1`, { headers: bearer(opened.token), data: { status: 'closed' } });
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
