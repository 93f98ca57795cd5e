import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ProductBodyParsed } from '@vendange/contracts';
import { HttpError, type Db } from '@vendange/service-kit';
import { boxBuilders, formats, products } from './db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes a box product's composition rule with the product (same transaction). Eligible formats must be
 * bottles of other products of the same shop, never boxes: a box in a box would price twice.
 */
export async function syncBoxBuilder(tx: Tx, productId: number, builder: ProductBodyParsed['builder']): Promise<void> {
  await tx.delete(boxBuilders).where(eq(boxBuilders.productId, productId));
  if (!builder) return;
  const owner = await tx.select({ shopId: products.shopId }).from(products).where(eq(products.id, productId));
  const wanted = [...new Set(builder.eligibleFormatIds)];
  const found = await tx.select({ id: formats.id }).from(formats).innerJoin(products, eq(products.id, formats.productId))
    .where(and(eq(products.shopId, owner[0]!.shopId), inArray(formats.id, wanted), ne(products.productType, 'box'), ne(products.id, productId)));
  if (found.length !== wanted.length) {
    throw new HttpError(400, 'INELIGIBLE_FORMAT', 'Un vin choisi pour le coffret n’existe plus ou n’est pas une bouteille de votre boutique : rechargez la fiche et choisissez à nouveau.');
  }
  await tx.insert(boxBuilders).values({ productId, size: builder.size, discountPercent: builder.discountPercent, eligibleFormatIds: wanted });
}
