import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { StockThreshold } from '@vendange/contracts';
import { belowThreshold } from '../../lib/allocation-view';

/** "Sous le seuil": the formats whose stock, all warehouses together, is below their alert threshold (nothing when none). */
export function LowStockPanel({ thresholds, onEdit }: { thresholds: readonly StockThreshold[]; onEdit: (t: StockThreshold) => void }) {
  const low = belowThreshold(thresholds);
  if (low.length === 0) return null;
  return (
    <Box bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" p="3" data-testid="stock-low-panel">
      <Text fontWeight="semibold" mb="2" color="orange.800"><Trans>Sous le seuil</Trans></Text>
      <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
        {low.map((t) => (
          <HStack as="li" key={t.formatId} justify="space-between" gap="2" wrap="wrap" data-testid="stock-low-item">
            <Text>{t.label}</Text>
            <HStack gap="2">
              <Text fontWeight="semibold" color="red.600"><Trans>{t.physical} en stock · seuil {t.threshold}</Trans></Text>
              <Button size="2xs" variant="ghost" onClick={() => onEdit(t)}><Trans>Modifier</Trans></Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
