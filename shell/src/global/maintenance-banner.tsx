import { Box, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import type { MaintenanceState } from '@vendange/contracts';
import { formatDateTime } from '@vendange/ui';

/** Announces a planned maintenance (or, to an administrator, the one under way). */
export function MaintenanceBanner({ state }: { state: MaintenanceState }) {
  const start = state.startDate ? formatDateTime(state.startDate) : '';
  const end = state.endDate ? formatDateTime(state.endDate) : '';
  return (
    <Box role="status" data-testid="maintenance-banner" bg="orange.100" color="orange.900" px="4" py="2" borderBottomWidth="1px" borderColor="orange.300">
      <HStack gap="2" justify="center" flexWrap="wrap" textAlign="center">
        <Wrench size={16} aria-hidden />
        <Text fontSize="sm">
          {state.page
            ? <Trans>Maintenance en cours jusqu'au {end}.</Trans>
            : <Trans>Une maintenance est prévue le {start} (fin prévue le {end}). Le service sera momentanément indisponible.</Trans>}
          {state.message ? ` ${state.message}` : null}
        </Text>
      </HStack>
    </Box>
  );
}
