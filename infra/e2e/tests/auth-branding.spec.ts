import { expect, test } from '@playwright/test';
import { seasonOf } from '@vendange/mfe-auth/season';

test('a branded auth page shows the shop name, logo, colour and a link back to the shop', async ({ page }) => {
  await page.goto('/auth/login?id=COTEAUX');
  await expect(page.getByTestId('auth-shop-name')).toHaveText('Domaine des Coteaux');
  await expect(page.getByTestId('auth-shop-logo')).toBeVisible();
  await expect(page.getByTestId('auth-layout')).toHaveAttribute('data-shop', 'COTEAUX');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCSS('background-color', 'rgb(123, 45, 67)');
  const back = page.getByTestId('auth-back-link');
  await expect(back).toHaveAttribute('href', '/domaine-des-coteaux');

  // Moving between auth screens keeps the shop.
  await page.getByTestId('auth-switch-register').click();
  await expect(page).toHaveURL(/\/auth\/register\?id=COTEAUX$/);
  await page.getByTestId('register-kind-buyer').click();
  await expect(page).toHaveURL(/\/auth\/register\/buyer\?id=COTEAUX$/);
  await expect(page.getByTestId('auth-shop-name')).toHaveText('Domaine des Coteaux');

  await page.getByTestId('auth-back-link').click();
  await expect(page).toHaveURL(/\/domaine-des-coteaux$/);
});

test('without a shop: the seasonal banner, the platform mark and a link to the main site', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByTestId('auth-site-logo')).toBeVisible();
  await expect(page.getByTestId('auth-back-link')).toHaveAttribute('href', '/');
  const season = seasonOf(new Date());
  await expect(page.getByTestId('auth-banner')).toHaveAttribute('data-season', season);
  const image = page.getByTestId('auth-banner-image');
  await expect(image).toHaveAttribute('src', new RegExp(`season-${season}\\.[0-9a-f]{8}\\.svg$`));
  // The image is really served (asset module next to the MFE's chunks).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('an unknown shop code sends the visitor to registration, other query params kept', async ({ page }) => {
  await page.goto('/auth/login?id=NOPE-NOT-A-SHOP&redirectLink=%2Fcart');
  await expect(page).toHaveURL(/\/auth\/register\?redirectLink=%2Fcart$/);
  await expect(page.getByTestId('register-kinds')).toBeVisible();
});

test('a referral (refId) hides the register / sign-in switch, which shows otherwise', async ({ page }) => {
  await page.goto('/auth/register?refId=agent-4');
  await expect(page.getByTestId('register-kinds')).toBeVisible();
  await expect(page.getByTestId('auth-switch')).toHaveCount(0);
  await page.getByTestId('register-kind-buyer').click();
  await expect(page).toHaveURL(/\/auth\/register\/buyer\?refId=agent-4$/);
  await expect(page.getByTestId('auth-switch')).toHaveCount(0);

  await page.goto('/auth/login');
  await expect(page.getByTestId('auth-switch')).toBeVisible();
});

test('on a 375 px phone the banner is hidden and the form fits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/auth/login?id=COTEAUX');
  await expect(page.getByTestId('auth-shop-name')).toHaveText('Domaine des Coteaux');
  await expect(page.getByTestId('auth-banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
