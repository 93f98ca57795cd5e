import { expect, test } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

// Château Belle Rivière (owner2): the other journeys print documents of Domaine des Coteaux; this one takes
// its logo off again, whatever happens.
const OWNER = 'owner2@vendange.test';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the owner sets the shop logo, sees it on the storefront, then removes it after a confirmation', async ({ page, request }) => {
  const token = await tokenOf(request, OWNER);
  try {
    await loginThroughApi(page, OWNER);
    await page.goto('/dashboard/customize');
    const field = page.getByTestId('logo-field');
    await expect(field).toContainText('Aucun logo');
    // A GIF is refused before it leaves, in French.
    await field.getByTestId('logo-input').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(field.getByTestId('logo-error')).toHaveText('Le logo doit être une image PNG ou JPEG.');
    await field.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(field.getByTestId('logo-current')).toHaveAttribute('src', /^\/v1\/shops\/2\/logo\?v=\d+$/);
    await expect(page.getByTestId('snackbar-success').last()).toContainText('Le logo est enregistré');

    const shop = (await (await request.get('/v1/shops/me', { headers: bearer(token) })).json()) as { urlShop: string; logo: string };
    await page.goto(`/${shop.urlShop}`);
    await expect(page.getByTestId('shop-header-logo').locator('img')).toHaveAttribute('src', shop.logo);

    await page.goto('/dashboard/customize');
    await field.getByTestId('logo-remove').click();
    await page.getByTestId('logo-remove-confirm').getByTestId('confirm-dialog-ok').click();
    await expect(field).toContainText('Aucun logo');
  } finally {
    await request.delete('/v1/shops/me/logo', { headers: bearer(token) });
  }
});
