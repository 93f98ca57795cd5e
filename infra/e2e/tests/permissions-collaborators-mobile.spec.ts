import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm } from '../helpers';

test.use({ viewport: { width: 375, height: 740 } });

const noSideways = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('on a 375 px phone the owner reads a collaborator and fills the add form with the keyboard', async ({ page }) => {
  await page.goto('/auth/login?redirectLink=%2Fdashboard%2Fcollaborators');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard\/collaborators$/);
  const staffRow = page.getByTestId('collaborators-list-row').filter({ hasText: 'staff@vendange.test' });
  await expect(staffRow).toContainText('Actif');
  await expect(staffRow).toContainText('4 droits');
  await noSideways(page);

  await staffRow.getByTestId('collaborator-link').click();
  await expect(page.getByTestId('collaborator-name')).toHaveText('Léa Petit');
  await expect(page.getByTestId('permission-seeAllClient').locator('input')).toBeChecked();
  await expect(page.getByTestId('permission-seeAllOrder').locator('input')).not.toBeChecked();
  await noSideways(page);
  // A group folds away, which keeps the long list manageable on a phone.
  await page.getByTestId('permission-group-sales').getByRole('button', { name: /Ventes/ }).click();
  await expect(page.getByTestId('permission-seeAllOrder')).toBeHidden();
  // Nothing is changed on the demo collaborator: other tests rely on staff as seeded.
  await expect(page.getByTestId('collaborator-save')).toBeDisabled();

  await page.goto('/dashboard/collaborators/add');
  const form = page.getByTestId('collaborator-form');
  await expect(form).toBeVisible();
  await noSideways(page);
  await form.getByLabel(/^Prénom/).fill('Anne');
  await form.getByLabel(/^Nom/).fill('Roux');
  await form.getByLabel(/^Téléphone/).fill('12');
  // Space on a focused switch toggles it; "Tout cocher" fills a whole group.
  await page.getByTestId('permission-seeAllTask').locator('input').focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('permission-seeAllTask').locator('input')).toBeChecked();
  await page.getByTestId('permission-group-toggle-marketing').click();
  await expect(page.getByTestId('permission-createCampaign').locator('input')).toBeChecked();
  await expect(page.getByTestId('permission-group-toggle-marketing')).toHaveText('Tout décocher');
  // Enter submits; the contract's messages appear under the fields and nothing typed is lost.
  await form.getByLabel(/^Nom/).press('Enter');
  await expect(form.getByRole('alert')).toHaveText(['Ce champ ne peut pas être vide', "Ce numéro n'est pas valide"]);
  await expect(form.getByLabel(/^Prénom/)).toHaveValue('Anne');
  await expect(page.getByTestId('permission-seeAllTask').locator('input')).toBeChecked();
  await noSideways(page);
});
