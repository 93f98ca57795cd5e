// Fetched when a logo is picked (logo-field.tsx): the size limit sits in a contracts module that builds zod schemas,
// which the customize page does not download for its first paint (docs/decisions/front-end-performance.md).
import { SHOP_LOGO_MAX_BYTES } from '@vendange/contracts';
import { LOGO_TYPES } from './logo-types';

/** Why a picked logo is refused before upload (the server checks again, by its bytes). */
export function logoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > SHOP_LOGO_MAX_BYTES ? 'size' : null;
}
