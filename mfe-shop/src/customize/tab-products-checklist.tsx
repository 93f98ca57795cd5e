import { Box, Checkbox, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useApi } from '@vendange/api-client';
import type { ProductSummary } from '@vendange/contracts';
import { TAB_PRODUCTS_LIMIT } from '../storefront/tab-content';
import { toggled } from './toggled';

/**
 * The shop's products to pick for a tab of « Des produits choisis », asked for only when a tab holds chosen products
 * (drawn only then). Every product whatever its status: a paused wine may be chosen now and shown once back on sale.
 * The editors on the page share one request (same key).
 */
export function TabProductsChecklist({ shopId, value, onChange }: { shopId: number; value: number[]; onChange: (ids: number[]) => void }) {
  const products = useApi<{ items: ProductSummary[] }>('/v1/products', { shopIds: JSON.stringify([shopId]), limit: TAB_PRODUCTS_LIMIT });
  if (!products.data) return <Text fontSize="sm" color="gray.600"><Trans>Chargement des produits…</Trans></Text>;
  const items = products.data.items;
  return (
    <Box maxH="48" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" data-testid="tab-content-products">
      {items.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>La boutique n'a encore aucun produit.</Trans></Text> : null}
      <Stack gap="1">
        {items.map((p) => (
          <Checkbox.Root key={p.id} size="sm" checked={value.includes(p.id)} onCheckedChange={(e) => onChange(toggled(value, p.id, e.checked === true))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{p.name}{p.precision ? <Text as="span" color="gray.600"> · {p.precision}</Text> : null}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Box>
  );
}
