import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { showSnackbar, updateCart, type CartProductInput } from '@vendange/store';
import { addToCart } from './add-to-cart';

/** What goes in the cart line: the fields the cart drawer and the cart page read (title, image, format, vintage). */
export function cartLineOf(input: {
  product: { id: number; name: string; productType: string; image: string | null };
  format: { id: number; unityValue: string; unity: string; eq75: string };
  vintage: { id: number; name: string } | null;
  /** The format's name, added to the title when the product has several formats. */
  formatLabel: string | null;
  packing: string | null;
}): CartProductInput {
  const { product, format, vintage, formatLabel, packing } = input;
  return {
    id: product.id,
    title: formatLabel ? `${product.name} · ${formatLabel}` : product.name,
    image: product.image,
    productType: product.productType,
    chosenFormat: { id: format.id, unityValue: format.unityValue, unity: format.unity, eq75: format.eq75, ...(packing ? { packing } : {}) },
    chosenVintage: vintage,
  };
}

/** Puts a product in the cart (the visitor's in this browser, the buyer's saved one) and says so. */
export function useAddToCart() {
  const { t } = useLingui();
  return useCallback((seller: { id: number; name: string }, line: CartProductInput, quantity: number, bounds: { min: number; max: number }) => {
    let added = 0;
    updateCart((cart) => {
      const result = addToCart(cart, seller, line, quantity, bounds);
      added = result.added;
      return result.cart;
    });
    const title = line.title ?? '';
    if (added > 0) showSnackbar('success', t`${added} × ${title} ajouté au panier`);
    else showSnackbar('error', t`Vous avez déjà la quantité maximale de ce produit dans votre panier (${bounds.max}).`);
    return added;
  }, [t]);
}
