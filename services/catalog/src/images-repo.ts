import { randomUUID } from 'node:crypto';
import { and, asc, eq, max } from 'drizzle-orm';
import type { ProductImage } from '@vendange/contracts';
import type { Db } from '@vendange/service-kit';
import { formats, productImages } from './db/schema';
import { extensionOf, type ImageType } from '@vendange/service-kit';
import { fileUrl } from './products-repo';
import type { FileStorage } from './storage/file-storage';

/** Product images: bytes in the file storage, a row per image. */
export function imagesRepo(db: Db, storage: FileStorage) {
  return {
    async add(shopId: number, productId: number, bytes: Buffer, type: ImageType): Promise<ProductImage> {
      const storageKey = `products/${shopId}/${productId}/${randomUUID()}.${extensionOf[type]}`;
      await storage.put(storageKey, bytes, type);
      const position = ((await db.select({ m: max(productImages.position) }).from(productImages).where(eq(productImages.productId, productId)))[0]?.m ?? -1) + 1;
      const row = (await db.insert(productImages).values({ productId, shopId, storageKey, contentType: type, size: bytes.length, position }).returning())[0]!;
      return { id: row.id, url: fileUrl(row.storageKey), contentType: row.contentType, size: row.size, position: row.position };
    },
    /** Deletes an image of the product (nothing when it is not one) and drops it from the formats' visuals. */
    async remove(productId: number, imageId: number): Promise<void> {
      const row = (await db.select().from(productImages).where(and(eq(productImages.id, imageId), eq(productImages.productId, productId))))[0];
      if (!row) return;
      await db.transaction(async (tx) => {
        const own = await tx.select({ id: formats.id, visuals: formats.visuals }).from(formats).where(eq(formats.productId, productId)).orderBy(asc(formats.id));
        for (const f of own) if (f.visuals.includes(imageId)) await tx.update(formats).set({ visuals: f.visuals.filter((v) => v !== imageId) }).where(eq(formats.id, f.id));
        await tx.delete(productImages).where(eq(productImages.id, imageId));
      });
      await storage.delete(row.storageKey);
    },
    async contentTypeOf(storageKey: string): Promise<string | null> {
      return (await db.select({ t: productImages.contentType }).from(productImages).where(eq(productImages.storageKey, storageKey)))[0]?.t ?? null;
    },
  };
}
export type ImagesRepo = ReturnType<typeof imagesRepo>;
