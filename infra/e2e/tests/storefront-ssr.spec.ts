import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { loginThroughApi } from '../helpers';

/** Issue 6 budget: everything a visitor's shop page downloads as JavaScript. */
const JS_BUDGET_GZIP = 130 * 1024;
const phone = { width: 375, height: 812 };

/** Every script the page downloads, by URL, with its body. */
function collectScripts(page: Page): Map<string, Buffer> {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || scripts.has(res.url())) return;
    scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
  });
  return scripts;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone, storageState: { cookies: [], origins: [] } });

  test('a phone sees the shop and its products in the server\'s HTML, then a product page', async ({ page }) => {
    await page.goto('/domaine-des-coteaux');
    await expect(page).toHaveTitle('Domaine des Coteaux');
    await expect(page.getByTestId('shop-name')).toHaveText('Domaine des Coteaux');
    expect((await page.getByTestId('app-header').boundingBox())?.height).toBe(64);
    const cards = page.getByTestId('product-card');
    // Every demo product on sale (other journeys may have added theirs to the shared database).
    for (const name of ['Côtes du Rhône Les Galets', 'Viognier des Coteaux', 'Rosé de Saignée', 'Tire-bouchon du Domaine', 'Votre coffret découverte']) await expect(cards.filter({ hasText: name })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Côtes du Rhône Les Galets' })).toContainText(/\d+,\d{2} € TTC/);
    // Nothing to answer the age question with: it stays out of the way of a page that is only read.
    await expect(page.getByTestId('age-gate')).toBeHidden();
    const box = await cards.first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(phone.width);

    await page.getByTestId('product-card-link').filter({ hasText: 'Côtes du Rhône Les Galets' }).click();
    await expect(page).toHaveURL(/\/domaine-des-coteaux\/cotes-du-rhone-les-galets-1$/);
    await expect(page.getByTestId('product-name')).toHaveText('Côtes du Rhône Les Galets');
    await expect(page.getByTestId('product-price')).toContainText(/\d+,\d{2} € TTC/);
    await expect(page.getByTestId('health-warning')).toContainText("L'abus d'alcool est dangereux pour la santé");
  });
});

test.describe('a first-time visitor with JavaScript', () => {
  test.use({ viewport: phone, storageState: { cookies: [], origins: [] } });

  test('answers the age question, adds a product (count 1), and finds it in the cart page', async ({ page, context }) => {
    const scripts = collectScripts(page);
    await page.goto('/domaine-des-coteaux');
    const gate = page.getByTestId('age-gate');
    await expect(gate).toContainText('Avez-vous 18 ans ou plus ?');
    await gate.getByRole('button', { name: "Oui, j'ai 18 ans ou plus" }).click();
    await expect(gate).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'isOver18')?.value).toBe('true');

    await page.getByTestId('product-card').filter({ hasText: 'Rosé de Saignée' }).getByTestId('product-card-add').click();
    await expect(page.getByTestId('snackbar-success')).toContainText('ajouté au panier');
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // The storefront alone: its own small scripts, none of the app's.
    const urls = [...scripts.keys()].map((u) => new URL(u).pathname);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => u.startsWith('/storefront/')), urls.join(', ')).toBe(true);
    const gzip = [...scripts.values()].reduce((n, body) => n + gzipSync(body).length, 0);
    expect(gzip, `${(gzip / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(JS_BUDGET_GZIP);

    // The cart page is the app's, reading the same cart.
    await page.getByTestId('header-cart').click();
    await expect(page).toHaveURL(/\/cart$/);
    const seller = page.getByTestId('cart-seller').filter({ hasText: 'Domaine des Coteaux' });
    await expect(seller.getByTestId('cart-page-line')).toContainText('Rosé de Saignée');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('an English visitor gets the page hydrated in English, with the English catalog only', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/domaine-des-coteaux?lang=en');
    const gate = page.getByTestId('age-gate');
    await expect(gate).toContainText('Are you 18 or older?');
    await gate.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    await expect(gate).toHaveCount(0);
    await page.getByTestId('product-card').filter({ hasText: 'Rosé de Saignée' }).getByTestId('product-card-add').click();
    await expect(page.getByTestId('snackbar-success')).toContainText('added to the cart');
    // The page's language's catalog, not the other one (each is as heavy).
    const urls = [...scripts.keys()].map((u) => new URL(u).pathname);
    expect(urls.some((u) => /\/storefront\/storefront-en\./.test(u)), urls.join(', ')).toBe(true);
    expect(urls.some((u) => /\/storefront\/storefront-fr\./.test(u)), urls.join(', ')).toBe(false);
  });

  test('a visitor coming back is not asked again, and a product page adds the quantity chosen', async ({ page, context }) => {
    await context.addCookies([{ name: 'isOver18', value: 'true', domain: 'localhost', path: '/' }]);
    await page.goto('/domaine-des-coteaux/cotes-du-rhone-les-galets-1');
    await expect(page.getByTestId('age-gate')).toHaveCount(0);
    await page.getByTestId('format-option').filter({ hasText: 'Magnum' }).click();
    await expect(page.getByTestId('format-option').filter({ hasText: 'Magnum' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('product-quantity').fill('3');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('snackbar-success')).toContainText('3 × Côtes du Rhône Les Galets · Magnum 150 cl ajouté au panier');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
  });
});

test('a logged-in buyer gets the full app in place, without the storefront\'s own React', async ({ page }) => {
  const scripts = collectScripts(page);
  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto('/domaine-des-coteaux');
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page.getByTestId('shop-name')).toHaveText('Domaine des Coteaux');
  await expect(page.locator('[data-mfe="mfe_shop"]')).toHaveCount(1);
  const storefront = [...scripts.keys()].filter((u) => new URL(u).pathname.startsWith('/storefront/'));
  expect(storefront, storefront.join(', ')).toHaveLength(1);
  // The server's page has no inline theme CSS (apps' index.html only): the shell linked its file before drawing.
  const theme = await page.evaluate(() => ({
    link: document.querySelector<HTMLLinkElement>('link#vendange-theme-css')?.getAttribute('href') ?? '',
    brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim(),
    body: getComputedStyle(document.body).backgroundColor,
  }));
  expect(theme).toEqual({ link: expect.stringMatching(/^\/theme\.[0-9a-f]{12}\.css$/), brand: '#219EBC', body: 'rgb(250, 250, 250)' });
  const css = await page.request.get(theme.link);
  expect(css.headers()['cache-control']).toContain('immutable');
});
