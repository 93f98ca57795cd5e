import { ApiError, buildUrl } from '@vendange/api-client';
import { PRODUCT_IMAGE_MAX_BYTES, type ProductImage } from '@vendange/contracts';
import { currentToken } from '@vendange/store';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a picked file is refused before upload (the server checks again, by its bytes). */
export function imageProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** POST /v1/products/:id/images as multipart (the JSON client does not send files). */
export async function uploadProductImage(productId: number, file: File): Promise<ProductImage> {
  const body = new FormData();
  body.append('file', file);
  const token = currentToken();
  const res = await fetch(buildUrl(`/v1/products/${productId}/images`), {
    method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (json ?? {}) as { code?: string; message?: string };
    throw new ApiError(res.status, err.code ?? 'HTTP_ERROR', err.message ?? `HTTP ${res.status}`);
  }
  return json as ProductImage;
}
