import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posJournalMessages, type Closing, type JournalEntry, type JournalVerificationView } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { appendJournalEntry, closeFinishedPeriods, signatureValid, verifyArchiveText, type JournalSale } from '@vendange/service-pos/journal';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const run = promisify(execFile);

/** A ticket of two lines (a red at 20 %, a grape juice at 5.5 %) paid part card, part cash: VAT computed per rate from the amounts incl. VAT. */
function saleOf(redCents: number, juiceCents: number, cardCents: number): JournalSale {
  const vat = (rate: string, incl: number) => {
    const excl = Math.round(incl / (1 + Number(rate) / 100));
    return { rate, exclVatCents: excl, vatCents: incl - excl, inclVatCents: incl };
  };
  const total = redCents * 2 + juiceCents;
  return {
    lines: [
      { label: 'Côtes du Rhône Les Galets 2022', productId: 1, quantity: 2, unitPriceCents: redCents, discountCents: 0, discountReason: null, totalCents: redCents * 2, vatRate: '20' },
      { label: 'Jus de raisin', productId: 2, quantity: 1, unitPriceCents: juiceCents, discountCents: 0, discountReason: null, totalCents: juiceCents, vatRate: '5.5' },
    ],
    ticketDiscount: null, vat: [vat('20', redCents * 2), vat('5.5', juiceCents)],
    payments: [{ type: 'card', amountCents: cardCents }, { type: 'cash', amountCents: total - cardCents }],
    totalCents: total, tipsCents: 0, cashTenderedCents: total - cardCents, changeCents: 0, clientId: null,
  };
}
const negate = (s: JournalSale): JournalSale => ({
  ...s,
  lines: s.lines.map((l) => ({ ...l, quantity: -l.quantity, totalCents: -l.totalCents })),
  vat: s.vat.map((v) => ({ ...v, exclVatCents: -v.exclVatCents, vatCents: -v.vatCents, inclVatCents: -v.inclVatCents })),
  payments: s.payments.map((p) => ({ ...p, amountCents: -p.amountCents })), totalCents: -s.totalCents,
  cashTenderedCents: s.cashTenderedCents === null ? null : -s.cashTenderedCents, changeCents: s.changeCents === null ? null : -s.changeCents,
});

/** Issue 21: the cash register's inalterable journal, its closings, verification and archive. */
describe.each(kinds)('cash-register journal (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  /** A sales point of shop 1 of its own: each test's journal starts empty. */
  let points = 0;
  const newPoint = async () => {
    const [row] = (await h.handle.db.execute(sql`insert into pos.sales_points (shop_id, name) values (1, ${`Caisse journal ${++points}`}) returning id`)) as unknown as { id: number }[];
    return row!.id;
  };
  let tickets = 0;
  const sell = (pointId: number, sale: JournalSale) => h.handle.db.transaction((tx) =>
    appendJournalEntry(tx, { kind: 'ticket', shopId: 1, salesPointId: pointId, reference: `T${pointId}-${String(++tickets).padStart(6, '0')}`, userId: 1, sale }));
  const verify = (pointId: number) => ok<JournalVerificationView>('GET', `/v1/salespoints/${pointId}/journal/verify?shopId=1`);
  /** Changes the journal as a superuser would, triggers off for this transaction only. */
  const tamper = (statements: ReturnType<typeof sql>[]) => h.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const s of statements) await tx.execute(s);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the journal and the closings (triggers)', async () => {
    const point = await newPoint();
    await sell(point, saleOf(1200, 450, 1000));
    await ok('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'day' }, 201);
    for (const statement of [
      sql`update pos.journal_entries set amount_cents = 1 where sales_point_id = ${point}`,
      sql`delete from pos.journal_entries where sales_point_id = ${point}`,
      sql`truncate pos.journal_entries`,
      sql`update pos.closings set total_cents = 1 where sales_point_id = ${point}`,
      sql`delete from pos.closings where sales_point_id = ${point}`,
      sql`delete from pos.journal_keys`,
    ]) {
      const error = await h.handle.db.execute(statement).then(() => null, (e: Error & { cause?: Error }) => e);
      expect(error?.cause?.message ?? error?.message).toMatch(/append-only: record a correcting entry instead/);
    }
    expect((await verify(point)).ok).toBe(true);
  });

  it('20 appends at once give one gapless, unforked, signed chain', async () => {
    const point = await newPoint();
    await Promise.all(Array.from({ length: 20 }, (_, i) => sell(point, saleOf(1000 + i, 300, 500))));
    const page = await ok<{ items: JournalEntry[]; total: number }>('GET', `/v1/salespoints/${point}/journal?shopId=1&limit=100`);
    expect(page.total).toBe(20);
    const chain = [...page.items].reverse();
    expect(chain.map((e) => e.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const rows = (await h.handle.db.execute(sql`select sequence, previous_hash, hash from pos.journal_entries where sales_point_id = ${point} order by sequence`)) as unknown as { sequence: number; previous_hash: string; hash: string }[];
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.previous_hash).toBe(rows[i - 1]!.hash);
    expect(new Set(rows.map((r) => r.previous_hash)).size).toBe(20);
    // Perpetual grand total: the sum of every ticket, carried by the last entry.
    const sum = Array.from({ length: 20 }, (_, i) => (1000 + i) * 2 + 300).reduce((a, b) => a + b, 0);
    expect(chain.at(-1)!.grandTotalCents).toBe(sum);
    expect(await verify(point)).toMatchObject({ ok: true, entryCount: 20, firstSequence: 1, lastSequence: 20, problems: [] });
    // The verification itself is a technical event of the journal.
    const events = await ok<{ items: JournalEntry[] }>('GET', `/v1/salespoints/${point}/journal?shopId=1&kind=event`);
    expect(events.items[0]).toMatchObject({ sequence: 21, kind: 'event', detail: 'journal-verified' });
  });

  it('the public key verifies every signature; the route needs no account', async () => {
    const keys = (await h.app.inject({ url: '/v1/salespoints/journal/keys' })).json<{ current: string; keys: { keyId: string; publicKey: string }[] }>();
    const point = await newPoint();
    const sealed = await sell(point, saleOf(900, 400, 0));
    const key = keys.keys.find((k) => k.keyId === keys.current)!;
    expect(signatureValid(key.publicKey, sealed.hash, sealed.signature)).toBe(true);
  });

  it('finds an altered amount, a removed entry and two reordered entries', async () => {
    const altered = await newPoint();
    for (const c of [1000, 1100, 1200, 1300]) await sell(altered, saleOf(c, 200, 0));
    await tamper([sql`update pos.journal_entries set amount_cents = amount_cents - 100 where sales_point_id = ${altered} and sequence = 2`]);
    expect((await verify(altered)).problems).toEqual([expect.objectContaining({ kind: 'altered', sequence: 2 })]);

    const removed = await newPoint();
    for (const c of [1000, 1100, 1200, 1300]) await sell(removed, saleOf(c, 200, 0));
    await tamper([sql`delete from pos.journal_entries where sales_point_id = ${removed} and sequence = 3`]);
    expect((await verify(removed)).problems).toEqual([expect.objectContaining({ kind: 'removed', sequence: 3 })]);

    const reordered = await newPoint();
    for (const c of [1000, 1100, 1200, 1300, 1400]) await sell(reordered, saleOf(c, 200, 0));
    await tamper([
      sql`update pos.journal_entries set sequence = -2 where sales_point_id = ${reordered} and sequence = 2`,
      sql`update pos.journal_entries set sequence = 2 where sales_point_id = ${reordered} and sequence = 3`,
      sql`update pos.journal_entries set sequence = 3 where sales_point_id = ${reordered} and sequence = -2`,
    ]);
    const found = await verify(reordered);
    expect(found.ok).toBe(false);
    expect(found.problems.map((p) => [p.kind, p.sequence])).toEqual([['reordered', 2], ['reordered', 3]]);
  });

  it('finds the last entry removed through the closing that sealed it', async () => {
    const point = await newPoint();
    await sell(point, saleOf(1000, 200, 0));
    const z = await ok<Closing>('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'day' }, 201);
    await tamper([sql`delete from pos.journal_entries where sales_point_id = ${point} and sequence = ${z.journalSequence}`]);
    expect((await verify(point)).problems).toEqual([expect.objectContaining({ kind: 'removed', sequence: z.journalSequence })]);
  });

  it('the Z closing equals the sum of its tickets to the cent, by VAT rate and payment type, and never changes', async () => {
    const point = await newPoint();
    const sales = [saleOf(1290, 333, 1000), saleOf(1745, 417, 0), saleOf(899, 250, 2048), saleOf(1333, 199, 3065)];
    for (const s of sales) await sell(point, s);
    // The third ticket is cancelled: a negative entry, never an edit.
    await h.handle.db.transaction((tx) => appendJournalEntry(tx, { kind: 'cancellation', shopId: 1, salesPointId: point, reference: `A${point}-1`, userId: 1, cancels: 'T-3', reason: 'Erreur de saisie', sale: negate(sales[2]!) }));
    const kept = [sales[0]!, sales[1]!, sales[3]!];
    const z = await ok<Closing>('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'day' }, 201);
    const sum = (f: (s: JournalSale) => number) => kept.reduce((a, s) => a + f(s), 0);
    const rate = (s: JournalSale, r: string) => s.vat.find((v) => v.rate === r)!;
    expect(z).toMatchObject({ period: 'day', ticketCount: 4, cancellationCount: 1, firstSequence: 1, lastSequence: 5, totalCents: sum((s) => s.totalCents) });
    expect(z.vat).toEqual([
      { rate: '20', exclVatCents: sum((s) => rate(s, '20').exclVatCents), vatCents: sum((s) => rate(s, '20').vatCents), inclVatCents: sum((s) => rate(s, '20').inclVatCents) },
      { rate: '5.5', exclVatCents: sum((s) => rate(s, '5.5').exclVatCents), vatCents: sum((s) => rate(s, '5.5').vatCents), inclVatCents: sum((s) => rate(s, '5.5').inclVatCents) },
    ]);
    expect(z.payments).toEqual([
      { type: 'card', amountCents: sum((s) => s.payments[0]!.amountCents) },
      { type: 'cash', amountCents: sum((s) => s.payments[1]!.amountCents) },
    ]);
    expect(z.vat.reduce((a, v) => a + v.inclVatCents, 0)).toBe(z.totalCents);
    expect(z.grandTotalCents).toBe(z.totalCents);
    // Signed and chained: the closing is the journal's entry 6.
    const journal = await ok<{ items: JournalEntry[] }>('GET', `/v1/salespoints/${point}/journal?shopId=1`);
    expect(journal.items[0]).toMatchObject({ sequence: 6, kind: 'closing', reference: expect.stringMatching(/^Z-\d{4}-\d{2}-\d{2}$/), amountCents: z.totalCents, hash: z.hash });

    const again = await call('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'day' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/^La clôture Z du \d{2}\/\d{2}\/\d{4} est déjà faite/);

    // A sale after the Z waits for the next Z; the month's closing covers every ticket of the month.
    await sell(point, saleOf(1000, 0, 0));
    const month = await ok<Closing>('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'month' }, 201);
    expect(month).toMatchObject({ ticketCount: 5, cancellationCount: 1, totalCents: z.totalCents + 2000 });
    const list = await ok<{ items: Closing[]; total: number }>('GET', `/v1/salespoints/${point}/closings?shopId=1`);
    expect(list.items.map((c) => c.period)).toEqual(['month', 'day']);
    expect((await verify(point)).ok).toBe(true);
  });

  it('the end-of-period job closes each finished day with sales once, and leaves the current one open', async () => {
    const point = await newPoint();
    await sell(point, saleOf(1500, 0, 0));
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    await closeFinishedPeriods(h.handle.db, inTwoDays);
    await closeFinishedPeriods(h.handle.db, inTwoDays);
    const days = await ok<{ items: Closing[] }>('GET', `/v1/salespoints/${point}/closings?shopId=1&period=day`);
    expect(days.items).toHaveLength(1);
    expect(days.items[0]).toMatchObject({ ticketCount: 1, totalCents: 3000, takenBy: null });
    // Taken by the job already: the owner is told so.
    const owner = await call('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'day', periodKey: days.items[0]!.periodKey });
    expect(owner.statusCode).toBe(409);
  });

  it('exports a signed archive that verifies away from the platform, and fails once one byte changes', async () => {
    const point = await newPoint();
    for (const c of [1000, 2000, 3000]) await sell(point, saleOf(c, 100, 0));
    await ok('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'day' }, 201);
    const res = await call('GET', `/v1/salespoints/${point}/journal/archive?shopId=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="journal-caisse-\d+-.*\.jsonl"/);
    const text = res.body;
    expect(verifyArchiveText(text)).toMatchObject({ ok: true, entryCount: 4, closingCount: 1, problems: [], fileProblems: [] });

    const dir = mkdtempSync(path.join(tmpdir(), 'pos-archive-'));
    const good = path.join(dir, 'good.jsonl');
    writeFileSync(good, text);
    const cli = (file: string) => run('npx', ['tsx', 'services/pos/src/journal/verify-archive-cli.ts', file], { cwd: path.resolve(import.meta.dirname, '../../..') })
      .then((r) => ({ code: 0, out: r.stdout }), (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }));
    expect(await cli(good)).toMatchObject({ code: 0, out: expect.stringContaining('OK: the archive is intact and signed.') });

    // One byte: the first ticket's 21,00 € becomes 21,01 € (its amount, inside the signed line).
    const at = text.indexOf('"amountCents":2100');
    const bad = path.join(dir, 'bad.jsonl');
    writeFileSync(bad, `${text.slice(0, at)}"amountCents":2101${text.slice(at + '"amountCents":2100'.length)}`);
    expect(at).toBeGreaterThan(0);
    const broken = await cli(bad);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('FAILED');
    expect(verifyArchiveText(text.replace('\n{', '\n {')).ok).toBe(false);
  });

  it('refuses bad input in French, another shop, a collaborator without the right, and an unknown sales point', async () => {
    const point = await newPoint();
    const week = await call('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'week' });
    expect(week.statusCode).toBe(400);
    const key = await call('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'day', periodKey: '2026/11/27' });
    expect([key.statusCode, key.json<{ message: string }>().message]).toEqual([400, expect.stringContaining(posJournalMessages.periodKeyFormat.day)]);
    const future = await call('POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'year', periodKey: '2999' });
    expect([future.statusCode, future.json<{ message: string }>().message]).toEqual([400, posJournalMessages.periodFuture]);
    const empty = await call('GET', `/v1/salespoints/${point}/journal/archive?shopId=1&from=2020-01-01&to=2020-01-31`);
    expect([empty.statusCode, empty.json<{ message: string }>().message]).toEqual([400, posJournalMessages.emptyArchive]);

    for (const [method, url, body] of [
      ['GET', `/v1/salespoints/${point}/journal?shopId=1`, undefined],
      ['GET', `/v1/salespoints/${point}/journal/verify?shopId=1`, undefined],
      ['GET', `/v1/salespoints/${point}/closings?shopId=1`, undefined],
      ['POST', `/v1/salespoints/${point}/closings`, { shopId: 1, period: 'day' }],
      ['GET', `/v1/salespoints/${point}/journal/archive?shopId=1`, undefined],
    ] as const) {
      expect((await call(method, url, body, 'owner2@vendange.test')).statusCode, `${url} by shop 2`).toBe(403);
      expect((await call(method, url, body ? { ...body, shopId: 2 } : undefined, 'owner2@vendange.test')).statusCode, `${url} as shop 2`).toBe(403);
      expect((await call(method, url, body, 'staff@vendange.test')).statusCode, `${url} by staff`).toBe(403);
    }
    // Nothing was closed by those refusals.
    expect((await ok<{ total: number }>('GET', `/v1/salespoints/${point}/closings?shopId=1`)).total).toBe(0);
    expect((await call('GET', '/v1/salespoints/999999/journal?shopId=1')).statusCode).toBe(404);
    // Shop 2's own sales point, seen from shop 1.
    expect((await call('GET', '/v1/salespoints/3/journal/verify?shopId=1')).statusCode).toBe(404);
  });
});
