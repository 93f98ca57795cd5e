import { createContext, useContext } from 'react';
import type { PublicShop } from '@vendange/contracts';

export interface AuthBrand {
  /** The shop of `?id=<public code>`, once loaded. */
  shop: PublicShop | null;
  /** The shop's colour for primary buttons, null for the platform's own. */
  color: string | null;
}

export const AuthBrandContext = createContext<AuthBrand>({ shop: null, color: null });

export const useAuthBrand = () => useContext(AuthBrandContext);
