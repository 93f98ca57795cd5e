import { expect, test } from '@playwright/test';

test('an anonymous visitor finds the producers and opens a shop with its products', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nos producteurs' })).toBeVisible();
  await page.getByRole('link', { name: 'Domaine des Coteaux' }).click();
  await expect(page).toHaveURL(/\/domaine-des-coteaux$/);
  await expect(page.getByTestId('shop-name')).toHaveText('Domaine des Coteaux');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('Côtes du Rhône Les Galets')).toBeVisible();
  // A paused product is not for sale: the public never sees it.
  await expect(page.getByText('Gigondas Vieilles Vignes')).toHaveCount(0);
  // Every demo product on sale (other journeys may have added theirs to the shared database).
  for (const name of ['Côtes du Rhône Les Galets', 'Viognier des Coteaux', 'Rosé de Saignée', 'Tire-bouchon du Domaine', 'Votre coffret découverte']) await expect(cards.filter({ hasText: name })).toHaveCount(1);
  // The public price list shows prices incl. VAT and duties, as the order will cost them.
  await expect(cards.first()).toContainText(/\d+,\d{2} € TTC/);
  await expect(cards.first()).not.toContainText('HT');
  await expect(page.getByText("L'abus d'alcool est dangereux pour la santé", { exact: false })).toBeVisible();
});

test('a shop opens by its public code and its id too, and an unknown shop sends a visitor to login', async ({ page }) => {
  await page.goto('/2');
  await expect(page.getByTestId('shop-name')).toHaveText('Château Belle Rivière');
  await page.goto('/no-such-shop');
  await expect(page).toHaveURL(/\/auth\/login\?redirectLink=%2Fno-such-shop/);
});

test('English when asked with ?lang=en and on the next pages; the switch goes back to French, and the shop page follows', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nos producteurs' })).toBeVisible();
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Our producers' })).toBeVisible();
  // The choice outlives the first click (issue 15 point 13): a page without ?lang= stays English, prices too.
  await page.goto('/domaine-des-coteaux');
  await expect(page.getByRole('link', { name: 'Sign in' }).or(page.getByRole('button', { name: 'Sign in' })).first()).toBeVisible();
  await expect(page.locator('body')).toContainText('€');
  await expect(page.locator('body')).not.toContainText(/\d,\d\d €/);
  const galets = page.getByTestId('product-card').filter({ hasText: 'Côtes du Rhône Les Galets' });
  await expect(galets).toContainText('Red');
  await expect(galets).not.toContainText('Rouge');
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('link', { name: 'Se connecter' }).or(page.getByRole('button', { name: 'Se connecter' })).first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nos producteurs' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { name: 'Our producers' })).toBeVisible();
});

test.describe('a first-time visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('is asked their age before a shop; "Non" leads to the auth page, "Oui" is remembered', async ({ page, context }) => {
    await page.goto('/domaine-des-coteaux');
    const gate = page.getByTestId('age-gate');
    await expect(gate).toContainText('Avez-vous 18 ans ou plus ?');
    await gate.getByRole('button', { name: 'Non' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);

    await page.goto('/domaine-des-coteaux');
    await gate.getByRole('button', { name: "Oui, j'ai 18 ans ou plus" }).click();
    await expect(gate).toBeHidden();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'isOver18')?.value).toBe('true');
    await page.reload();
    await expect(page.getByTestId('shop-name')).toBeVisible();
    await expect(gate).toHaveCount(0);
  });

  test('on a desktop, the age question inside the app is a centred dialog, not a full-height column', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Domaine des Coteaux' }).click();
    const gate = page.getByTestId('age-gate');
    await expect(gate).toContainText('Avez-vous 18 ans ou plus ?');
    const box = (await gate.boundingBox())!;
    expect(box.height).toBeLessThan(800 * 0.7);
    expect(box.width).toBeGreaterThan(300);
    await gate.getByRole('button', { name: "Oui, j'ai 18 ans ou plus" }).click();
    await expect(gate).toBeHidden();
  });
});
