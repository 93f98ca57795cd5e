import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useNewVersionAvailable } from './use-app-version';

/** Spec point 4: a persistent notice offering a reload when a new version is deployed. */
export function VersionNotice() {
  if (!useNewVersionAvailable()) return null;
  return (
    <Box role="status" data-testid="version-notice" position="fixed" left="4" bottom={{ base: '86px', sm: '4' }} zIndex="toast"
      bg="gray.900" color="white" px="4" py="3" borderRadius="md" boxShadow="lg" maxW="calc(100vw - 32px)">
      <HStack gap="3" flexWrap="wrap">
        <RefreshCw size={18} aria-hidden />
        <Text><Trans>Une nouvelle version de Vendange est disponible.</Trans></Text>
        <Button size="sm" colorPalette="brand" onClick={() => window.location.reload()}><Trans>Recharger</Trans></Button>
      </HStack>
    </Box>
  );
}
