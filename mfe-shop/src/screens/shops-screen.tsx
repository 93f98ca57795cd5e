import { Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { sessionAtom, shopPathOf } from '@vendange/store';
import { MyProducers } from './shops-my-producers';
import { ShopsDirectory } from './shops-directory';
import { useViewerRole } from './shops-my-shops';

/**
 * The producers' directory: '/' and '/shops'. A buyer finds "Mes producteurs" first (the shops they
 * buy from, to add or remove), then every producer; others see the directory alone.
 */
export function ShopsScreen() {
  const { user } = useAtomValue(sessionAtom);
  const { keepsProducers } = useViewerRole();
  return (
    <Stack gap="8" maxW="6xl" mx="auto" w="full" data-testid="shops-list">
      <Heading as="h1" size="2xl"><Trans>Nos producteurs</Trans></Heading>
      {keepsProducers ? <MyProducers /> : null}
      <ShopsDirectory
        title={keepsProducers ? <Trans>Tous les producteurs</Trans> : null}
        hrefOf={(shop) => shopPathOf(shop, !!user)}
        testId="shops-directory"
      />
    </Stack>
  );
}
