import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ProductDetail, SalesPoint, TillCatalogue } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

test('the owner takes the Z closing of the day from the screen, sees its totals, verifies the journal and downloads the archive', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  // A sales point and a wine of its own, so no other journey's sales land in this Z.
  const stamp = Date.now();
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name: `Cuvée du journal ${stamp}`, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ProductDetail;
  const pointRes = await request.post('/v1/salespoints', { headers: bearer(owner), data: { shopId: 1, name: `Caisse journal ${stamp}`, paymentTypes: ['cash', 'card'] } });
  expect(pointRes.status(), await pointRes.text()).toBe(201);
  const point = (await pointRes.json()) as SalesPoint;
  const catalogue = await request.get(`/v1/salespoints/${point.id}/catalogue`, { headers: bearer(owner), params: { shopId: 1 } });
  expect(catalogue.ok(), await catalogue.text()).toBe(true);
  const item = ((await catalogue.json()) as TillCatalogue).items.find((i) => i.productId === product.id)!;
  expect(item).toBeTruthy();
  // Two bottles, paid part card part cash: the Z must show that total and both payment types.
  const total = item.unitTtcCents * 2;
  const sale = await request.post(`/v1/salespoints/${point.id}/sales`, {
    headers: bearer(owner), params: { shopId: 1 },
    data: {
      key: randomUUID(), soldAt: new Date().toISOString(),
      lines: [{ productId: item.productId, formatId: item.formatId, quantity: 2, unitTtcCents: item.unitTtcCents }],
      payments: [{ type: 'card', amountCents: 1000 }, { type: 'cash', amountCents: total - 1000 }],
    },
  });
  expect(sale.ok(), await sale.text()).toBe(true);

  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/salespoints/${point.id}`);
  await page.getByTestId('salespoint-journal').click();
  await expect(page.getByTestId('journal-screen')).toBeVisible();
  await expect(page.getByTestId('closings-empty')).toBeVisible();
  await expect(page.getByTestId('journal-entry').or(page.getByTestId('journal-entry-card')).first()).toBeVisible();

  // « Clôture Z du jour », confirmed.
  await page.getByTestId('closing-take-day').click();
  const confirm = page.getByTestId('closing-confirm');
  await expect(confirm).toContainText('Une clôture est définitive');
  await confirm.getByRole('button', { name: 'Clôturer' }).click();
  const card = page.getByTestId('closing-card').first();
  await expect(card).toContainText('Clôture Z');
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
  await expect(card.getByTestId('closing-total')).toContainText(euros(total));
  await expect(card.getByTestId('closing-tickets')).toHaveText('1');
  await expect(card.getByTestId('closing-payment-row')).toHaveCount(2);
  await expect(card).toContainText('Carte bancaire');
  await expect(card).toContainText('Espèces');

  // Taken once: asking again says so in French.
  await page.getByTestId('closing-take-day').click();
  await page.getByTestId('closing-confirm').getByRole('button', { name: 'Clôturer' }).click();
  await expect(page.getByTestId('closing-error')).toContainText('est déjà faite');

  // The whole chain verified.
  await page.getByTestId('journal-verify').click();
  await expect(page.getByTestId('journal-verify-ok')).toContainText('Journal intègre');

  // The signed archive, which verifies away from the platform.
  const download = page.waitForEvent('download');
  await page.getByTestId('journal-archive').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^journal-caisse-\d+-.*\.jsonl$/);
  const text = readFileSync((await file.path())!, 'utf8');
  const [body] = text.split('\n');
  const archive = JSON.parse(body!) as { entries: { kind: string }[]; closings: unknown[] };
  expect(archive.entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['ticket', 'closing', 'event']));
  expect(archive.closings).toHaveLength(1);
  await expect(page.getByTestId('journal-archive-message')).toContainText('Archive téléchargée');
});
