import { Box, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { ShoppingCart } from 'lucide-react';
import { useCurrentCart } from '@vendange/mfe-kit';
import { CountBadge } from '@vendange/ui';
import { cartDrawerOpenAtom } from './cart-drawer-state';

/** The buyer's cart icon with its count; opens the cart drawer. */
export function CartButton() {
  const { t } = useLingui();
  const open = useSetAtom(cartDrawerOpenAtom);
  const { count } = useCurrentCart().view;
  return (
    <Box position="relative">
      <IconButton aria-label={count ? t`Panier (${count} articles)` : t`Panier`} variant="ghost" size="md" data-testid="header-cart" onClick={() => open(true)}>
        <ShoppingCart />
      </IconButton>
      <CountBadge count={count} testId="cart-count" palette="brand.500" />
    </Box>
  );
}
