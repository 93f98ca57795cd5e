import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, loginThroughApi, PASSWORD, tokenOf } from '../helpers';

interface OwnShop { sales: Record<string, unknown>; headerStyle: Record<string, unknown> }


/** Turns shop 2's members-only prices on or off, as its owner would from the settings. */
async function setMembersOnly(request: APIRequestContext, on: boolean): Promise<void> {
  const owner2 = await tokenOf(request, 'owner2@vendange.test');
  const shop = (await (await request.get('/v1/shops/me', { headers: bearer(owner2) })).json()) as OwnShop;
  const res = await request.put('/v1/shops/me/sales-rules', { headers: bearer(owner2), data: { ...shop.sales, membersOnlyPrices: on } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a visitor on a phone opens the shop menu, a product page, and puts 2 bottles in the cart', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/domaine-des-coteaux');
  await expect(page.getByTestId('shop-name')).toHaveText('Domaine des Coteaux');
  const header = page.getByTestId('app-header');
  expect((await header.boundingBox())?.height).toBe(64);

  // Phones: the tabs live in the shop side menu, with the copyright; a visitor has no 'Mon espace'.
  await page.getByTestId('shop-menu-button').click();
  const menu = page.getByTestId('shop-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('shop-menu-tab')).toHaveText(['Nos vins', 'Coffrets', 'Le domaine']);
  await expect(menu.getByTestId('shop-menu-dashboard')).toHaveCount(0);
  await expect(menu.getByTestId('shop-menu-logout')).toHaveCount(0);
  await expect(menu.getByTestId('shop-menu-footer')).toContainText(`© ${new Date().getFullYear()} Domaine des Coteaux`);
  await menu.getByTestId('shop-menu-tab').filter({ hasText: 'Coffrets' }).click();
  await expect(page).toHaveURL(/\/domaine-des-coteaux\?page=coffrets$/);
  await expect(page.getByTestId('shop-tab-title')).toHaveText('Coffrets');
  // Coffrets holds the boxes only (the producer's choice), not the wines of 'Nos vins'.
  await expect(page.getByTestId('product-card')).toHaveText([/Votre coffret découverte/]);

  await page.getByTestId('shop-menu-button').click();
  await page.getByTestId('shop-menu').getByTestId('shop-menu-tab').filter({ hasText: 'Nos vins' }).click();
  await expect(page.getByTestId('shop-tab-title')).toHaveText('Nos vins');
  await page.getByTestId('product-card-link').filter({ hasText: 'Côtes du Rhône Les Galets' }).click();
  await expect(page).toHaveURL(/\/domaine-des-coteaux\/cotes-du-rhone-les-galets-1$/);
  await expect(page.getByTestId('product-name')).toHaveText('Côtes du Rhône Les Galets');
  await expect(page).toHaveTitle('Côtes du Rhône Les Galets – Domaine des Coteaux');
  await expect(page.getByTestId('format-option')).toHaveText(['Bouteille 75 cl', 'Magnum 150 cl']);
  await expect(page.getByTestId('vintage-option')).toHaveText(['2023', '2022']);
  // The public list shows prices incl. VAT and duties, and each step of the degressive prices.
  await expect(page.getByTestId('product-price')).toContainText(/\d+,\d{2} € TTC/);
  const tiers = page.getByTestId('product-tiers');
  await expect(tiers).toContainText('à partir de 6');
  await expect(tiers).toContainText('à partir de 12');
  await expect(page.getByTestId('health-warning')).toContainText("L'abus d'alcool est dangereux pour la santé");
  const nutrition = page.getByTestId('product-nutrition');
  await expect(nutrition).toContainText('Raisins, conservateur');
  await expect(nutrition.getByTestId('elabel-nutrition')).toContainText('Valeur énergétique');

  // The magnum has its own price.
  const bottlePrice = await page.getByTestId('product-price').textContent();
  await page.getByTestId('format-option').filter({ hasText: 'Magnum' }).click();
  await expect(page.getByTestId('product-price')).not.toHaveText(bottlePrice!);
  await page.getByTestId('format-option').filter({ hasText: 'Bouteille' }).click();

  await page.getByTestId('product-quantity').fill('2');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('snackbar-success')).toContainText('ajouté au panier');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('shop staff see the prices but no cart; the owner restyles the header and the storefront shows it', async ({ page, browser, request }) => {
  const owner = await tokenOf(request, 'owner@vendange.test');
  const before = ((await (await request.get('/v1/shops/me', { headers: bearer(owner) })).json()) as OwnShop).headerStyle;
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginThroughApi(page, 'owner@vendange.test');
    await page.goto('/shops/1/cotes-du-rhone-les-galets-1');
    await expect(page.getByTestId('product-price')).toBeVisible();
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
    await expect(page.getByTestId('header-cart')).toHaveCount(0);

    await page.goto('/dashboard/customize');
    const form = page.getByTestId('header-style-form');
    await expect(form).toBeVisible();
    await form.getByTestId('header-style-color').fill('#7B2D43');
    await form.getByTestId('header-style-dark').click();
    await form.getByTestId('header-style-uppercase').click();
    // The preview follows before anything is saved.
    const preview = page.getByTestId('header-preview');
    await expect(preview).toHaveCSS('background-color', 'rgb(123, 45, 67)');
    await expect(preview.getByTestId('header-preview-tab').first()).toHaveCSS('text-transform', 'uppercase');
    await form.getByTestId('header-style-save').click();
    await expect(page.getByTestId('snackbar-success')).toContainText("Le style de l'en-tête est enregistré.");

    const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.goto('/domaine-des-coteaux');
    const header = visitor.getByTestId('app-header');
    await expect(header).toHaveAttribute('data-variant', 'shop');
    await expect(header).toHaveCSS('background-color', 'rgb(123, 45, 67)');
    await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
    const tab = visitor.getByTestId('shop-tab').first();
    await expect(tab).toHaveText('Nos vins');
    await expect(tab).toHaveCSS('text-transform', 'uppercase');
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(visitor.getByTestId('header-cart')).toBeVisible();
    await visitor.close();
  } finally {
    await request.put('/v1/shops/me/header-style', { headers: bearer(owner), data: before });
  }
});

test('a shop reserving its prices to members shows a visitor the invitation instead', async ({ page, request }) => {
  await setMembersOnly(request, true);
  try {
    await page.goto('/chateau-belle-riviere');
    const invitation = page.getByTestId('members-only');
    await expect(invitation).toContainText('Prix réservés aux membres');
    await expect(invitation.getByTestId('members-only-register')).toHaveAttribute('href', '/auth/register/buyer?id=BELLERIV');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('shop-page')).not.toContainText('€');
    await expect(page.getByTestId('product-card-add')).toHaveCount(0);

    await page.getByTestId('product-card-link').filter({ hasText: 'Bordeaux Supérieur' }).click();
    await expect(page.getByTestId('product-name')).toHaveText('Bordeaux Supérieur');
    await expect(page.getByTestId('members-only')).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveCount(0);
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  } finally {
    await setMembersOnly(request, false);
  }
});

test('a professional buyer asks the producer for a price grid, and the owner is told', async ({ page, browser, request }) => {
  const email = `pro-${Date.now()}@cave.test`;
  const registered = await request.post('/v1/auth/register', {
    data: { kind: 'buyer', firstname: 'Jeanne', lastname: 'Caviste', email, password: PASSWORD, isPro: true, businessName: 'Cave Jeanne', cgu: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('vendange.jwt', token), jwt);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/shops/1');
  await page.getByTestId('price-request-open').click();
  const dialog = page.getByTestId('price-request-dialog');
  await dialog.getByRole('textbox').fill('Cave à Lyon, une trentaine de cartons par an.');
  await dialog.getByTestId('price-request-send').click();
  await expect(page.getByTestId('snackbar-success')).toContainText('Votre demande a été transmise au producteur.');
  await expect(dialog).toBeHidden();

  const owner = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const ownerToken = await tokenOf(request, 'owner@vendange.test');
  await owner.addInitScript((token) => localStorage.setItem('vendange.jwt', token), ownerToken);
  await owner.goto('/dashboard');
  await owner.getByTestId('header-notifications').click();
  const item = owner.getByTestId('notification-centre').getByTestId('notification-item').filter({ hasText: 'Demande de tarif professionnel' });
  await expect(item.first()).toContainText(email);
  await item.first().click();
  await expect(owner).toHaveURL(/\/dashboard\/tarifs$/);
  await owner.close();
});
