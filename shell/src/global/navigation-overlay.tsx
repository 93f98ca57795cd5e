import { Box } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { navigationPendingAtom } from './navigation-state';

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

/**
 * Spec point 2: a loading overlay during navigation: a bar along the top and a veil that keeps the
 * person from clicking into a page that is being replaced.
 */
export function NavigationOverlay() {
  const pending = useAtomValue(navigationPendingAtom);
  if (!pending) return null;
  return (
    <Box data-testid="navigation-overlay" aria-hidden position="fixed" inset="0" zIndex="overlay" pointerEvents="auto" bg="whiteAlpha.400" cursor="progress">
      <Box position="absolute" top="0" left="0" right="0" h="3px" overflow="hidden" bg="brand.100">
        <Box h="full" w="40%" bg="brand.500" css={{ animation: `${slide} 1s ease-in-out infinite` }} />
      </Box>
    </Box>
  );
}
