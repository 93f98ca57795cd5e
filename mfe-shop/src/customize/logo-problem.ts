import { isShopLogoType, SHOP_LOGO_MAX_BYTES } from '@vendange/contracts';

/** Why a picked logo is refused before upload (the server checks again, by its bytes). */
export function logoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!isShopLogoType(file.type)) return 'type';
  return file.size > SHOP_LOGO_MAX_BYTES ? 'size' : null;
}
