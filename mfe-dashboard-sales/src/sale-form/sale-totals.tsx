import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { StaffSalePrice } from '@vendange/contracts';
import { formatCents } from '@vendange/ui';

/** The sale's totals from the last preview; a spinner while the next is computed, or why there are none yet. */
export function SaleTotals({ price, loading, failure, waiting }: { price: StaffSalePrice | undefined; loading: boolean; failure: string | null; waiting: boolean }) {
  return (
    <Stack gap="1" alignSelf={{ base: 'stretch', md: 'flex-end' }} minW={{ md: '280px' }} bg="white" borderWidth="1px" borderRadius="md" p="4"
      data-testid="sale-totals" aria-live="polite" aria-busy={loading}>
      <HStack justify="space-between">
        <Text fontWeight="semibold"><Trans>Totaux</Trans></Text>
        {loading ? <Spinner size="xs" data-testid="sale-totals-loading" /> : null}
      </HStack>
      {failure ? <Text role="alert" fontSize="sm" color="red.600" data-testid="sale-totals-error">{failure}</Text> : null}
      {!price && !failure ? (
        <Text fontSize="sm" color="gray.600">{waiting ? <Trans>Choisissez un client et ajoutez un produit pour voir les totaux.</Trans> : <Trans>Corrigez les lignes signalées pour voir les totaux.</Trans>}</Text>
      ) : null}
      {price?.error ? (
        <Text role="alert" fontSize="sm" color="red.600" data-testid="sale-totals-refused"><Trans>Cette vente ne peut pas être chiffrée : {price.error.message}</Trans></Text>
      ) : null}
      {price && !price.error ? (
        <>
          <HStack justify="space-between"><Text><Trans>Total HT</Trans></Text><Text data-testid="sale-total-ht">{formatCents(price.totalHtCents)}</Text></HStack>
          {price.shippingCents !== 0 ? <HStack justify="space-between"><Text><Trans>Frais de port</Trans></Text><Text>{formatCents(price.shippingCents)}</Text></HStack> : null}
          <HStack justify="space-between"><Text><Trans>TVA</Trans></Text><Text>{formatCents(price.vatCents)}</Text></HStack>
          <HStack justify="space-between" fontWeight="semibold"><Text><Trans>Total TTC</Trans></Text><Text data-testid="sale-total-ttc">{formatCents(price.totalTtcCents)}</Text></HStack>
          <Text fontSize="xs" color="gray.600">
            {price.priceEntry === 'ttc' ? <Trans>Prix unitaires saisis TTC (grille {price.typology ?? '—'}).</Trans> : <Trans>Prix unitaires saisis HT (grille {price.typology ?? '—'}).</Trans>}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
