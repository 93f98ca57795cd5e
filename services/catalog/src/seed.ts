import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { demoProducts, demoShops, demoTypologies } from '@vendange/demo-data';
import type { Db } from '@vendange/service-kit';
import { boxBuilders, formatPrices, formats, nutrition, nutritionTexts, products, typologies, vintages } from './db/schema';

/** A valid EAN-13 (check digit 0) for the demo Côtes du Rhône, kept as 14 digits. */
export const DEMO_GTIN = '03760123450010';
import { productSearchText } from './search-text';

/** Legal block and degree of the demo wines (real excise codes, usual degrees of these appellations). */
const demoWine: Record<number, { exciseCode: string; alcohol: string; type: string; labels: string[]; grapes: string[]; growingZone: string }> = {
  1: { exciseCode: 'W200', alcohol: '14', type: 'tranquille', labels: ['aop'], grapes: ['grenache', 'syrah', 'mourvedre'], growingZone: 'CII' },
  2: { exciseCode: 'W200', alcohol: '13.5', type: 'tranquille', labels: ['igp'], grapes: ['viognier'], growingZone: 'CII' },
  3: { exciseCode: 'W200', alcohol: '13.5', type: 'tranquille', labels: ['aop'], grapes: ['grenache', 'cinsaut'], growingZone: 'CIIIb' },
  4: { exciseCode: 'W200', alcohol: '14.5', type: 'tranquille', labels: ['aop', 'ab'], grapes: ['grenache', 'syrah'], growingZone: 'CII' },
  6: { exciseCode: 'W200', alcohol: '13', type: 'tranquille', labels: ['aop', 'hve'], grapes: ['merlot', 'cabernet-sauvignon'], growingZone: 'CI' },
  7: { exciseCode: 'W200', alcohol: '12', type: 'tranquille', labels: ['aop'], grapes: ['sauvignon-blanc', 'semillon'], growingZone: 'CI' },
  8: { exciseCode: 'W300', alcohol: '12', type: 'effervescent', labels: ['aop'], grapes: ['semillon', 'cabernet-franc'], growingZone: 'CI' },
};

export async function seedCatalog(db: Db): Promise<boolean> {
  if ((await db.select({ id: products.id }).from(products).limit(1)).length > 0) return false;
  await db.transaction(async (tx) => {
    for (const shop of demoShops) {
      await tx.insert(typologies).values(Object.entries(demoTypologies).map(([key, t]) => ({
        shopId: shop.id, key, name: t.name, isPublic: t.public, ttc: t.ttc, allRulesInEq75: t.allRulesInEq75, globalDiscount: String(t.globalDiscount),
      })));
    }
    for (const p of demoProducts) {
      const wine = demoWine[p.id];
      const isBottle = p.productType === 'bottle';
      await tx.insert(products).values({
        id: p.id, shopId: p.shopId, name: p.name, precision: p.precision, productType: p.productType, color: p.color, status: p.status,
        type: wine?.type ?? (p.productType === 'accessory' ? 'tire-bouchon' : null), labels: wine?.labels ?? [], growingZone: wine?.growingZone ?? null,
        wineCategory: isBottle ? (wine?.exciseCode === 'W300' ? '4' : '1') : null, quality: wine?.labels.includes('aop') ? 'aop' : wine?.labels.includes('igp') ? 'igp' : null,
        minQuantity: isBottle ? 1 : null, maxQuantity: null, searchText: productSearchText(p.name, p.precision),
      });
      if (p.vintages.length) {
        await tx.insert(vintages).values(p.vintages.map((name, position) => ({
          productId: p.id, name, position, da: true, css: false, typeDA: 'DSU' as const, exciseCode: wine?.exciseCode ?? 'W200', alcohol: wine?.alcohol ?? '13',
          grapeVarieties: (wine?.grapes ?? []).map((code) => ({ code, percent: null })),
        })));
      }
      const sizes = isBottle
        ? [{ container: 'bouteille', unityValue: '75', eq75: '1', factor: 1, weight: '1.3' }, ...(p.magnum ? [{ container: 'magnum', unityValue: '150', eq75: '2', factor: 2, weight: '2.6' }] : [])]
        : [{ container: 'unite', unityValue: '1', eq75: '0', factor: 1, weight: '0.2' }];
      for (const [position, size] of sizes.entries()) {
        const [format] = await tx.insert(formats).values({
          productId: p.id, position, container: size.container, unity: isBottle ? 'cl' : 'u', unityValue: size.unityValue, eq75: size.eq75,
          type: isBottle ? 'bottle' : 'custom', weight: size.weight, priceCents: null,
          // The bottle of the demo e-label carries a GTIN, so that /gs1/01/3760123450010 leads to it.
          gtin: p.id === 1 && position === 0 ? DEMO_GTIN : null,
          // One bottle tracks its stock available for sale (docs/decisions/stock-for-sale.md); the others are not tracked.
          stock: p.id === 3 && position === 0 ? 24 : null,
          discountPrice: isBottle ? { '6': Math.round((p.prices.particulier ?? 0) * size.factor * 0.95), '12': Math.round((p.prices.particulier ?? 0) * size.factor * 0.9) } : {},
        }).returning({ id: formats.id });
        await tx.insert(formatPrices).values(Object.entries(p.prices).map(([typology, cents]) => ({ formatId: format!.id, typology, priceCents: cents * size.factor })));
      }
    }
    // Demo box builders: the 75 cl bottle (first format) of each eligible wine may go in the box.
    for (const p of demoProducts.filter((x) => x.builder)) {
      const eligible = await tx.select({ id: formats.id }).from(formats)
        .where(and(inArray(formats.productId, p.builder!.eligibleProductIds), eq(formats.position, 0))).orderBy(asc(formats.productId));
      await tx.insert(boxBuilders).values({ productId: p.id, size: p.builder!.size, discountPercent: p.builder!.discountPercent, eligibleFormatIds: eligible.map((f) => f.id) });
    }
    // The e-label of one wine (spec point 3 nutrition), in French and English.
    await tx.insert(nutrition).values({
      productId: 1, appellation: 'Côtes du Rhône', category: 'Vin', colour: 'rouge', quality: 'aop', vintage: '2022', grapeVariety: 'Grenache, Syrah, Mourvèdre',
      alcoholDegree: '14', format: '75 cl', energyKcal: '85', energyKj: '354', fat: '0', saturatedFat: '0', carbohydrates: '2.6', sugars: '0.4', proteins: '0.1', salt: '0.01',
      allergenCodes: ['sulfites'], owner: 'Domaine des Coteaux', brand: 'Les Galets', country: 'FR',
    });
    await tx.insert(nutritionTexts).values([
      { productId: 1, language: 'fr', ingredients: 'Raisins, conservateur : anhydride sulfureux (sulfites).', allergens: 'Contient des sulfites.', otherMentions: 'À conserver à l’abri de la lumière.' },
      { productId: 1, language: 'en', ingredients: 'Grapes, preservative: sulphur dioxide (sulphites).', allergens: 'Contains sulphites.', otherMentions: 'Store away from light.' },
    ]);
    await tx.execute(sql`select setval(pg_get_serial_sequence('catalog.products', 'id'), (select max(id) from catalog.products))`);
  });
  return true;
}
