import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { PurchaseTotals } from '@vendange/contracts';
import { formatCents, formatRate } from '@vendange/ui';

/** Totals excl. VAT, VAT per rate and incl. VAT, as computed by the contract's pure function. */
export function PurchaseTotalsBox({ totals }: { totals: PurchaseTotals }) {
  return (
    <Stack gap="1" alignSelf="flex-end" minW={{ base: 'full', sm: '64' }} borderWidth="1px" borderRadius="md" p="3" bg="white" data-testid="purchase-totals">
      <HStack justify="space-between"><Text><Trans>Total HT</Trans></Text><Text data-testid="purchase-total-excl">{formatCents(totals.exclCents)}</Text></HStack>
      {totals.byRate.map((r) => {
        const rate = formatRate(r.vatRate);
        return <HStack key={r.vatRate} justify="space-between" color="gray.600" fontSize="sm"><Text><Trans>TVA {rate}</Trans></Text><Text>{formatCents(r.vatCents)}</Text></HStack>;
      })}
      <HStack justify="space-between" fontWeight="semibold"><Text><Trans>Total TTC</Trans></Text><Text data-testid="purchase-total-incl">{formatCents(totals.inclCents)}</Text></HStack>
    </Stack>
  );
}
