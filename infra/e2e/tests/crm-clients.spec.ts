import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

/** A valid SIRET (Luhn key) of a made-up establishment, unique per run. */
function siretOf(seed: number): string {
  const base = `8${String(seed).padStart(12, '0').slice(-12)}`;
  for (let k = 0; k < 10; k += 1) {
    const s = `${base}${k}`;
    let sum = 0;
    for (let i = 0; i < 14; i += 1) {
      let d = Number(s[13 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    if (sum % 10 === 0) return s;
  }
  throw new Error('no key');
}

test('the owner adds a professional client with a SIRET and a contact, finds them, sees an order placed for them, adds a note and exports the list', async ({ page, request }) => {
  const stamp = Date.now();
  const business = `Cave Journey ${stamp}`;
  const siret = siretOf(stamp % 1_000_000_000_000);
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/clients/add?isPro=true');
  const form = page.getByTestId('client-form');
  await expect(form).toBeVisible();
  // Nothing typed: the business name is asked for in French, and the form stays.
  await form.getByTestId('client-save').click();
  await expect(form.getByText('Indiquez la raison sociale de ce professionnel.')).toBeVisible();
  await form.getByTestId('client-business').fill(business);
  await form.getByTestId('client-siret').fill(`${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`);
  await expect(form.getByTestId('client-siren-nic')).toHaveText(`SIREN ${siret.slice(0, 9)} · NIC ${siret.slice(9)}`);
  await form.getByTestId('client-email').fill(`achats-${stamp}@journey.test`);
  await form.getByTestId('client-contact-add').click();
  await form.getByTestId('contact-0-firstname').fill('Anne');
  await form.getByTestId('contact-0-lastname').fill('Roux');
  await form.getByTestId('contact-0-role').fill('Acheteuse');
  await form.getByTestId('client-save').click();
  const pageView = page.getByTestId('client-page');
  await expect(pageView.getByTestId('client-name')).toHaveText(business);
  await expect(pageView.getByTestId('client-siret-shown')).toContainText(siret);
  await expect(pageView.getByTestId('client-contact')).toContainText('Anne Roux · Acheteuse');
  const clientId = Number(/\/dashboard\/clients\/(\d+)/.exec(page.url())![1]);

  // An order entered for them (a staff sale), through the API.
  const owner = await tokenOf(request, OWNER);
  const sale = await request.post('/v1/orders/staff', { headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId, lines: [{ productId: 1, quantity: 1 }] } });
  expect(sale.status(), await sale.text()).toBe(201);
  const { reference } = (await sale.json()) as { reference: string };

  // Found by search (SIRET start), opened from the list.
  await page.goto('/dashboard/clients');
  await page.getByTestId('clients-search').fill(siret.slice(0, 9));
  await expect(page).toHaveURL(new RegExp(`q=${siret.slice(0, 9)}`));
  const row = page.getByTestId('clients-list-row').filter({ hasText: business });
  await expect(row).toHaveCount(1);
  await row.getByTestId('client-link').click();
  await expect(page.getByTestId('client-orders')).toContainText(reference);

  // A note, in the timeline at once.
  await page.getByTestId('client-note-input').fill('Rappeler après le salon');
  await page.getByTestId('client-note-save').click();
  await expect(page.getByTestId('client-timeline-note').first()).toContainText('Rappeler après le salon');

  // The filtered list as a French CSV.
  await page.goto(`/dashboard/clients?q=${siret.slice(0, 9)}`);
  const download = page.waitForEvent('download');
  await page.getByTestId('clients-export').click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(`;${business};${siret};`);
});

test('on a phone the clients list shows cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/clients?isPro=true');
  await expect(page.getByTestId('clients-list-card').first()).toBeVisible();
  await expect(page.getByTestId('clients-list-row').first()).toBeHidden();
});

test('the owner imports a CSV of 3 clients, one a duplicate of a client already in the file', async ({ page, request }) => {
  const stamp = Date.now();
  const owner = await tokenOf(request, OWNER);
  const known = await request.post('/v1/clients', { headers: bearer(owner), data: { shopId: 1, lastname: `Connu ${stamp}`, email: `connu-${stamp}@journey.test` } });
  expect(known.status(), await known.text()).toBe(201);
  const csv = [
    'nom;prenom;email;code_postal;ville;adresse',
    `Import A ${stamp};Jeanne;a-${stamp}@journey.test;69003;Lyon;2 rue de Lyon`,
    `Import B ${stamp};Paul;b-${stamp}@journey.test;;;`,
    `Connu ${stamp};;connu-${stamp}@journey.test;;;`,
  ].join('\n');
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/clients');
  await page.getByTestId('clients-import').click();
  await page.getByTestId('client-import-file').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByTestId('client-import-read').click();
  const preview = page.getByTestId('client-import-preview');
  await expect(preview.getByTestId('client-import-line')).toHaveCount(3);
  await expect(preview.getByTestId('client-import-duplicates')).toHaveText('1 doublons écartés');
  await expect(preview.getByTestId('client-import-line').filter({ hasText: `Connu ${stamp}` })).toContainText('Déjà client');
  await page.getByTestId('client-import-confirm').click();
  await expect(preview.getByTestId('client-import-created')).toHaveText('2 clients créés');
  await page.goto(`/dashboard/clients?q=${stamp}`);
  await expect(page.getByTestId('clients-total')).toHaveText('3 au total');
});
