import { SHOP_LOGO_MAX_BYTES } from '@vendange/contracts';

/** What a logo may be: the images PDF documents print. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

/** Why a picked logo is refused before upload (the server checks again, by its bytes). */
export function logoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > SHOP_LOGO_MAX_BYTES ? 'size' : null;
}
