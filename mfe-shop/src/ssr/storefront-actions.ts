import { createContext, useContext } from 'react';
import type { CartProductInput, CartSeller } from '@vendange/store';

/** What a server-rendered page does once the browser has taken it over (nothing on the server). */
export interface StorefrontActions {
  /** Puts a product in the visitor's cart within its bounds; says so in a snackbar. Returns what was added. */
  addToCart(seller: CartSeller, line: CartProductInput, quantity: number, bounds: { min: number; max: number }): number;
}

export const StorefrontActionsContext = createContext<StorefrontActions>({ addToCart: () => 0 });

export const useStorefrontActions = (): StorefrontActions => useContext(StorefrontActionsContext);
