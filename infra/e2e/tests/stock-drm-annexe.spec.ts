import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { ProductDetail, Warehouse } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

test('an exit to Belgium under a DAE and one to Japan read as an EU dispatch and an export, the DAE in the annex and the EDI file, then discharged', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Cuvée Annexe ${stamp}`;
  // An ARC of its own (21 characters): 26, FR, 16 characters, a check digit.
  const arc = `26FR${String(stamp).padStart(16, '0')}7`;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const month = today.slice(0, 7);
  const owner = await tokenOf(request, OWNER);

  // A wine of its own, 24 bottles bottled in the bonded cellar.
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const formatId = ((await created.json()) as ProductDetail).formats[0]!.id;
  const warehouses = await request.get('/v1/stocks/warehouses?shopId=1&limit=100', { headers: bearer(owner) });
  const cellar = ((await warehouses.json()) as { items: Warehouse[] }).items.find((w) => w.name === 'Chai du domaine')!;
  const bottled = await request.post('/v1/stocks/movements?shopId=1', { headers: bearer(owner), data: { kind: 'entry', reason: 'bottling', warehouseId: cellar.id, lines: [{ formatId, quantity: 24 }] } });
  expect(bottled.ok(), await bottled.text()).toBe(true);

  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/stocks');
  const recordSale = async (p: Page, quantity: string, country: string, document?: { number: string; recipient: string }) => {
    await p.getByTestId('stock-record-exit').click();
    const dialog = p.getByTestId('movement-dialog');
    await dialog.getByTestId('movement-reason').selectOption({ label: 'Vente' });
    await dialog.getByTestId('movement-warehouse').selectOption({ label: 'Chai du domaine' });
    await dialog.getByTestId('movement-product-search').fill(name);
    await dialog.getByTestId('movement-product-option').filter({ hasText: name }).getByTestId('movement-format-add').first().click();
    await dialog.getByTestId('movement-line-quantity').fill(quantity);
    await dialog.getByTestId('movement-destination').fill(country);
    if (document) {
      await dialog.getByTestId('movement-document-type').selectOption('DAE');
      // Not an ARC: said under the number, nothing recorded.
      await dialog.getByTestId('movement-document-number').fill('12345');
      await dialog.getByTestId('movement-dialog-submit').click();
      await expect(dialog).toContainText('Le numéro d’un DAE est son ARC de 21 caractères');
      await dialog.getByTestId('movement-document-number').fill(document.number);
      await dialog.getByTestId('movement-document-recipient').fill(document.recipient);
    }
    await dialog.getByTestId('movement-dialog-submit').click();
    await expect(dialog).toBeHidden();
  };
  // 6 bottles to a Belgian importer under a DAE, 2 to a client in Japan.
  await recordSale(page, '6', 'be', { number: arc, recipient: 'BE0123456789' });
  await recordSale(page, '2', 'JP');

  // The running month's DRM: the EU dispatch and the export apart, country by country.
  await page.getByTestId('stock-nav-stockDrm').click();
  const drm = page.getByTestId('drm-return');
  await expect(drm).toHaveAttribute('data-month', month);
  const row = drm.getByTestId('drm-regime-suspended').locator(`[data-testid="drm-row"][data-product="${name}"]`);
  await expect(row.getByTestId('drm-exit-euDispatch')).toContainText('0,045 hl');
  await expect(row.getByTestId('drm-euDispatch-country')).toHaveText('Belgique 0,045 hl');
  await expect(row.getByTestId('drm-exit-export')).toContainText('0,015 hl');
  await expect(row.getByTestId('drm-export-country')).toHaveText('Japon 0,015 hl');
  await expect(row.getByTestId('drm-closing')).toHaveText('0,12 hl');
  await expect(drm.getByTestId('drm-col-exit-euDispatch')).toHaveText('Expéditions UE (DAE, DSA)');
  await expect(drm.getByTestId('drm-col-exit-export')).toHaveText('Exportations (pays tiers)');

  // The annex: the DAE, not discharged, also on the list of DAE not discharged at the month's end.
  const annex = drm.getByTestId('drm-annex');
  const document = annex.locator(`[data-testid="drm-annex-document"][data-number="${arc}"]`);
  await expect(document).toContainText('Belgique');
  await expect(document).toContainText('destinataire BE0123456789');
  await expect(document.getByTestId('drm-annex-undischarged')).toHaveText('Non apuré');
  await expect(annex.locator(`[data-testid="drm-annex-nonapurement"][data-number="${arc}"]`)).toBeVisible();

  // The EDI file: both exits as export lines with their country, the ANNEXE lines of the DAE.
  const downloading = page.waitForEvent('download');
  await drm.getByTestId('drm-csv').click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const lines = csv.split('\r\n').filter((l) => l.includes(name));
  expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/;suspendu;sorties;export;0\.045;Belgique;;$/), expect.stringMatching(/;suspendu;sorties;export;0\.015;Japon;;$/)]));
  const period = month.replace('-', '');
  expect(csv).toMatch(new RegExp(`^ANNEXE;${period};;FR\\w{11};;;;;;;;DAADAC;debut;;;;\\w+;$`, 'm'));
  expect(csv).toContain(`;NONAPUREMENT;;;${today.split('-').reverse().join('/')};BE0123456789;${arc};\r\n`);

  // The recipient confirmed receipt in GAMMA: marked « apuré », off the list of those not discharged.
  await document.getByTestId('drm-annex-discharge').click();
  await expect(document.getByTestId('drm-annex-discharged')).toHaveText('Apuré');
  await expect(annex.locator(`[data-testid="drm-annex-nonapurement"][data-number="${arc}"]`)).toHaveCount(0);
});
