import { Box, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { ShoppingCart } from 'lucide-react';
import { cartDrawerOpenAtom } from './cart-drawer-state';
import { useCurrentCart } from './use-current-cart';

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
      {count > 0 ? (
        <Box data-testid="cart-count" position="absolute" top="0" right="0" minW="18px" h="18px" px="1" borderRadius="full" bg="brand.500"
          color="white" fontSize="xs" fontWeight="bold" display="flex" alignItems="center" justifyContent="center" pointerEvents="none">
          {count > 99 ? '99+' : count}
        </Box>
      ) : null}
    </Box>
  );
}
