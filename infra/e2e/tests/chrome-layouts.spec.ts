import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginThroughApi } from '../helpers';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screenshots');
const WIDTHS = [1440, 1024, 375] as const;
type Width = (typeof WIDTHS)[number];

interface Expectation {
  email: string;
  /** Every side-menu entry at 1440, in order. */
  menu: string[];
  bottomBar: string[];
  search: boolean;
  cart: boolean;
  tickets: boolean;
  calendar: boolean;
}

const roles: Record<string, Expectation> = {
  owner: {
    email: 'owner@vendange.test',
    menu: [
      'Tableau de bord',
      'Devis', 'Commandes', 'Factures', "Factures d'acompte", "Factures d'avoir", 'Ventilations', 'Primeurs', 'Expéditions', 'Impayés', 'Paiements', 'Avoirs', 'Prélèvements SEPA',
      'Événements', 'Prise de réservation', 'Calendrier',
      'Clients', 'Opportunités', 'Prospection', 'Calendrier', 'Tâches',
      'Catalogue', 'Entrepôts', 'Stocks', 'Mouvements', 'Tarifs', 'Échantillons',
      'Listes', 'Campagnes', 'Modèles',
      'Collaborateurs', 'Agents', 'Objectifs', 'Structure commerciale',
      'Fournisseurs', 'Commandes fournisseurs',
      'Rapports', 'Caisse', 'Messagerie', 'Boutique en ligne', "Centre d'aide", 'Actualités', 'Paramètres',
    ],
    bottomBar: ['clients', 'orders', 'qr', 'notifications', 'help'],
    search: true, cart: false, tickets: true, calendar: true,
  },
  // Léa Petit: clients, products and stock, no orders, no tasks, no cash register.
  staff: {
    email: 'staff@vendange.test',
    menu: ['Tableau de bord', 'Clients', 'Opportunités', 'Prospection', 'Catalogue', 'Entrepôts', 'Stocks', 'Mouvements', 'Boutique en ligne', "Centre d'aide", 'Actualités', 'Paramètres'],
    bottomBar: ['clients', 'qr', 'notifications', 'help'],
    search: true, cart: false, tickets: false, calendar: false,
  },
  agent: {
    email: 'agent@vendange.test',
    menu: ['Tableau de bord', 'Commandes', 'Échantillons', 'Clients', 'Catalogue', 'Calendrier', 'Producteurs', 'Paramètres'],
    bottomBar: ['clients', 'orders', 'notifications', 'help'],
    search: true, cart: false, tickets: false, calendar: false,
  },
  buyer: {
    email: 'buyer@vendange.test',
    menu: ['Tableau de bord', 'Commandes', 'Mes factures', 'Réservations', 'Messagerie', 'Producteurs', 'Paramètres'],
    bottomBar: ['orders', 'notifications', 'help'],
    search: false, cart: true, tickets: true, calendar: false,
  },
};

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  const file = path.join(screenshots, `${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const shown = async (page: Page, testId: string, on: boolean) => expect(page.getByTestId(testId)).toHaveCount(on ? 1 : 0);

/** What every role sees at one width: sidebar, menu, header icons, bottom bar. */
async function checkChrome(page: Page, who: Expectation, width: Width) {
  const sidebar = page.getByTestId('sidebar');
  const header = page.getByTestId('app-header');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())?.height).toBe(64);
  if (width === 375) {
    await expect(sidebar).toHaveCount(0);
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())?.height).toBe(70);
    const buttons = await bar.locator('[data-testid^="bottom-bar-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('bottom-bar-', '')));
    expect(buttons).toEqual(who.bottomBar);
    await shown(page, 'help-button', false);
    await shown(page, 'header-search-open', who.search);
  } else {
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(width === 1440 ? 180 : 56);
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await expect(page.getByTestId('help-button')).toBeVisible();
    await shown(page, 'header-search', who.search);
  }
  await shown(page, 'header-cart', who.cart);
  await shown(page, 'header-tickets', who.tickets && width !== 375);
  await shown(page, 'header-calendar', who.calendar && width !== 375);
  await expect(page.getByTestId('header-notifications')).toBeVisible();
  if (width === 1440) {
    const links = page.getByTestId('side-menu').getByRole('link');
    await expect.poll(() => links.allInnerTexts().then((t) => t.map((s) => s.trim()))).toEqual(who.menu);
  }
  if (width === 1024) {
    // Icons only, each link still named for screen readers and titled for the mouse.
    const first = page.getByTestId('side-menu').getByRole('link').first();
    await expect(first).toHaveAttribute('aria-label', 'Tableau de bord');
    await expect(first).toHaveAttribute('title', 'Tableau de bord');
  }
}

for (const [name, who] of Object.entries(roles)) {
  test(`${name}: layouts, menus, header and bottom bar at 1440, 1024 and 375`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginThroughApi(page, who.email);
    await page.goto('/dashboard');
    await expect(page.getByTestId('header-user')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      await checkChrome(page, who, width);
      await keepScreenshot(page, testInfo, `${name}-${width}`);
    }
  });
}

test('owner: quick-create, go-to search, keyboard shortcut, mobile drawer and QR code', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughApi(page, 'owner@vendange.test');
  await page.goto('/dashboard');
  await expect(page.getByTestId('header-user')).toBeVisible();

  // Shop 1 has the futures module on: the owner may create a 'Primeur'.
  await page.getByTestId('quick-create').click();
  const flyout = page.getByTestId('quick-create-menu');
  await expect(flyout.getByRole('menuitem')).toHaveText(['Devis', 'Commande', 'Facture', 'Primeur', 'Fournisseur', 'Commande fournisseur', 'Client', 'Produit', 'Événement', 'Réservation', 'Liste', 'Campagne', 'Modèle']);
  // Escape in the open menu (on a loaded machine the key could land before the menu took the focus).
  await flyout.press('Escape');
  await expect(flyout).toBeHidden();

  // '/' focuses the go-to box; accents, case and spaces do not matter; Enter goes.
  await page.locator('body').press('/');
  const search = page.getByTestId('header-search');
  await expect(search).toBeFocused();
  await search.fill('CATALOGUÉ ');
  await expect(page.getByTestId('goto-option').first()).toContainText('Catalogue');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  // Arrows move through the list.
  await search.fill('commandes');
  await search.press('ArrowDown');
  await expect(page.getByTestId('goto-option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await search.press('Escape');
  await expect(page.getByTestId('goto-results')).toBeHidden();

  // The help widget: a round button opening a panel with the help centre and support.
  await page.getByTestId('help-button').click();
  await expect(page.getByTestId('help-panel')).toBeVisible();
  await expect(page.getByTestId('help-centre')).toHaveAttribute('rel', /noopener/);
  await expect(page.getByTestId('help-support')).toHaveAttribute('href', '/tickets');
  await page.getByTestId('help-panel').press('Escape');
  await expect(page.getByTestId('help-panel')).toHaveCount(0);

  // On a phone: title and back arrow, the drawer with quick-create and 'Déconnexion', the QR code.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByTestId('header-title')).toHaveText('Catalogue');
  await expect(page.getByTestId('header-back')).toBeVisible();
  await page.getByTestId('header-menu').click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer.getByTestId('drawer-logout')).toHaveText('Déconnexion');
  await expect(drawer.getByTestId('quick-create')).toBeVisible();
  await drawer.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await expect(drawer).toBeHidden();

  await page.getByTestId('bottom-bar-qr').click();
  const qr = page.getByTestId('qr-dialog');
  await expect(qr.getByTestId('qr-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(qr.getByTestId('qr-link')).toHaveText(/\/auth\/register\/buyer\?id=COTEAUX$/);
  await expect(qr.getByTestId('qr-download')).toHaveAttribute('download', 'qr-contact-coteaux.png');
  await qr.press('Escape');
  await expect(qr).toBeHidden();

  await page.getByTestId('bottom-bar-help').click();
  await expect(page.getByTestId('help-panel')).toBeVisible();
});

test('staff without the permissions has a quick-create without quote nor Primeur', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughApi(page, 'staff@vendange.test');
  await page.goto('/dashboard');
  await page.getByTestId('quick-create').click();
  await expect(page.getByTestId('quick-create-menu').getByRole('menuitem')).toHaveText(['Client']);
  await page.getByTestId('quick-create-client').click();
  await expect(page).toHaveURL(/\/dashboard\/clients\/add$/);
});

test('an agent sees the dashboard header on a shop; a visitor keeps the shop header', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughApi(page, 'agent@vendange.test');
  await page.goto('/domaine-des-coteaux');
  await expect(page.getByTestId('app-header')).toHaveAttribute('data-variant', 'dashboard');
  await expect(page.getByTestId('header-search')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/domaine-des-coteaux');
  await expect(visitor.getByTestId('app-header')).toHaveAttribute('data-variant', 'shop');
  await expect(visitor.getByTestId('header-search')).toHaveCount(0);
  await visitor.close();
});
