import { api, fileForm } from '@vendange/api-client';
import { PRODUCT_IMAGE_MAX_BYTES, type ProductImage } from '@vendange/contracts';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a picked file is refused before upload (the server checks again, by its bytes). */
export function imageProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** POST /v1/products/:id/images as multipart. */
export function uploadProductImage(productId: number, file: File): Promise<ProductImage> {
  return api<ProductImage>(`/v1/products/${productId}/images`, { method: 'POST', body: fileForm(file), silent: true });
}
