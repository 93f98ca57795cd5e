import { useLingui } from '@lingui/react/macro';
import { openPopup, removeBox, updateCart } from '@vendange/store';

/**
 * "Retirer le coffret": the same question wherever a composed box is shown (cart page, cart drawer);
 * once confirmed, every line of that box leaves the cart.
 */
export function useAskRemoveBox(): (sellerId: number, box: { key: string; name: string; count: number }) => void {
  const { t } = useLingui();
  return (sellerId, { key, name, count }) => openPopup({
    title: t`Retirer le coffret ?`,
    message: t`Le coffret « ${name} » et ses ${count} bouteilles seront retirés du panier.`,
    validateLabel: t`Retirer le coffret`,
    destructive: true,
    small: true,
    onValidate: () => { updateCart((c) => removeBox(c, sellerId, key)); },
  });
}
