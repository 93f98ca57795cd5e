import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm } from '../helpers';

// A form's checks (its contract's zod schema, libphonenumber's metadata) are fetched once the form is being filled,
// not before it draws (shared/ui's useLazyChecks, docs/decisions/front-end-performance.md, session 31).

/**
 * Scripts holding zod (its error class names survive minification), recorded before the browser receives them; while
 * `net.offline`, they fail as on a dropped network.
 */
async function watchZod(page: Page): Promise<{ seen: string[]; net: { offline: boolean } }> {
  const seen: string[] = [];
  const net = { offline: false };
  await page.route('**/*.js', async (route) => {
    const res = await route.fetch();
    if (!(await res.text()).includes('ZodError')) return route.fulfill({ response: res });
    if (net.offline) return route.abort('internetdisconnected');
    seen.push(new URL(route.request().url()).pathname);
    return route.fulfill({ response: res });
  });
  return { seen, net };
}

/** Logs the owner in and opens `path` until `testId` shows and the page has loaded. */
async function openAsOwner(page: Page, path: string, testId: string): Promise<void> {
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible();
  await page.waitForLoadState('load');
}

test('the collaborator form draws without its checks, fetches them when filled, and keeps what was typed when they cannot come', async ({ page }) => {
  const { seen: zod, net } = await watchZod(page);
  // The network drops for the checks only, until released.
  net.offline = true;

  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/collaborators/add');
  const form = page.getByTestId('collaborator-form');
  await expect(form.getByTestId('permission-seeAllClient')).toBeVisible();
  await page.waitForLoadState('load');
  expect(zod).toEqual([]);

  await form.getByLabel(/^Prénom/).fill('Vincent');
  await form.getByLabel(/^E-mail/).fill('pas-un-mail');
  await form.getByTestId('collaborator-submit').click();
  await expect(page.getByTestId('snackbar-error')).toContainText('Les contrôles du formulaire n’ont pas pu être chargés');
  await expect(form.getByLabel(/^Prénom/)).toHaveValue('Vincent');
  await expect(form.getByLabel(/^E-mail/)).toHaveValue('pas-un-mail');

  // Back online: the same click checks the form with the contract's French messages.
  net.offline = false;
  await form.getByTestId('collaborator-submit').click();
  await expect(form.getByRole('alert').first()).toHaveText('Ce champ ne peut pas être vide');
  await expect(form.getByRole('alert').last()).toHaveText('Le mail est incorrect');
  expect(zod.length).toBeGreaterThan(0);
});

// Pricing as the producer picks a client and a product (the checks then come) is staff-sales.spec.ts's journey.
test('the sale form draws without zod; saving fetches the checks and says what is missing', async ({ page }) => {
  const { seen: zod } = await watchZod(page);
  await openAsOwner(page, '/dashboard/orders/add', 'sale-add');
  expect(zod).toEqual([]);
  // Saving an empty sale fetches the checks and says what is missing, under its field.
  await page.getByTestId('sale-save-draft').click();
  await expect(page.getByTestId('sale-add')).toContainText('Choisissez le client de la vente.');
  expect(zod.length).toBeGreaterThan(0);
});

test('offline when a sale can first be priced, the totals say why; back online, the next change prices it', async ({ page }) => {
  const { net } = await watchZod(page);
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/orders/add');
  await expect(page.getByTestId('sale-add')).toBeVisible();
  net.offline = true;
  await page.getByTestId('sale-client-search').fill('Vieux Port');
  await page.getByTestId('sale-client-option').filter({ hasText: 'Cave du Vieux Port' }).click();
  await expect(page.getByTestId('sale-client').getByTestId('sale-client-name')).toHaveText('Cave du Vieux Port');
  await page.getByTestId('sale-product-search').fill('Les Galets');
  // The search's own answer, not the list shown before it (staff-sales.spec.ts's addProduct).
  const options = page.getByTestId('sale-product-option');
  await expect(options.filter({ hasNotText: 'Les Galets' })).toHaveCount(0);
  await options.filter({ hasText: 'Les Galets' }).getByTestId('sale-product-add').first().click();
  await expect(page.getByTestId('sale-totals-error')).toContainText('Les contrôles du formulaire n’ont pas pu être chargés');

  net.offline = false;
  await page.getByTestId('sale-line').first().getByTestId('sale-line-quantity').fill('6');
  await expect(page.getByTestId('sale-totals-error')).toHaveCount(0);
  await expect(page.getByTestId('sale-total-ttc')).toHaveText(/€$/);
});

// The stock pages' dialogs come on first opening (mfe-kit's lazyDialog, session 32): the list draws without zod.
test('the movements list draws without zod; its dialog comes when opened, and says so when it cannot', async ({ page }) => {
  const { seen: zod, net } = await watchZod(page);
  await openAsOwner(page, '/dashboard/stocks/movements', 'movements-screen');
  expect(zod).toEqual([]);

  // Offline: the dialog cannot come; the page says so and stays usable.
  net.offline = true;
  await page.getByTestId('movement-new').click();
  await expect(page.getByTestId('snackbar-error')).toContainText("Cette fenêtre n'a pas pu s'ouvrir");
  await expect(page.getByTestId('movement-dialog')).toHaveCount(0);

  // Back online: the next click opens it.
  net.offline = false;
  await page.getByTestId('movement-new').click();
  await expect(page.getByTestId('movement-dialog')).toBeVisible();
  await expect(page.getByTestId('movement-kind')).toHaveValue('entry');
  expect(zod.length).toBeGreaterThan(0);
});
