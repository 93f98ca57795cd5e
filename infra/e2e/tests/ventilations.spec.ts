import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

interface Ventilation { rows: Array<{ account: string; rate: string }>; total: { totalCents: number }; documents: { count: number } }

/** Cents as the screens show them (formatCents, French): 123456 → "1 234,56 €" (a narrow no-break space in thousands). */
const shown = (cents: number) => `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

test('the owner opens Ventilations from the Sales menu, reads the sales by account and rate, changes the period and downloads the CSV', async ({ page, request }) => {
  // An invoice issued today, so this month holds the demo shop's sales whatever day the journey runs.
  const owner = await tokenOf(request, OWNER);
  const made = await request.post('/v1/orders/staff', { headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId: 1, validate: true, lines: [{ productId: 1, quantity: 3 }] } });
  expect(made.status(), await made.text()).toBe(201);
  const invoiced = await request.post(`/v1/orders/${((await made.json()) as { id: number }).id}/invoice`, { headers: bearer(owner), data: {} });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  const invoice = (await invoiced.json()) as { number: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Ventilations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/ventilate$/);
  const screen = page.getByTestId('ventilations-screen');
  await expect(screen.getByTestId('ventilation-period-thisMonth')).toHaveAttribute('aria-pressed', 'true');

  // This month: the wine on 701000 at 20 %, the total the API's for the same period, to the cent.
  const from = await screen.getByTestId('ventilation-from').inputValue();
  const to = await screen.getByTestId('ventilation-to').inputValue();
  const month = (await (await request.get(`/v1/accounting/ventilation?shopId=1&from=${from}&to=${to}`, { headers: bearer(owner) })).json()) as Ventilation;
  await expect(screen.getByTestId('ventilation-row-701000-20')).toContainText('701000');
  await expect(screen.getByTestId('ventilation-row-701000-20')).toContainText('Ventes de produits finis');
  await expect(screen.getByTestId('ventilation-total')).toContainText(shown(month.total.totalCents).slice(-6));
  await expect(screen.getByTestId('ventilation-documents-count')).toContainText(String(month.documents.count));

  // The invoice's own breakdown, opened from the period's documents.
  await screen.getByTestId(`ventilation-document-toggle-${invoice.number}`).click();
  await expect(screen.getByTestId(`ventilation-document-${invoice.number}`).locator('[data-testid^="document-ventilation-"]')).toContainText('701000');

  // The documents list, filtered on the same period.
  await expect(screen.getByTestId('ventilation-bills-link')).toHaveAttribute('href', `/dashboard/orders/bills?from=${from}&to=${to}`);

  // Another period: one without any sale shows the empty state; the fiscal year comes back with the sales.
  await screen.getByTestId('ventilation-from').fill('2001-01-01');
  await screen.getByTestId('ventilation-to').fill('2001-01-31');
  await expect(screen.getByTestId('ventilation-empty')).toBeVisible();
  await expect(screen.getByTestId('ventilation-csv')).toBeDisabled();
  await screen.getByTestId('ventilation-period-fiscalYear').click();
  await expect(screen.getByTestId('ventilation-period-fiscalYear')).toHaveAttribute('aria-pressed', 'true');
  await expect(screen.getByTestId('ventilation-row-701000-20')).toBeVisible();

  // The table as CSV, for a French spreadsheet.
  const [download] = await Promise.all([page.waitForEvent('download'), screen.getByTestId('ventilation-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^ventilation-des-ventes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\ufeffCompte;Libellé;Taux de TVA;Base HT;TVA;Total TTC')).toBe(true);
  expect(csv).toContain('701000;Ventes de produits finis;20 %;');
  expect(csv).toContain(';Total des ventes;;');

  // On a phone the table scrolls inside its box: the page itself never grows wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(screen.getByTestId('ventilation-table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
