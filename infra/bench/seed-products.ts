// Bench data: tops shop 1 up to `total` products (a vintage, a 75 cl format and three grid prices each), in bulk.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@vendange/service-kit';
import { formatPrices, formats, products, vintages } from '@vendange/service-catalog/db-schema';
import { productSearchText } from '@vendange/service-catalog/search-text';

const NAMES = ['Côtes du Rhône', 'Gigondas', 'Vacqueyras', 'Rasteau', 'Cairanne', 'Lirac', 'Tavel', 'Ventoux', 'Luberon', 'Costières de Nîmes'];
const COLOURS = ['rouge', 'blanc', 'rosé'];

export async function seedBenchProducts(db: Db, total: number, shopId = 1): Promise<number> {
  const [have] = await db.select({ n: count() }).from(products).where(eq(products.shopId, shopId));
  const missing = total - (have?.n ?? 0);
  for (let done = 0; done < missing; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, missing - done) }, (_, i) => {
      const n = done + i;
      const name = `${NAMES[n % NAMES.length]} cuvée ${n}`;
      return {
        shopId, name, precision: 'AOP', productType: 'bottle' as const, type: 'tranquille', color: COLOURS[n % 3]!,
        status: (n % 10 === 0 ? 'paused' : 'online') as 'paused' | 'online', searchText: productSearchText(name, 'AOP'),
      };
    });
    await db.transaction(async (tx) => {
      const ids = (await tx.insert(products).values(batch).returning({ id: products.id })).map((r) => r.id);
      await tx.insert(vintages).values(ids.map((productId) => ({ productId, name: '2022', exciseCode: 'W200', alcohol: '13.5' })));
      const formatIds = (await tx.insert(formats).values(ids.map((productId) => ({ productId, container: 'bouteille', unity: 'cl', unityValue: '75', eq75: '1' }))).returning({ id: formats.id })).map((r) => r.id);
      await tx.insert(formatPrices).values(formatIds.flatMap((formatId, i) => [
        { formatId, typology: 'particulier', priceCents: 900 + (i % 50) * 10 },
        { formatId, typology: 'caviste', priceCents: 600 + (i % 50) * 10 },
        { formatId, typology: 'chr', priceCents: 650 + (i % 50) * 10 },
      ]));
    });
  }
  // Fresh planner statistics, as autovacuum would have them on a live database.
  if (missing > 0) for (const table of ['products', 'formats', 'format_prices', 'vintages']) await db.execute(sql.raw(`analyze catalog.${table}`));
  return Math.max(0, missing);
}
