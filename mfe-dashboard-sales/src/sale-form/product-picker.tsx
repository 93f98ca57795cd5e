import { Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import type { ProductSummary } from '@vendange/contracts';
import { formatCents, FormField, useDebounced } from '@vendange/ui';
import type { SaleLineForm } from './sale-form';
import { formatText } from './sale-options';

interface Page { items: ProductSummary[]; total: number }
const LIMIT = 25;

type PickedLine = Omit<SaleLineForm, 'quantity' | 'unitPrice' | 'discount' | 'reason'>;

/**
 * Adds a line: a search in the shop's catalogue (GET /v1/products, as the products screen asks it), each
 * format a button with its price in the client's grid. Boxes the buyer composes are left to the shop.
 */
export function ProductPicker({ shopId, typology, error, onPick }: { shopId: number; typology: string | null; error?: string; onPick: (line: PickedLine) => void }) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { data, isLoading } = useApi<Page>('/v1/products', {
    shopIds: JSON.stringify([shopId]), limit: LIMIT, sort: 'name', search: search || undefined, typology: typology ?? undefined,
  });
  const products = (data?.items ?? []).filter((p) => !p.hasBuilder && p.formats.length > 0);
  const pick = (p: ProductSummary, f: ProductSummary['formats'][number]) => onPick({
    key: `${p.id}-${f.id}-${Date.now()}`, productId: p.id, formatId: f.id, vintageId: '', vintages: p.vintages,
    name: `${p.name} · ${formatText(f, (d) => i18n._(d))}`,
  });

  return (
    <FormField label={<Trans>Ajouter un produit</Trans>} error={error}>
      <Stack gap="2" w="full">
        <Input bg="white" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t`Rechercher un vin, un article…`} data-testid="sale-product-search" />
        {isLoading && !data ? <Spinner size="sm" /> : null}
        {data && products.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun produit ne correspond à cette recherche.</Trans></Text> : null}
        {products.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none" maxH="72" overflowY="auto" bg="white" borderWidth="1px" borderRadius="md" p="2" aria-label={t`Produits trouvés`}>
            {products.map((p) => (
              <Box as="li" key={p.id} py="1" data-testid="sale-product-option">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="medium">{p.name}{p.precision ? <Text as="span" color="gray.600" fontWeight="normal"> · {p.precision}</Text> : null}</Text>
                  <HStack gap="2" wrap="wrap">
                    {p.formats.map((f) => {
                      const format = formatText(f, (d) => i18n._(d));
                      const name = p.name;
                      return (
                        <Button key={f.id} size="xs" variant="outline" colorPalette="brand" onClick={() => pick(p, f)} data-testid="sale-product-add"
                          aria-label={t`Ajouter ${name}, ${format}`}>
                          + {format}{f.displayCents !== null ? ` · ${formatCents(f.displayCents)}` : ''}
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
