import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import type { MaintenanceState } from '@vendange/contracts';
import { formatDateTime } from '@vendange/ui';

/** Spec point 2: the full-screen maintenance page, with the planned end. */
export function MaintenancePage({ state }: { state: MaintenanceState }) {
  const end = state.endDate ? formatDateTime(state.endDate) : null;
  return (
    <Box data-testid="maintenance-page" minH="100vh" display="flex" alignItems="center" justifyContent="center" px="6"
      bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.950" color="white">
      <Stack align="center" gap="5" textAlign="center" maxW="560px">
        <Box p="6" borderRadius="full" bg="whiteAlpha.200"><Wrench size={64} aria-hidden /></Box>
        <Heading as="h1" size="2xl"><Trans>Vendange est en maintenance</Trans></Heading>
        <Text fontSize="lg">
          {end ? <Trans>Nous améliorons la plateforme. Retour prévu le {end}.</Trans> : <Trans>Nous améliorons la plateforme. Merci de revenir dans quelques instants.</Trans>}
        </Text>
        {state.message ? <Text opacity={0.9}>{state.message}</Text> : null}
        <Text fontSize="sm" opacity={0.8}><Trans>La page se rafraîchit d'elle-même quand le service revient.</Trans></Text>
      </Stack>
    </Box>
  );
}
