import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

async function legalOf(request: APIRequestContext, token: string): Promise<Record<string, unknown> | null> {
  const res = await request.get('/v1/shops/me/legal', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { legal: Record<string, unknown> | null }).legal;
}

test('the owner fills the legal notice; a visitor reads it from the shop footer', async ({ page, request, browser }) => {
  const token = await tokenOf(request, OWNER);
  const original = await legalOf(request, token);
  try {
    await loginThroughApi(page, OWNER);
    await page.goto('/dashboard/settings?link=infos');
    const form = page.getByTestId('legal-settings-form');
    await expect(form).toBeVisible();
    await form.getByTestId('legal-company-name').fill('EARL Domaine des Coteaux');
    await form.getByTestId('legal-director').fill('Margaux Lefèvre');
    await form.getByTestId('legal-host-name').fill('Hébergeur Bourgogne SAS');
    await form.getByTestId('legal-siret').fill('1234');
    await page.getByTestId('settings-save').click();
    await expect(form.getByText('Le SIRET doit faire 14 chiffres', { exact: false })).toBeVisible();
    await form.getByTestId('legal-siret').fill('123 456 789 00011');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('snackbar-success').filter({ hasText: 'Mentions légales enregistrées.' }).last()).toBeVisible();
    await expect(form.getByTestId('legal-siret')).toHaveValue('12345678900011');

    // Another browser, not logged in, past the age gate (the project's cookie).
    const { baseURL, storageState } = test.info().project.use;
    const visitorContext = await browser.newContext({ baseURL, storageState, locale: 'fr-FR' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/domaine-des-coteaux');
    await visitor.getByTestId('shop-legal-notice-link').click();
    await expect(visitor).toHaveURL(/\/domaine-des-coteaux\/legal-notice$/);
    await expect(visitor.getByTestId('legal-notice-shop')).toHaveText('Domaine des Coteaux');
    await expect(visitor.getByTestId('legal-notice-director')).toContainText('Margaux Lefèvre');
    await expect(visitor.getByTestId('legal-notice-registration')).toContainText('SIRET 12345678900011');
    await expect(visitor.getByTestId('legal-notice-host')).toContainText('Hébergeur Bourgogne SAS');
    await visitor.getByTestId('legal-notice-back').click();
    await expect(visitor.getByTestId('shop-name')).toHaveText('Domaine des Coteaux');
    await visitorContext.close();
  } finally {
    if (original) {
      const res = await request.put('/v1/shops/me/legal', { headers: { authorization: `Bearer ${token}` }, data: original });
      expect(res.ok(), `restoring the notice: ${res.status()}`).toBe(true);
    }
  }
});
