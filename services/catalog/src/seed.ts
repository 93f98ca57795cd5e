import { sql } from 'drizzle-orm';
import { demoProducts, demoShops, demoTypologies } from '@vendange/demo-data';
import type { Db } from '@vendange/service-kit';
import { formatPrices, formats, products, typologies, vintages } from './db/schema';

export async function seedCatalog(db: Db): Promise<boolean> {
  if ((await db.select({ id: products.id }).from(products).limit(1)).length > 0) return false;
  await db.transaction(async (tx) => {
    for (const shop of demoShops) {
      await tx.insert(typologies).values(Object.entries(demoTypologies).map(([key, t]) => ({ shopId: shop.id, key, name: t.name, isPublic: t.public, ttc: t.ttc, allRulesInEq75: t.allRulesInEq75 })));
    }
    for (const p of demoProducts) {
      await tx.insert(products).values({ id: p.id, shopId: p.shopId, name: p.name, precision: p.precision, productType: p.productType, color: p.color, status: p.status });
      if (p.vintages.length) await tx.insert(vintages).values(p.vintages.map((name) => ({ productId: p.id, name })));
      const isBottle = p.productType === 'bottle';
      const sizes = isBottle ? [{ unityValue: '75', eq75: '1', factor: 1 }, ...(p.magnum ? [{ unityValue: '150', eq75: '2', factor: 2 }] : [])] : [{ unityValue: '1', eq75: '0', factor: 1 }];
      for (const size of sizes) {
        const [format] = await tx.insert(formats).values({ productId: p.id, container: isBottle ? 'bottle' : 'unit', unity: isBottle ? 'cl' : 'u', unityValue: size.unityValue, eq75: size.eq75 }).returning({ id: formats.id });
        await tx.insert(formatPrices).values(Object.entries(p.prices).map(([typology, cents]) => ({ formatId: format!.id, typology, priceCents: cents * size.factor })));
      }
    }
    await tx.execute(sql`select setval(pg_get_serial_sequence('catalog.products', 'id'), (select max(id) from catalog.products))`);
  });
  return true;
}
