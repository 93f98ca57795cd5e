import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

// Issue 15 items 14 and 17. Château Belle Rivière (owner2): the other journeys shop at Domaine des
// Coteaux; this one puts the shop's tabs back as they were, whatever happens.
const OWNER = 'owner2@vendange.test';

type Tabs = Array<Record<string, unknown>>;

async function tabsOf(request: APIRequestContext, token: string): Promise<Tabs> {
  const res = await request.get('/v1/shops/me', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { tabs: Tabs }).tabs;
}

test('the owner gives a tab the white wines and another a text; the storefront shows only what each holds', async ({ page, browser, request }) => {
  const token = await tokenOf(request, OWNER);
  const original = await tabsOf(request, token);
  try {
    await loginThroughApi(page, OWNER);
    await page.goto('/dashboard/customize');
    const editor = page.getByTestId('tabs-editor');
    await expect(editor.getByTestId('tabs-editor-tab')).toHaveCount(1);

    // A tab of the white wines: wine type and colour.
    await editor.getByRole('button', { name: 'Ajouter un onglet' }).click();
    const whites = editor.getByTestId('tabs-editor-tab').nth(1);
    await whites.getByRole('textbox', { name: "Nom de l'onglet" }).fill('Blancs');
    await whites.getByTestId('tab-content-kind').first().selectOption('types');
    // Nothing ticked: the editor says what to do instead of saving an empty tab.
    await page.getByTestId('tabs-save').click();
    await expect(whites.getByRole('alert')).toHaveText('Choisissez au moins un type de produit ou une couleur');
    await whites.getByTestId('tab-content-types').getByText('Vins', { exact: true }).click();
    await whites.getByTestId('tab-content-types').getByText('Blanc', { exact: true }).click();

    // A page of text about the estate.
    await editor.getByRole('button', { name: 'Ajouter un onglet' }).click();
    const story = editor.getByTestId('tabs-editor-tab').nth(2);
    await story.getByRole('textbox', { name: "Nom de l'onglet" }).fill('Le château');
    await story.getByTestId('tab-content-kind').first().selectOption('text');
    await story.getByTestId('tab-content-text').fill('Vingt hectares sur les coteaux de Génissac.\n\nVisites le samedi sur rendez-vous.');
    await page.getByTestId('tabs-save').click();
    await expect(page.getByTestId('snackbar-success')).toContainText('Les onglets de la boutique sont enregistrés.');

    // A visitor (server-rendered storefront): the white wines tab lists white wines only.
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.goto('/chateau-belle-riviere?page=blancs');
    await expect(visitor.getByTestId('shop-tab-title')).toHaveText('Blancs');
    await expect(visitor.getByTestId('product-card').filter({ hasText: 'Entre-Deux-Mers' })).toHaveCount(1);
    await expect(visitor.getByTestId('product-card').filter({ hasText: 'Bordeaux Supérieur' })).toHaveCount(0);
    // The first tab still holds every product.
    await visitor.goto('/chateau-belle-riviere');
    await expect(visitor.getByTestId('product-card').filter({ hasText: 'Bordeaux Supérieur' })).toHaveCount(1);
    await expect(visitor.getByTestId('product-card').filter({ hasText: 'Entre-Deux-Mers' })).toHaveCount(1);
    // The text page shows its text and no product.
    await visitor.goto('/chateau-belle-riviere?page=le-château');
    await expect(visitor.getByTestId('shop-tab-text')).toContainText('Vingt hectares sur les coteaux de Génissac.');
    await expect(visitor.getByTestId('product-card')).toHaveCount(0);
    await visitor.close();

    // Logged in, the shop page is the app's: the same rule lists the same cards.
    await page.goto('/shops/2?page=blancs');
    await expect(page.getByTestId('shop-tab-title')).toHaveText('Blancs');
    await expect(page.getByTestId('product-card').filter({ hasText: 'Entre-Deux-Mers' })).toHaveCount(1);
    await expect(page.getByTestId('product-card').filter({ hasText: 'Bordeaux Supérieur' })).toHaveCount(0);
  } finally {
    const res = await request.put('/v1/shops/me/tabs', { headers: { authorization: `Bearer ${token}` }, data: { tabs: original } });
    expect(res.ok(), `restoring the tabs: ${res.status()}`).toBe(true);
  }
});

test('offline, the editor says it could not check the form and sends nothing unchecked; back online it saves the products picked', async ({ page, request }) => {
  const token = await tokenOf(request, OWNER);
  const original = await tabsOf(request, token);
  try {
    await loginThroughApi(page, OWNER);
    await page.goto('/dashboard/customize');
    const editor = page.getByTestId('tabs-editor');
    await expect(editor.getByTestId('tabs-editor-tab')).toHaveCount(1);
    // The forms' rules (zod, the schemas) come at the form's first check, not with the page: the app's code can no
    // longer be fetched before that.
    const sent: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/v1/shops/me/tabs')) sent.push(r.method()); });
    await page.route('**/mfe/mfe-shop/*.js', (route) => route.abort('internetdisconnected'));
    const tab = editor.getByTestId('tabs-editor-tab').first();
    await tab.getByTestId('tab-content-kind').first().selectOption('products');
    const list = tab.getByTestId('tab-content-products');
    await list.getByText('Bordeaux Supérieur').first().click();
    await page.getByTestId('tabs-save').click();
    // (A blur may have checked the form already: one message or two, all the same.)
    await expect(page.getByTestId('snackbar-error').last()).toContainText("Le formulaire n'a pas pu être vérifié : vérifiez votre connexion");
    await expect(page.getByTestId('tabs-save')).toBeEnabled();
    expect(sent).toEqual([]);

    await page.unroute('**/mfe/mfe-shop/*.js');
    await page.getByTestId('tabs-save').click();
    await expect(page.getByTestId('snackbar-success')).toContainText('Les onglets de la boutique sont enregistrés.');
    expect(sent).toEqual(['PUT']);
    const saved = await tabsOf(request, token);
    expect(saved[0]?.content).toMatchObject({ kind: 'products', productIds: [expect.any(Number)] });
  } finally {
    const res = await request.put('/v1/shops/me/tabs', { headers: { authorization: `Bearer ${token}` }, data: { tabs: original } });
    expect(res.ok(), `restoring the tabs: ${res.status()}`).toBe(true);
  }
});

test('the demo Coffrets tab shows the box only, not the wines of Nos vins', async ({ page }) => {
  await page.goto('/domaine-des-coteaux?page=coffrets');
  await expect(page.getByTestId('shop-tab-title')).toHaveText('Coffrets');
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText('Votre coffret découverte');
  await page.goto('/domaine-des-coteaux?page=le-domaine');
  await expect(page.getByTestId('shop-tab-text')).toContainText('Vaison-la-Romaine');
});

test('on a phone the orders list shows cards with their status, payment and total on screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginThroughApi(page, 'owner@vendange.test');
  await page.goto('/dashboard/orders');
  // Other journeys place orders before this one: the newest card is the one on screen.
  const card = page.getByTestId('orders-list-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('orders-list-card-total')).toBeInViewport();
  await expect(card.getByTestId('orders-list-card-total')).toContainText('€');
  await expect(page.getByTestId('orders-list-row').first()).toBeHidden();
  // The card, badges and total included, stays within the phone's width.
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  // The filters fold behind a button, which keeps the newest orders above the fold; it opens them on demand.
  await expect(page.getByTestId('order-filters')).toBeHidden();
  await page.getByTestId('orders-list-filters-toggle').click();
  await expect(page.getByTestId('order-filter-status')).toBeVisible();
  // The demo order of La Treille has paid (the 'Paiement reçu' notification tells of it).
  const owner = await tokenOf(request, 'owner@vendange.test');
  const treille = (await (await request.get('/v1/orders/3', { headers: bearer(owner) })).json()) as { reference: string; clientName: string; paymentStatus: string };
  expect(treille).toMatchObject({ reference: 'CMD-2026-0003', clientName: 'Restaurant La Treille', paymentStatus: 'paid' });
});

test('the side menu wraps a long label instead of clipping it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginThroughApi(page, 'owner@vendange.test');
  await page.goto('/dashboard');
  const label = page.getByTestId('side-menu-label').filter({ hasText: "Factures d'acompte" });
  await expect(label).toBeVisible();
  // Its whole text fits its box: no hidden overflow, no ellipsis.
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(label).toHaveText("Factures d'acompte");
});
