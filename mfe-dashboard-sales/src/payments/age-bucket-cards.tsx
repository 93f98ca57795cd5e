import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AgeBuckets } from '@vendange/contracts';
import { formatCents } from '@vendange/ui';
import { ageBucketLabels, ageBuckets } from './payment-labels';

const tones = { notDueCents: 'gray.800', days1to30Cents: 'orange.600', days31to60Cents: 'orange.700', over60Cents: 'red.600' } as const;

/** What the shop is owed by age of the due date (not yet due, 1–30, 31–60, over 60 days late), then in all. */
export function AgeBucketCards({ buckets }: { buckets: AgeBuckets }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="3" data-testid="outstanding-buckets">
      {ageBuckets.map((b) => (
        <Box key={b} bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid={`outstanding-bucket-${b}`}>
          <Text as="dt" fontSize="sm" color="gray.600">{i18n._(ageBucketLabels[b])}</Text>
          <Text as="dd" fontSize="lg" fontWeight="semibold" color={buckets[b] > 0 ? tones[b] : 'gray.800'}>{formatCents(buckets[b])}</Text>
        </Box>
      ))}
      <Box bg="brand.50" borderWidth="1px" borderColor="brand.200" borderRadius="md" p="3" gridColumn={{ base: 'span 2', md: 'auto' }} data-testid="outstanding-bucket-total">
        <Text as="dt" fontSize="sm" color="gray.700"><Trans>Total dû</Trans></Text>
        <Text as="dd" fontSize="lg" fontWeight="bold">{formatCents(buckets.totalCents)}</Text>
      </Box>
    </SimpleGrid>
  );
}
