import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitDocumentMessages, type DrmAnnexDocument, type DrmReturn } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const CHAI = 1;
const ARC = '26FR0A1B2C3D4E5F6G7H8';

/** The current Paris month, YYYY-MM, and today's Paris day in the EDI file's DD/MM/YYYY. */
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const month = today.slice(0, 7);

/**
 * Issue 19: exits abroad split into EU dispatches and exports, and the accompanying documents they leave under
 * listed in the DRM's annex (screen data, EDI ANNEXE lines, PDF), a DAE discharged once.
 */
describe.each(kinds)('the DRM annex and the EU / export split (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email = OWNER) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const move = async (payload: object, email = OWNER) => h.app.inject({ method: 'POST', url: '/v1/stocks/movements?shopId=1', headers: await auth(email), payload });
  const drmOf = async () => {
    const res = await h.app.inject({ url: `/v1/stocks/drm/${month}?shopId=1`, headers: await auth() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DrmReturn>();
  };

  it('records an exit to Belgium under a DAE and one to Japan under a DSA: EU dispatch, export, annex and EDI lines', async () => {
    expect((await move({ kind: 'entry', reason: 'bottling', warehouseId: CHAI, lines: [{ formatId: 1, quantity: 60 }] })).statusCode).toBe(201);
    const before = await drmOf();
    const line0 = before.lines.find((l) => l.regime === 'suspended')!;

    const belgium = await move({
      kind: 'exit', reason: 'sale', warehouseId: CHAI, lines: [{ formatId: 1, quantity: 12 }], destination: 'be',
      accompanying: { type: 'DAE', number: ARC, recipientExciseNumber: 'BE0123456789' },
    });
    expect(belgium.statusCode, belgium.body).toBe(201);
    expect(belgium.json<{ movements: { destination: string | null }[] }>().movements.map((m) => m.destination)).toEqual(['BE']);
    const japan = await move({ kind: 'exit', reason: 'sale', warehouseId: CHAI, lines: [{ formatId: 1, quantity: 6 }], destination: 'JP', accompanying: { type: 'DSA', number: 'DSA-2026-0042' } });
    expect(japan.statusCode, japan.body).toBe(201);
    // France given as destination is France: no dispatch, no export.
    expect((await move({ kind: 'exit', reason: 'sale', warehouseId: CHAI, lines: [{ formatId: 1, quantity: 2 }], destination: 'FR' })).statusCode).toBe(201);

    const drm = await drmOf();
    const line = drm.lines.find((l) => l.regime === 'suspended' && l.product.key === line0.product.key)!;
    expect((line.exits.euDispatch ?? 0) - (line0.exits.euDispatch ?? 0)).toBe(9_000);
    expect((line.exits.export ?? 0) - (line0.exits.export ?? 0)).toBe(4_500);
    expect((line.exits.saleFrance ?? 0) - (line0.exits.saleFrance ?? 0)).toBe(1_500);
    expect(line.euDispatchesMl.find((e) => e.country === 'BE')?.ml).toBe(9_000 + (line0.euDispatchesMl.find((e) => e.country === 'BE')?.ml ?? 0));
    expect(line.exportsMl.find((e) => e.country === 'JP')?.ml).toBe(4_500 + (line0.exportsMl.find((e) => e.country === 'JP')?.ml ?? 0));
    // Still in balance.
    const sum = (bag: Record<string, number>) => Object.values(bag).reduce((s, v) => s + v, 0);
    expect(line.openingMl + sum(line.entries) - sum(line.exits)).toBe(line.closingMl);
    // No French duty on what left for Belgium or Japan: only the 2 bottles sold in France add to it.
    const dae = drm.annex.documents.find((d) => d.number === ARC)!;
    expect(dae).toMatchObject({ type: 'DAE', issuedOn: today, destination: 'BE', recipientExciseNumber: 'BE0123456789', dischargedAt: null });
    expect(drm.annex.documents.find((d) => d.number === 'DSA-2026-0042')).toMatchObject({ type: 'DSA', destination: 'JP' });
    expect(drm.annex.undischarged.map((d) => d.number)).toContain(ARC);

    const csv = await h.app.inject({ url: `/v1/stocks/drm/${month}/csv?shopId=1`, headers: await auth() });
    const rows = csv.body.trim().split('\r\n').map((r) => r.split(';'));
    expect(rows.every((r) => r.length === 18)).toBe(true);
    const sorties = rows.filter((r) => r[0] === 'CAVE' && r[11] === 'suspendu' && r[13] === 'export').map((r) => r[15]);
    expect(sorties).toEqual(expect.arrayContaining(['Belgique', 'Japon']));
    const annex = rows.filter((r) => r[0] === 'ANNEXE').map((r) => r.slice(11).join('|'));
    const dayText = today.split('-').reverse().join('/');
    // The month's first DAE may be the demo's (its ledger runs in the current month): this one is the last.
    expect(annex.filter((r) => r.startsWith('DAADAC|debut|'))).toHaveLength(1);
    expect(annex).toEqual(expect.arrayContaining([
      `DAADAC|fin||||${ARC}|`, 'DSADSAC|debut||||DSA-2026-0042|', 'DSADSAC|fin||||DSA-2026-0042|',
      `NONAPUREMENT|||${dayText}|BE0123456789|${ARC}|`,
    ]));
    const pdf = await h.app.inject({ url: `/v1/stocks/drm/${month}/pdf?shopId=1`, headers: await auth() });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);

    // The DAE discharged: off the list of this month's non-discharged ones, still among its documents, once.
    const discharged = await h.app.inject({ method: 'POST', url: `/v1/stocks/exit-documents/${dae.id}/discharge?shopId=1`, headers: await auth() });
    expect(discharged.statusCode, discharged.body).toBe(200);
    const at = discharged.json<DrmAnnexDocument>().dischargedAt;
    expect(at).not.toBeNull();
    const again = await h.app.inject({ method: 'POST', url: `/v1/stocks/exit-documents/${dae.id}/discharge?shopId=1`, headers: await auth() });
    expect(again.json<DrmAnnexDocument>().dischargedAt).toBe(at);
    const after = await drmOf();
    expect(after.annex.undischarged.map((d) => d.number)).not.toContain(ARC);
    expect(after.annex.documents.find((d) => d.number === ARC)?.dischargedAt).toBe(at);

    // A DSA is not discharged; another shop's document is unknown to it.
    const dsa = drm.annex.documents.find((d) => d.type === 'DSA')!;
    const notDae = await h.app.inject({ method: 'POST', url: `/v1/stocks/exit-documents/${dsa.id}/discharge?shopId=1`, headers: await auth() });
    expect([notDae.statusCode, notDae.json<{ message: string }>().message]).toEqual([409, exitDocumentMessages.notDae]);
    const foreign = await h.app.inject({ method: 'POST', url: `/v1/stocks/exit-documents/${dae.id}/discharge`, headers: await auth('owner2@vendange.test') });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a document number already used, and the whole exit with it; a destination on a tasting; a DAE number that is no ARC', async () => {
    const stockBefore = (await drmOf()).lines.find((l) => l.regime === 'suspended')!.closingMl;
    const taken = await move({ kind: 'exit', reason: 'sale', warehouseId: CHAI, lines: [{ formatId: 1, quantity: 1 }], destination: 'DE', accompanying: { type: 'DAE', number: ARC } });
    expect([taken.statusCode, taken.json<{ message: string }>().message]).toEqual([409, exitDocumentMessages.duplicate('DAE', ARC)]);
    expect((await drmOf()).lines.find((l) => l.regime === 'suspended')!.closingMl).toBe(stockBefore);
    const tasting = await move({ kind: 'exit', reason: 'tasting', warehouseId: CHAI, lines: [{ formatId: 1, quantity: 1 }], destination: 'BE' });
    expect(tasting.statusCode).toBe(400);
    expect(tasting.body).toContain(exitDocumentMessages.destinationReason);
    const notArc = await move({ kind: 'exit', reason: 'sale', warehouseId: CHAI, lines: [{ formatId: 1, quantity: 1 }], accompanying: { type: 'DAE', number: '123' } });
    expect(notArc.statusCode).toBe(400);
    expect(notArc.body).toContain(exitDocumentMessages.arc);
  });
});
