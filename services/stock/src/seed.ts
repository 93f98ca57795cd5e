import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { exitDocuments, levels, movements, outbox, warehouses } from './db/schema';
import { parisMonthOf, previousMonth } from './drm/drm-months';
import { stockQueues } from './stock-jobs';

/**
 * Demo wines the ledger holds (the catalogue seed's ids: each product's formats in order, as the orders seed's demo
 * lines use them). The bonded cellar, which sells online, holds only the Gigondas, paused in the shop (aging): its
 * figure for sale changes nothing a visitor or a test buys. The wines sold online stay out of it (their figure stays
 * the one typed, docs/decisions/stock-for-sale.md) and sit in the cellar-door shop, which does not sell online.
 */
const demoWines = {
  gigondas: { productId: 4, formatId: 5, label: 'Gigondas Vieilles Vignes · 75 cl' },
  viognier: { productId: 2, formatId: 3, label: 'Viognier des Coteaux · 75 cl' },
  rose: { productId: 3, formatId: 4, label: 'Rosé de Saignée · 75 cl' },
} as const;
type DemoWine = keyof typeof demoWines;
type Place = 'chai' | 'caveau';

/** One demo movement: its lines (signed quantities) at a place, with a step (its order in the month). */
export interface DemoMove {
  step: number; kind: 'entry' | 'exit' | 'transfer'; reason: string; note: string;
  lines: Array<{ place: Place; wine: DemoWine; vintage: number; quantity: number }>;
  destination?: string; document?: { type: 'DAE'; number: string; recipient: string };
}

/**
 * The demo's running month (docs/decisions/stock-ledger.md, "The demo's ledger"): the stock the cellars held when the
 * ledger began, a bottling, a transfer to the cellar-door shop, a sale to a Belgian importer under a DAE (not
 * discharged yet), sales at the cellar door, a tasting and a breakage. Written in the month the seed runs, so a new
 * user's DRM of the month is filled, duty-suspended and duty-paid.
 */
export function demoStockMoves(now: Date): DemoMove[] {
  const year = Number(parisMonthOf(now).slice(0, 4));
  const arc = `${String(year % 100).padStart(2, '0')}FR0DEMO${String(year).padStart(11, '0')}1`;
  return [
    { step: 1, kind: 'entry', reason: 'opening', note: 'Stock à l’ouverture du registre', lines: [
      { place: 'chai', wine: 'gigondas', vintage: 2021, quantity: 240 },
      { place: 'caveau', wine: 'viognier', vintage: 2024, quantity: 60 }, { place: 'caveau', wine: 'rose', vintage: 2024, quantity: 48 },
    ] },
    { step: 2, kind: 'entry', reason: 'bottling', note: 'Mise en bouteille', lines: [{ place: 'chai', wine: 'gigondas', vintage: 2022, quantity: 120 }] },
    { step: 3, kind: 'transfer', reason: 'transfer', note: 'Réassort du caveau', lines: [
      { place: 'chai', wine: 'gigondas', vintage: 2021, quantity: -24 }, { place: 'caveau', wine: 'gigondas', vintage: 2021, quantity: 24 },
    ] },
    { step: 4, kind: 'exit', reason: 'sale', note: 'Importateur belge', destination: 'BE', document: { type: 'DAE', number: arc, recipient: 'BE0123456789' },
      lines: [{ place: 'chai', wine: 'gigondas', vintage: 2021, quantity: -60 }] },
    { step: 5, kind: 'exit', reason: 'sale', note: 'Ventes au caveau', lines: [
      { place: 'caveau', wine: 'viognier', vintage: 2024, quantity: -12 }, { place: 'caveau', wine: 'rose', vintage: 2024, quantity: -9 },
      { place: 'caveau', wine: 'gigondas', vintage: 2021, quantity: -6 },
    ] },
    { step: 6, kind: 'exit', reason: 'tasting', note: 'Dégustation au caveau', lines: [{ place: 'caveau', wine: 'rose', vintage: 2024, quantity: -2 }] },
    { step: 7, kind: 'exit', reason: 'loss', note: 'Casse au chai', lines: [{ place: 'chai', wine: 'gigondas', vintage: 2022, quantity: -3 }] },
  ];
}

/**
 * When step `step` of `steps` happened: spread from the first hours of the Paris month the seed runs in up to `now`,
 * never after it (02:00 UTC on the 1st is inside the month in Paris whatever the season).
 */
export function demoMomentOf(now: Date, step: number, steps: number): Date {
  const start = new Date(`${parisMonthOf(now)}-01T02:00:00Z`).getTime();
  const span = now.getTime() - start;
  return span <= 0 ? now : new Date(start + Math.floor((span * step) / (steps + 1)));
}

/**
 * Demo shop 1 (Domaine des Coteaux): its bonded cellar and its duty-paid cellar-door shop, opened on the first of
 * last month (one ended month to file: a nil return; older months read as before the ledger), and the running
 * month's movements (`demoStockMoves`), so that its DRM shows wine, an EU dispatch and a DAE to discharge.
 */
export async function seedStock(db: Db, now = new Date()): Promise<boolean> {
  if ((await db.select({ id: warehouses.id }).from(warehouses).limit(1)).length > 0) return false;
  const createdAt = new Date(`${previousMonth(parisMonthOf(now))}-01T12:00:00Z`);
  await db.transaction(async (tx) => {
    const [chai, caveau] = await tx.insert(warehouses).values([
      {
        createdAt,
        shopId: 1, name: 'Chai du domaine', regime: 'suspended', exciseNumber: 'FR084012E0456', sellsOnline: true,
        address: { street: '12 chemin des Coteaux', zipcode: '84110', city: 'Vaison-la-Romaine', country: 'FR' },
      },
      {
        createdAt,
        shopId: 1, name: 'Caveau de vente', regime: 'paid', exciseNumber: null, sellsOnline: false,
        address: { street: '2 place du Marché', zipcode: '84110', city: 'Vaison-la-Romaine', country: 'FR' },
      },
    ]).returning({ id: warehouses.id });
    const warehouseOf = { chai: chai!.id, caveau: caveau!.id };
    const balances = new Map<string, number>();
    const forSale = new Map<number, number>();
    const moves = demoStockMoves(now);
    for (const move of moves) {
      const at = demoMomentOf(now, move.step, moves.length);
      const batchId = randomUUID();
      for (const line of move.lines) {
        const wine = demoWines[line.wine];
        const warehouseId = warehouseOf[line.place];
        const key = `${warehouseId}:${wine.formatId}:${line.vintage}`;
        const balance = (balances.get(key) ?? 0) + line.quantity;
        balances.set(key, balance);
        // The bonded cellar sells online: its stock is the figure for sale, published to catalog as a movement would.
        if (line.place === 'chai') forSale.set(wine.formatId, (forSale.get(wine.formatId) ?? 0) + line.quantity);
        await tx.insert(movements).values({
          shopId: 1, batchId, warehouseId, kind: move.kind, reason: move.reason, productId: wine.productId, formatId: wine.formatId, label: wine.label,
          vintage: line.vintage, quantity: line.quantity, balance, note: move.note, createdByName: 'Claire Martin', destination: move.destination ?? null, createdAt: at,
        });
        await tx.insert(levels).values({ shopId: 1, warehouseId, formatId: wine.formatId, vintage: line.vintage, productId: wine.productId, label: wine.label, quantity: line.quantity, updatedAt: at })
          .onConflictDoUpdate({ target: [levels.warehouseId, levels.formatId, levels.vintage, levels.lot], set: { quantity: sql`${levels.quantity} + excluded.quantity`, updatedAt: at } });
      }
      if (move.document) {
        await tx.insert(exitDocuments).values({
          shopId: 1, batchId, type: move.document.type, number: move.document.number, recipientExciseNumber: move.document.recipient, destination: move.destination ?? null, issuedAt: at,
        });
      }
    }
    await tx.insert(outbox).values({
      queue: stockQueues.publish,
      data: { shopId: 1, movementKey: 'seed:demo-stock', lines: [...forSale].sort((a, b) => a[0] - b[0]).map(([formatId, delta]) => ({ formatId, delta })) },
    });
  });
  return true;
}
