import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { layoutSizes } from '../layout-sizes';

/**
 * The save bar of a long form, always in reach: above the phone's bottom bar, and clear of the help
 * button that sits in the bottom right corner on wider screens.
 */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <Flex justify="flex-end" align="center" gap="3" wrap="wrap" position="sticky" zIndex="1" bg="gray.50" py="3" mt="4"
      bottom={{ base: `${layoutSizes.bottomBar}px`, sm: '0' }} pe={{ base: '0', sm: '16' }}>
      {children}
    </Flex>
  );
}
