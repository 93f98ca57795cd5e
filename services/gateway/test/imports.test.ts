import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit, importMessages, type ImportDetail, type ImportSummary, type ProductDetail } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';
import { multipartFile } from './multipart';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const OWNER2 = 'owner2@vendange.test';

/** A valid EAN-13 no other test uses (GTINs are unique across shops). */
const freshEan = () => {
  const body = `37${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};

/** Issue 19: products and stock imported from a file, previewed, written by a job in chunks, undone. */
describe.each(kinds)('imports from a file (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email = OWNER) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const upload = async (what: 'products' | 'stock', text: string, email = OWNER, shopId = 1, fileName = `${what}.csv`) => {
    const file = multipartFile(Buffer.from(text, 'utf-8'), fileName, 'text/csv');
    return h.app.inject({ method: 'POST', url: `/v1/imports/${what}?shopId=${shopId}`, payload: file.payload, headers: { ...file.headers, ...(await auth(email)) } });
  };
  const call = async (method: 'GET' | 'POST', url: string, email = OWNER) => h.app.inject({ method, url, headers: await auth(email) });
  const ok = async <T>(method: 'GET' | 'POST', url: string, status = 200) => {
    const res = await call(method, url);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => (await h.handle.db.execute(query)) as unknown as T[];
  /** Runs the import's job once more, as a retry or a second delivery would. */
  const runAgain = async (id: number) => {
    await h.handle.db.execute(sql`update catalog.imports set status = 'processing' where id = ${id}`);
    await h.handle.db.execute(sql`insert into catalog.outbox (queue, data) values ('catalog.import', ${JSON.stringify({ importId: id, shopId: 1 })}::jsonb)`);
    await h.settle();
  };

  it('previews a products file with its errors per line and column, refuses to run it, then imports the fixed file and undoes it', async () => {
    const suffix = Date.now();
    const [ean1, ean2] = [freshEan(), freshEan()];
    const bad = await upload('products', `\ufeffNom;EAN;Couleur;Appellation;Millésime;Contenance;Prix TTC;TVA\r\n`
      + `Galets ${suffix};${ean1};Rouge;AOC Côtes du Rhône;2021;75 cl;12,50;20\r\n`
      + `Galets ${suffix};;Blanc;;21;75;12,505;19\r\n`);
    expect(bad.statusCode, bad.body).toBe(201);
    const preview = bad.json<ImportDetail>();
    expect(preview).toMatchObject({ status: 'pending', totalLines: 2, processedLines: 0, kind: 'products', createdBy: expect.any(String) });
    expect(preview.errors.map((e) => [e.line, e.column])).toEqual([[3, 'millesime'], [3, 'contenance'], [3, 'prix_ttc'], [3, 'tva']]);
    expect(preview.errors[0]!.message).toBe(importMessages.vintage);
    expect(preview.sample[0]).toEqual({ line: 2, cells: expect.objectContaining({ nom: `Galets ${suffix}`, prix_ttc: '12,50' }) });
    const refused = await call('POST', `/v1/imports/products/${preview.id}/confirm?shopId=1`);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, importMessages.hasErrors]);

    const fixed = await upload('products', `nom,ean,contenance,prix_ttc,tva,millesime\nGalets ${suffix},${ean1},75 cl,"12,50",20,2021\nRosé ${suffix},${ean2},150 cl,"9,90","5,5",\n`);
    const checked = fixed.json<ImportDetail>();
    expect([fixed.statusCode, checked.errors]).toEqual([201, []]);
    const started = await ok<ImportDetail>('POST', `/v1/imports/products/${checked.id}/confirm?shopId=1`);
    expect(started.status).toBe('processing');
    await h.settle();
    const done = await ok<ImportDetail>('GET', `/v1/imports/products/${checked.id}?shopId=1`);
    expect(done).toMatchObject({ status: 'completed', processedLines: 2, totalLines: 2, createdCount: 2, failure: null });

    const made = await rows<{ id: number; name: string; status: string; vat_type: string; price_cents: number; container: string; gtin: string }>(sql`
      select p.id, p.name, p.status, p.vat_type, f.price_cents, f.container, f.gtin from catalog.products p join catalog.formats f on f.product_id = p.id
      where p.shop_id = 1 and p.name like ${`% ${suffix}`} order by p.name`);
    expect(made.map((p) => [p.name, p.status, p.vat_type, p.price_cents, p.container, p.gtin])).toEqual([
      [`Galets ${suffix}`, 'paused', 'standard', 1042, 'bouteille', `0${ean1}`],
      [`Rosé ${suffix}`, 'paused', 'reduced', 938, 'magnum', `0${ean2}`],
    ]);
    const detail = await ok<ProductDetail>('GET', `/v1/products/${made[0]!.id}`);
    expect(detail.vintages.map((v) => v.name)).toEqual(['2021']);

    // The job delivered again writes nothing more: its chunk is done.
    await runAgain(checked.id);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from catalog.products where shop_id = 1 and name like ${`% ${suffix}`}`))[0]!.n).toBe(2);
    expect((await ok<ImportDetail>('GET', `/v1/imports/products/${checked.id}?shopId=1`)).status).toBe('completed');

    // The same EANs again are refused at preview: the catalogue has them now.
    const again = (await upload('products', `nom;ean;contenance;prix_ttc\nAutre ${suffix};${ean1};75 cl;10\n`)).json<ImportDetail>();
    expect(again.errors).toEqual([{ line: 2, column: 'ean', message: importMessages.gtinTaken }]);

    const list = await ok<{ items: ImportSummary[]; total: number }>('GET', '/v1/imports/products?shopId=1');
    expect(list.items.map((i) => i.id)).toContain(checked.id);

    const reverted = await ok<ImportDetail>('POST', `/v1/imports/products/${checked.id}/revert?shopId=1`);
    expect(reverted.status).toBe('reverted');
    expect((await rows<{ status: string }>(sql`select status from catalog.products where shop_id = 1 and name like ${`% ${suffix}`}`)).map((p) => p.status)).toEqual(['closed', 'closed']);
    const twice = await call('POST', `/v1/imports/products/${checked.id}/revert?shopId=1`);
    expect([twice.statusCode, twice.json<{ message: string }>().message]).toEqual([409, importMessages.notRevertible]);
  });

  it('writes a long file in chunks, each once, up to every line; refuses to undo products already ordered, naming them', async () => {
    const suffix = Date.now();
    const lines = Array.from({ length: 120 }, (_, i) => `Lot ${suffix} n${i};75 cl;${10 + i},00`).join('\n');
    const checked = (await upload('products', `nom;contenance;prix_ttc\n${lines}\n`)).json<ImportDetail>();
    expect([checked.totalLines, checked.errors]).toEqual([120, []]);
    await ok('POST', `/v1/imports/products/${checked.id}/confirm?shopId=1`);
    await h.settle();
    expect(await ok<ImportDetail>('GET', `/v1/imports/products/${checked.id}?shopId=1`)).toMatchObject({ status: 'completed', processedLines: 120, createdCount: 120 });
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from catalog.import_chunks where import_id = ${checked.id}`))[0]!.n).toBe(3);

    const [first] = await rows<{ id: number }>(sql`select id from catalog.products where shop_id = 1 and name = ${`Lot ${suffix} n0`}`);
    await h.app.inject({ method: 'PATCH', url: `/v1/products/${first!.id}/status`, headers: await auth(), payload: { status: 'online' } });
    const sale = await h.app.inject({ method: 'POST', url: '/v1/orders/staff', headers: await auth(), payload: { shopId: 1, kind: 'order', clientId: 1, lines: [{ productId: first!.id, quantity: 1 }] } });
    expect(sale.statusCode, sale.body).toBeLessThan(300);
    const refused = await call('POST', `/v1/imports/products/${checked.id}/revert?shopId=1`);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, importMessages.ordered([`Lot ${suffix} n0`])]);
    expect((await ok<ImportDetail>('GET', `/v1/imports/products/${checked.id}?shopId=1`)).status).toBe('completed');
  });

  it('imports stock into the ledger by EAN or by name and volume, once per chunk, and takes it back on revert', async () => {
    const suffix = Date.now();
    const ean = freshEan();
    const wine = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await auth(),
      payload: { shopId: 1, productType: 'bottle', name: `Cairanne ${suffix}`, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500, gtin: ean }, { container: 'magnum', unity: 'cl', unityValue: '150', priceCents: 3500 }] },
    });
    expect(wine.statusCode, wine.body).toBe(201);
    const [bottle, magnum] = wine.json<ProductDetail>().formats.map((f) => f.id!) as [number, number];
    const forSale = async (formatId: number) => (await rows<{ stock: number | null }>(sql`select stock from catalog.formats where id = ${formatId}`))[0]!.stock;
    const levels = async () => rows<{ format_id: number; warehouse: string; vintage: number; lot: string; quantity: number }>(sql`
      select l.format_id, w.name as warehouse, l.vintage, l.lot, l.quantity from stock.levels l join stock.warehouses w on w.id = l.warehouse_id
      where l.format_id in (${bottle}, ${magnum}) order by l.format_id, w.name`);
    const importRows = async (id: number) => (await rows<{ n: number }>(sql`select count(*)::int as n from stock.movements where document_type = 'import' and document_id = ${id}`))[0]!.n;

    const bad = (await upload('stock', `ean;produit;contenance;entrepot;millesime;lot;quantite\n${ean};;;Chai du domaine;2021;L1;120\n;Cairanne ${suffix};150 cl;Cave inconnue;;;1,5\n;Inconnu;75 cl;chai du domaine;;;3\n`)).json<ImportDetail>();
    expect(bad.errors.map((e) => [e.line, e.column])).toEqual([[3, 'quantite'], [4, 'produit']]);
    const bad2 = (await upload('stock', `ean;produit;contenance;entrepot;quantite\n;Cairanne ${suffix};150 cl;Cave inconnue;6\n`)).json<ImportDetail>();
    expect(bad2.errors).toEqual([{ line: 2, column: 'entrepot', message: importMessages.unknownWarehouse('Cave inconnue') }]);

    const fixed = (await upload('stock', `ean;produit;contenance;entrepot;millesime;lot;quantite\n${ean};;;Chai du domaine;2021;L1;120\n;cairanne ${suffix};1,5 l;Caveau de vente;;;6\n`)).json<ImportDetail>();
    expect(fixed.errors).toEqual([]);
    await ok('POST', `/v1/imports/stock/${fixed.id}/confirm?shopId=1`);
    await h.settle();
    expect(await ok<ImportDetail>('GET', `/v1/imports/stock/${fixed.id}?shopId=1`)).toMatchObject({ status: 'completed', processedLines: 2, createdCount: 2 });
    expect(await levels()).toEqual([
      { format_id: bottle, warehouse: 'Chai du domaine', vintage: 2021, lot: 'L1', quantity: 120 },
      { format_id: magnum, warehouse: 'Caveau de vente', vintage: 0, lot: '', quantity: 6 },
    ]);
    const [movement] = await rows<{ reason: string; document_ref: string }>(sql`select reason, document_ref from stock.movements where document_type = 'import' and document_id = ${fixed.id} limit 1`);
    expect(movement).toEqual({ reason: 'opening', document_ref: `Import n° ${fixed.id}` });
    // The bonded cellar sells online: the figure for sale follows; the cellar-door shop does not.
    expect(await forSale(bottle)).toBe(120);

    // A chunk's job run again (its catalog mark lost) moves nothing more: stock writes each key once.
    await h.handle.db.execute(sql`delete from catalog.import_chunks where import_id = ${fixed.id}`);
    await runAgain(fixed.id);
    expect(await importRows(fixed.id)).toBe(2);
    expect((await levels()).map((l) => l.quantity)).toEqual([120, 6]);

    // 100 bottles sold since: the cellar cannot give back 120, the revert is refused in French and writes nothing.
    const move = async (kind: 'exit' | 'entry', reason: string) => h.app.inject({
      method: 'POST', url: '/v1/stocks/movements?shopId=1', headers: await auth(),
      payload: { kind, reason, warehouseId: 1, lines: [{ formatId: bottle, vintage: 2021, lot: 'L1', quantity: 100 }] },
    });
    expect((await move('exit', 'sale')).statusCode).toBe(201);
    const short = await call('POST', `/v1/imports/stock/${fixed.id}/revert?shopId=1`);
    expect([short.statusCode, short.json<{ message: string }>().message]).toEqual([409, expect.stringContaining('Cairanne')]);
    expect(await importRows(fixed.id)).toBe(2);
    expect((await move('entry', 'return')).statusCode).toBe(201);
    await h.settle();

    const reverted = await ok<ImportDetail>('POST', `/v1/imports/stock/${fixed.id}/revert?shopId=1`);
    expect(reverted.status).toBe('reverted');
    await h.settle();
    expect((await levels()).map((l) => l.quantity)).toEqual([0, 0]);
    expect(await importRows(fixed.id)).toBe(4);
    expect(await forSale(bottle)).toBe(0);

    // Shop 2's owner sees none of it, and cannot start or undo it.
    expect((await call('GET', `/v1/imports/stock/${fixed.id}?shopId=1`, OWNER2)).statusCode).toBe(403);
    expect((await call('GET', `/v1/imports/stock/${fixed.id}?shopId=2`, OWNER2)).statusCode).toBe(404);
    expect((await call('POST', `/v1/imports/stock/${fixed.id}/revert?shopId=2`, OWNER2)).statusCode).toBe(404);
    expect((await call('GET', '/v1/imports/stock?shopId=2', OWNER2)).json<{ items: ImportSummary[] }>().items.map((i) => i.id)).not.toContain(fixed.id);
    expect((await upload('stock', 'ean;entrepot;quantite\n1;a;1\n', OWNER2, 1)).statusCode).toBe(403);
  });

  it('refuses files it cannot read, in French', async () => {
    const xls = await upload('products', 'nom', OWNER, 1, 'vieux.xls');
    expect([xls.statusCode, xls.json<{ message: string }>().message]).toEqual([400, importMessages.fileType]);
    const empty = await upload('stock', 'ean;entrepot;quantite\n');
    expect([empty.statusCode, empty.json<{ message: string }>().message]).toEqual([400, importMessages.empty]);
    const missing = (await upload('stock', 'ean;quantite\n3760000000000;3\n')).json<ImportDetail>();
    expect(missing.errors[0]).toEqual({ line: 1, column: 'entrepot', message: importMessages.missingColumn('entrepot') });
  });
});
