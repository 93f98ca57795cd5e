import { Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useApi } from '@vendange/api-client';
import type { ProductSummary } from '@vendange/contracts';
import { formatCents } from './format';
import { formatName } from './format-name';
import { FormField } from './forms';
import { useDebounced } from './use-debounced';

interface Page { items: ProductSummary[]; total: number }
export type CatalogueFormat = ProductSummary['formats'][number];

export interface CataloguePickerProps {
  shopId: number | null;
  /** Each format's price in this grid (a client's typology); absent: no prices shown. */
  prices?: { typology: string | null };
  /** Lists the catalogue before anything is typed (a sale), or only once a search is typed (a stock movement). */
  listBeforeSearch?: boolean;
  /** Boxes the buyer composes are sold by the shop only: a sale leaves them out. */
  withoutBoxes?: boolean;
  /** Empties the search after a pick (lines are added one after the other). */
  clearOnPick?: boolean;
  limit?: number;
  label?: ReactNode;
  error?: string | undefined;
  /** Test ids of the search field, each product and each format button. */
  testIds: { search: string; option: string; add: string };
  onPick: (product: ProductSummary, format: CatalogueFormat, formatLabel: string) => void;
}

/**
 * Adds a product line from the shop's catalogue (GET /v1/products, every status, as the products screen asks it):
 * a search, each product with one button per format, named as everywhere else (`formatName`), with its price in
 * the client's grid when asked. The one picker of the dashboard: sales, samples, primeurs, movements, allocations,
 * purchases.
 */
export function CataloguePicker({
  shopId, prices, listBeforeSearch = false, withoutBoxes = false, clearOnPick = false, limit = 25, label, error, testIds, onPick,
}: CataloguePickerProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const asking = listBeforeSearch || search !== '';
  const { data, isLoading } = useApi<Page>(asking && shopId !== null ? '/v1/products' : null, {
    shopIds: shopId !== null ? JSON.stringify([shopId]) : undefined, limit, sort: 'name', search: search || undefined,
    typology: prices?.typology ?? undefined,
  });
  const products = (data?.items ?? []).filter((p) => p.formats.length > 0 && !(withoutBoxes && p.hasBuilder));

  return (
    <FormField label={label ?? <Trans>Ajouter un produit</Trans>} error={error}>
      <Stack gap="2" w="full">
        <Input bg="white" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t`Rechercher un vin, un article…`} data-testid={testIds.search} />
        {asking && isLoading && !data ? <Spinner size="sm" /> : null}
        {asking && data && products.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun produit ne correspond à cette recherche.</Trans></Text> : null}
        {asking && products.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none" maxH="72" overflowY="auto" bg="white" borderWidth="1px" borderRadius="md" p="2" aria-label={t`Produits trouvés`}>
            {products.map((p) => (
              <Box as="li" key={p.id} py="1" data-testid={testIds.option}>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="medium">{p.name}{p.precision ? <Text as="span" color="gray.600" fontWeight="normal"> · {p.precision}</Text> : null}</Text>
                  <HStack gap="2" wrap="wrap">
                    {p.formats.map((f) => {
                      const format = formatName(f);
                      const name = p.name;
                      return (
                        <Button key={f.id} size="xs" variant="outline" colorPalette="brand" data-testid={testIds.add} aria-label={t`Ajouter ${name}, ${format}`}
                          onClick={() => { onPick(p, f, format); if (clearOnPick) setTyped(''); }}>
                          + {format}{prices && f.displayCents !== null ? ` · ${formatCents(f.displayCents)}` : ''}
                        </Button>
                      );
                    })}
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        ) : null}
        {asking && data && data.total > limit ? <Text fontSize="sm" color="gray.600"><Trans>Seuls les {limit} premiers produits sont listés : affinez la recherche.</Trans></Text> : null}
      </Stack>
    </FormField>
  );
}
