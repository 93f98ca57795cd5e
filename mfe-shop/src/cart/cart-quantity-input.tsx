import { Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ORDER_LIMITS } from '@vendange/contracts';
import { openPopup, quantityCharacters, quantityDecision, setProductQuantity, updateCart, type CartProductInput } from '@vendange/store';

interface Props {
  sellerId: number;
  /** The line as the cart rules find it. */
  line: CartProductInput;
  title: string;
  quantity: number;
  /** The server refused this line's quantity as over what an order accepts: the quantity to bring it to. */
  cappedQuantity: number | null;
}

/**
 * The cart page's quantity field: digits only (a leading minus too, read as "remove"), 0 or less
 * asks before the line leaves the cart, more than an order line accepts is brought down to that with
 * a note, rather than a cart the server refuses to price.
 */
export function CartQuantityInput({ sellerId, line, title, quantity, cappedQuantity }: Props) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState(String(quantity));
  const [note, setNote] = useState<string | null>(null);
  const max = new Intl.NumberFormat(i18n.locale).format(ORDER_LIMITS.quantity);
  const capNote = t`Au plus ${max} par ligne de commande : la quantité a été ramenée à ${max}.`;

  // The quantity also changes through − / +, another tab, or a cap: the field follows.
  useEffect(() => { setTyped(String(quantity)); }, [quantity]);

  // A cart from elsewhere (another tab, the visitor's cart) may hold more than the server accepts.
  useEffect(() => {
    if (cappedQuantity === null) return;
    updateCart((c) => setProductQuantity(c, sellerId, line, cappedQuantity));
    setNote(capNote);
    // Only when the server refuses anew (this field is keyed by its line).
  }, [cappedQuantity]);

  const askToRemove = () => openPopup({
    title: t`Retirer cet article ?`,
    message: t`« ${title} » sera retiré du panier.`,
    validateLabel: t`Retirer du panier`,
    destructive: true,
    small: true,
    onValidate: () => { updateCart((c) => setProductQuantity(c, sellerId, line, 0)); },
    onCancel: () => setTyped(String(quantity)),
  });

  const commit = () => {
    const decision = quantityDecision(typed, quantity);
    if (decision.kind === 'keep') { setTyped(String(quantity)); return; }
    if (decision.kind === 'remove') { askToRemove(); return; }
    setNote(decision.capped ? capNote : null);
    setTyped(String(decision.quantity));
    if (decision.quantity !== quantity) updateCart((c) => setProductQuantity(c, sellerId, line, decision.quantity));
  };

  return (
    <Stack gap="1" align="center">
      <Input
        size="sm" w="72px" textAlign="center" inputMode="numeric" pattern="-?[0-9]*" aria-label={t`Quantité de ${title}`} data-testid="cart-quantity"
        value={typed} onChange={(e) => { setTyped(quantityCharacters(e.target.value)); setNote(null); }} onBlur={commit}
        onKeyDown={(e) => { if (e.key === 'Enter') (e.target as HTMLInputElement).blur(); }}
      />
      {note ? <Text fontSize="xs" color="orange.700" maxW="220px" textAlign="center" role="status" data-testid="cart-quantity-note">{note}</Text> : null}
    </Stack>
  );
}
