import type { MessageDescriptor } from '@lingui/core';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FutureOffer, FutureStatus } from '@vendange/contracts';
import { formatCents, formatDate } from '@vendange/ui';

export const futureStatusLabels: Record<FutureStatus, MessageDescriptor> = {
  draft: /*i18n*/ { id: 'future.status.draft', message: 'Brouillon' },
  open: /*i18n*/ { id: 'future.status.open', message: 'Ouverte' },
  closed: /*i18n*/ { id: 'future.status.closed', message: 'Close' },
  delivered: /*i18n*/ { id: 'future.status.delivered', message: 'En livraison' },
};
const palette: Record<FutureStatus, string> = { draft: 'gray', open: 'green', closed: 'orange', delivered: 'blue' };

export function FutureStatusBadge({ status }: { status: FutureStatus }) {
  const { i18n } = useLingui();
  return <Badge colorPalette={palette[status]} data-testid="future-status" data-status={status}>{i18n._(futureStatusLabels[status])}</Badge>;
}

/** Each tranche: its price, the day it opens while it has not come, and what is sold of its cap as a bar. */
export function TrancheProgress({ offer }: { offer: Pick<FutureOffer, 'tranches'> }) {
  const { t } = useLingui();
  return (
    <Stack gap="1" minW="48" data-testid="future-tranches">
      {offer.tranches.map((tr) => {
        const share = tr.cap === 0 ? 0 : Math.min(100, Math.round((tr.sold / tr.cap) * 100));
        const price = formatCents(tr.unitPriceCents);
        const opens = tr.opensOn ? formatDate(tr.opensOn) : '';
        return (
          <Stack key={tr.id} gap="0.5" data-testid="future-tranche" data-open={tr.open}>
            <HStack justify="space-between" fontSize="xs" gap="2">
              <Text><Trans>Tranche {tr.position} · {price}</Trans>{!tr.open && opens ? <Text as="span" color="orange.700" data-testid="future-tranche-opens-on"> · <Trans>ouvre le {opens}</Trans></Text> : null}</Text>
              <Text data-testid="future-tranche-sold">{tr.sold} / {tr.cap}</Text>
            </HStack>
            <Box h="1.5" bg="gray.100" borderRadius="full" role="progressbar" aria-valuenow={share} aria-valuemin={0} aria-valuemax={100} aria-label={t`Tranche ${tr.position} vendue à ${share} %`}>
              <Box h="full" w={`${share}%`} bg={share >= 100 ? 'red.400' : 'brand.500'} borderRadius="full" />
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
