import { expect, test } from '@playwright/test';
import { loginThroughForm, tokenOf } from '../helpers';

/** Maintenance is platform-wide: whatever happens, none is left for the next spec. */
test.afterEach(async ({ request }) => {
  const auth = { authorization: `Bearer ${await tokenOf(request, 'admin@vendange.test')}` };
  const list = (await (await request.get('/v1/admin/maintenances', { headers: auth })).json()) as Array<{ id: number; cancelledAt?: string | null }>;
  for (const m of list.filter((x) => !x.cancelledAt)) await request.delete(`/v1/admin/maintenances/${m.id}`, { headers: auth });
});

const localInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

test('an administrator plans a maintenance: a banner announces it, then the full page shows while it runs', async ({ browser, page }) => {
  // The administrator plans one for tomorrow, from /admin.
  await page.goto('/auth/login');
  await loginThroughForm(page, 'admin@vendange.test');
  await expect(page).toHaveURL(/\/admin$/);
  const form = page.getByTestId('maintenance-form');
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setSeconds(0, 0);
  await form.getByLabel('Début').fill(localInput(tomorrow));
  await form.getByLabel('Fin').fill(localInput(new Date(tomorrow.getTime() + 2 * 3600_000)));
  await form.getByRole('button', { name: 'Planifier' }).click();
  await expect(page.getByTestId('maintenance-row')).toHaveCount(1);
  await expect(page.getByTestId('maintenance-row')).toContainText('Prévue');

  // A producer sees the banner with the planned date.
  const owner = await browser.newPage();
  await owner.clock.install();
  await owner.goto('/auth/login');
  await loginThroughForm(owner, 'owner@vendange.test');
  await expect(owner).toHaveURL(/\/dashboard$/);
  const banner = owner.getByTestId('maintenance-banner');
  // The platform shows dates in French time: between 23:00 and midnight UTC, tomorrow there is already the day after.
  const frenchDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(tomorrow);
  await expect(banner).toContainText(frenchDate);

  // The administrator moves it to now, with the page: within a minute (the banner's poll) the producer's page changes.
  await page.getByTestId('maintenance-row').getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler la maintenance' }).click();
  await expect(page.getByTestId('maintenance-row')).toContainText('Annulée');
  const now = new Date(Date.now() - 60_000);
  await form.getByLabel('Début').fill(localInput(now));
  await form.getByLabel('Fin').fill(localInput(new Date(now.getTime() + 3 * 3600_000)));
  await form.getByRole('button', { name: 'Planifier' }).click();
  await expect(page.getByTestId('maintenance-row').filter({ hasText: 'En cours' })).toHaveCount(1);
  // The administrator keeps working (a banner, not the page).
  await expect(page.getByTestId('maintenance-current')).toContainText('Page de maintenance affichée');

  await expect(owner.getByTestId('dashboard-home')).toBeVisible();
  await owner.clock.fastForward('01:05');
  await expect(owner.getByTestId('maintenance-page')).toBeVisible();
  await expect(owner.getByTestId('maintenance-page')).toContainText('Retour prévu le');
  await owner.close();
});

test('a new version of the app shows a persistent notice offering a reload', async ({ page }) => {
  let version = 'test+aaaaaaaaaaaa';
  await page.route('**/version.json', (route) => route.fulfill({ json: { version } }));
  await page.clock.install();
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Let the page finish loading its code before moving the clock (a jump would time its loads out).
  await expect(page.getByTestId('dashboard-home')).toBeVisible();
  await page.clock.fastForward('05:01');
  await expect(page.getByTestId('version-notice')).toBeHidden();

  version = 'test+bbbbbbbbbbbb';
  await page.clock.fastForward('05:01');
  const notice = page.getByTestId('version-notice');
  await expect(notice).toContainText('Une nouvelle version');
  await page.clock.fastForward('10:00');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Recharger' }).click();
  await expect(page.getByTestId('version-notice')).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});
