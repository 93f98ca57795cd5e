import { Box } from '@chakra-ui/react';

/** The small count on an icon (unseen notifications, items in the cart); hidden at zero, '99+' above 99. */
export function CountBadge({ count, testId, palette = 'red.500' }: { count: number; testId: string; palette?: string }) {
  if (count <= 0) return null;
  return (
    <Box data-testid={testId} aria-hidden position="absolute" top="0" right="0" minW="18px" h="18px" px="1" borderRadius="full" bg={palette}
      color="white" fontSize="xs" fontWeight="bold" display="flex" alignItems="center" justifyContent="center" pointerEvents="none">
      {count > 99 ? '99+' : count}
    </Box>
  );
}
