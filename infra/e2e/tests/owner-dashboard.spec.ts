import { expect, test } from '@playwright/test';
import { expectNoReload, loginThroughForm, markWindow } from '../helpers';

test('the owner logs in, the header shows them without a reload, and each dashboard MFE opens from the menu', async ({ page }) => {
  await page.goto('/auth/login');
  await markWindow(page);
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user')).toHaveText('Claire Martin');
  await expect(page.getByTestId('dashboard-home')).toBeVisible();
  await expectNoReload(page);

  const menu = page.getByTestId('side-menu');
  await menu.getByRole('link', { name: 'Commandes', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  // Other journeys place orders before this one (newest first, 25 a page): the table shows at least the seeded three.
  await expect(page.getByTestId('orders-list-row').first()).toBeVisible();
  expect(await page.getByTestId('orders-list-row').count()).toBeGreaterThanOrEqual(3);

  await menu.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  // The three demo clients, and those other journeys' buyers and imports added before this one.
  await expect(page.getByTestId('clients-list-row').first()).toBeVisible();
  expect(await page.getByTestId('clients-list-row').count()).toBeGreaterThanOrEqual(3);

  await menu.getByRole('link', { name: 'Catalogue', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  // Staff see every status, the paused wine included.
  await expect(page.getByText('Gigondas Vieilles Vignes')).toBeVisible();

  await menu.getByRole('link', { name: 'Caisse', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/salespoints$/);
  await expect(page.getByText('Caveau du domaine').filter({ visible: true }).first()).toBeVisible();
  await expectNoReload(page);

  // Back and forward move between MFEs client-side.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  await expect(page.getByTestId('products-list')).toBeVisible();
  await page.goForward();
  await expect(page.getByTestId('salespoints-list')).toBeVisible();
  await expectNoReload(page);
});

// The sales home draws with the few strings its first chunks name (0.3 KB); the next sales screen brings its own
// strings (its chunk's part), before it draws, and never the whole catalog (shared/build-config/src/first-catalog.cjs).
test('the sales home downloads only its own strings; the next sales screen brings its own, before it draws', async ({ page }) => {
  const report = await (await page.request.get('/mfe/mfe-dashboard-sales/first-catalog.json')).json() as { catalogs: Array<{ file: string; locale: string; kind: string }>; parts: Array<{ fr: string }> };
  const base = '/mfe/mfe-dashboard-sales/';
  const catalog = (kind: string) => `${base}${report.catalogs.find((c) => c.locale === 'fr' && c.kind === kind)!.file}`;
  const parts = new Set(report.parts.map((p) => `${base}${p.fr}`));
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));

  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  const home = page.getByTestId('dashboard-home');
  await expect(home.getByRole('heading', { name: 'Bonjour Claire' })).toBeVisible();
  await expect(home).toContainText('Commandes en attente');
  expect(requested).toContain(catalog('first'));
  expect(requested.filter((url) => parts.has(url))).toEqual([]);

  await page.getByTestId('side-menu').getByRole('link', { name: 'Commandes', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Commandes', exact: true })).toBeVisible();
  await expect(page.getByText('Statut', { exact: true }).first()).toBeVisible();
  const fetched = requested.filter((url) => parts.has(url));
  expect(fetched.length).toBeGreaterThan(0);
  expect(requested).not.toContain(catalog('whole'));
  // Named by its content, like a chunk: cached for good.
  expect((await page.request.get(fetched[0]!)).headers()['cache-control']).toContain('immutable');
});

test('an unknown dashboard page shows the 404 to a logged-in user', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/orders/does/not/exist');
  await expect(page.getByTestId('not-found')).toContainText('Cette page est introuvable');
  await expect(page.getByTestId('header-user')).toBeVisible();
});

test('a wrong password shows the contract message', async ({ page }) => {
  await page.goto('/auth/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel(/E-mail, identifiant/).fill('owner@vendange.test');
  await form.getByLabel(/Mot de passe/).fill('wrong-password');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Le mail et/ou le mot de passe sont incorrects.');
});

test("the theme's CSS comes with the page, written at build time, and no app inserts it again", async ({ page, request }) => {
  // In the document itself, before any script: the cascade layers' order first (build-config's theme-css.cjs).
  const html = await (await request.get('/dashboard')).text();
  expect(html).toMatch(/<style id="?vendange-theme-css"?>@layer reset,base,tokens,recipes;/);

  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page.getByTestId('dashboard-home')).toBeVisible();
  const styles = await page.evaluate(() => ({
    brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim(),
    body: getComputedStyle(document.body).backgroundColor,
    // What each React root's ChakraProvider inserted before (one <style> per root).
    inserted: document.querySelectorAll('style[data-emotion^="css-global"]').length,
    pageCss: document.querySelectorAll('#vendange-theme-css').length,
  }));
  // The theme's tokens and its body colour (gray.50) apply; the shell's and the home's roots added nothing.
  expect(styles).toEqual({ brand: '#219EBC', body: 'rgb(250, 250, 250)', inserted: 0, pageCss: 1 });
});
