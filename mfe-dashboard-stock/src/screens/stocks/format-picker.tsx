import { Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { ProductSummary } from '@vendange/contracts';
import { FormField, useDebounced } from '@vendange/ui';
import { labelOf, useReference } from '../../lib/use-reference';

interface Page { items: ProductSummary[]; total: number }
const LIMIT = 20;

export interface PickedFormat { productId: number; formatId: number; label: string; vintages: string[] }

/**
 * Adds a line to a movement: a search in the shop's catalogue (GET /v1/products, every status), each format
 * of a product a button. (mfe-dashboard-sales' sale-form has its own picker, with prices: a shared/ui candidate.)
 */
export function FormatPicker({ shopId, error, onPick }: { shopId: number | null; error?: string; onPick: (picked: PickedFormat) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { items: containers } = useReference('containers');
  const { data, isLoading } = useApi<Page>(search ? '/v1/products' : null, {
    shopIds: shopId ? JSON.stringify([shopId]) : undefined, limit: LIMIT, sort: 'name', search,
  });
  const products = (data?.items ?? []).filter((p) => p.formats.length > 0);
  const formatName = (f: ProductSummary['formats'][number]) => [labelOf(containers, f.container), `${f.unityValue.replace('.', ',')} ${f.unity}`].filter((s) => s && s !== '-').join(' ');

  return (
    <FormField label={<Trans>Ajouter un produit</Trans>} error={error}>
      <Stack gap="2" w="full">
        <Input bg="white" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t`Rechercher un vin, un article…`} data-testid="movement-product-search" />
        {search && isLoading && !data ? <Spinner size="sm" /> : null}
        {search && data && products.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun produit ne correspond à cette recherche.</Trans></Text> : null}
        {search && products.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none" maxH="56" overflowY="auto" bg="white" borderWidth="1px" borderRadius="md" p="2" aria-label={t`Produits trouvés`}>
            {products.map((p) => (
              <Box as="li" key={p.id} py="1" data-testid="movement-product-option">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="medium">{p.name}{p.precision ? <Text as="span" color="gray.600" fontWeight="normal"> · {p.precision}</Text> : null}</Text>
                  <HStack gap="2" wrap="wrap">
                    {p.formats.map((f) => {
                      const format = formatName(f);
                      const name = p.name;
                      return (
                        <Button key={f.id} size="xs" variant="outline" colorPalette="brand" data-testid="movement-format-add" aria-label={t`Ajouter ${name}, ${format}`}
                          onClick={() => {
                            onPick({ productId: p.id, formatId: f.id, label: [p.name, p.precision, format].filter(Boolean).join(' · '), vintages: p.vintages.map((v) => v.name) });
                            setTyped('');
                          }}>
                          + {format}
                        </Button>
                      );
                    })}
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        ) : null}
        {data && data.total > LIMIT ? <Text fontSize="sm" color="gray.600"><Trans>Seuls les {LIMIT} premiers produits sont listés : affinez la recherche.</Trans></Text> : null}
      </Stack>
    </FormField>
  );
}
