import { Button, Card, Flex, Heading, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api, placeServerError } from '@vendange/api-client';
import { messages, type AgentRates } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { CataloguePicker, FormField } from '@vendange/ui';
import { bpOf, percentOf } from './rate-percent';

interface ProductRateRow { productId: number; productName: string; rate: string }

/**
 * The agent's default rate, an override per typology of the shop and per product (picked from the catalogue);
 * a line's rate is its product's, else its price list's, else the default. An empty typology override falls back.
 */
export function AgentRatesForm({ shopId, agentId, rates, typologies, editable, onSaved }: {
  shopId: number | null; agentId: number; rates: AgentRates | null; typologies: { key: string; name: string }[]; editable: boolean; onSaved: () => void;
}) {
  const { t } = useLingui();
  const [base, setBase] = useState('');
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const [products, setProducts] = useState<ProductRateRow[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setBase(rates ? percentOf(rates.defaultRateBp) : '');
    setOverrides(Object.fromEntries(Object.entries(rates?.typologyRatesBp ?? {}).map(([k, v]) => [k, percentOf(v)])));
    setProducts((rates?.productRates ?? []).map((r) => ({ productId: r.productId, productName: r.productName, rate: percentOf(r.rateBp) })));
  }, [rates]);
  const addProduct = (productId: number, productName: string) => {
    if (!products.some((p) => p.productId === productId)) setProducts([...products, { productId, productName, rate: '' }]);
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const defaultRateBp = bpOf(base);
    const typologyRatesBp: Record<string, number> = {};
    for (const [key, typed] of Object.entries(overrides)) {
      if (!typed.trim()) continue;
      const bp = bpOf(typed);
      if (bp === null) return setError(t`Taux de la typologie ${key} : un pourcentage de 0 à 100, deux décimales au plus.`);
      typologyRatesBp[key] = bp;
    }
    const productRates: { productId: number; productName: string; rateBp: number }[] = [];
    for (const row of products) {
      const bp = bpOf(row.rate);
      const name = row.productName;
      if (bp === null) return setError(t`Taux du produit ${name} : un pourcentage de 0 à 100, deux décimales au plus, ou retirez le produit.`);
      productRates.push({ productId: row.productId, productName: row.productName, rateBp: bp });
    }
    if (defaultRateBp === null) return setError(t`Indiquez un pourcentage de 0 à 100, deux décimales au plus (ex. 10 ou 7,5).`);
    setError(undefined);
    setSaving(true);
    try {
      await api<AgentRates>(`/v1/commissions/rates/${agentId}`, { method: 'PUT', body: { shopId: shopId ?? undefined, defaultRateBp, typologyRatesBp, productRates }, silent: true });
      showSnackbar('success', t`Taux enregistrés : ils s'appliquent aux factures émises à partir de maintenant.`);
      onSaved();
    } catch (err) {
      showSnackbar('error', placeServerError(err, [], messages.internal).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={save} noValidate aria-label={t`Taux de commission`}>
          <Stack gap="3">
            <Heading size="md"><Trans>Taux de commission</Trans></Heading>
            <Text fontSize="sm" color="gray.600"><Trans>Sur les ventes facturées HT, hors droits d'accises, au taux en vigueur à la date de la facture.</Trans></Text>
            <FormField label={<Trans>Taux par défaut (%)</Trans>} required error={error}>
              <Input value={base} onChange={(e) => setBase(e.target.value)} inputMode="decimal" disabled={!editable} maxW="40" data-testid="agent-rate-default" />
            </FormField>
            {typologies.length > 0 ? (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                {typologies.map((ty) => (
                  <FormField key={ty.key} label={<Trans>{ty.name} (%)</Trans>}>
                    <Input value={overrides[ty.key] ?? ''} onChange={(e) => setOverrides({ ...overrides, [ty.key]: e.target.value })} inputMode="decimal"
                      placeholder={t`par défaut`} disabled={!editable} data-testid={`agent-rate-${ty.key}`} />
                  </FormField>
                ))}
              </SimpleGrid>
            ) : null}
            <Stack gap="2" data-testid="agent-product-rates">
              <Heading size="sm"><Trans>Taux par produit</Trans></Heading>
              <Text fontSize="sm" color="gray.600"><Trans>Un produit listé ici a son propre taux, avant celui de la typologie et le taux par défaut.</Trans></Text>
              {products.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucun taux par produit.</Trans></Text> : null}
              {products.map((row) => (
                <Flex key={row.productId} gap="2" align="flex-end" data-testid="agent-product-rate">
                  <FormField label={<Trans>{row.productName} (%)</Trans>}>
                    <Input value={row.rate} inputMode="decimal" maxW="40" disabled={!editable} data-testid={`agent-product-rate-${row.productId}`}
                      onChange={(e) => setProducts(products.map((p) => (p.productId === row.productId ? { ...p, rate: e.target.value } : p)))} />
                  </FormField>
                  {editable ? (
                    <IconButton size="sm" variant="ghost" aria-label={t`Retirer le taux de ${row.productName}`} data-testid="agent-product-rate-remove"
                      onClick={() => setProducts(products.filter((p) => p.productId !== row.productId))}>✕</IconButton>
                  ) : null}
                </Flex>
              ))}
              {editable ? (
                <CataloguePicker shopId={shopId} withoutBoxes clearOnPick label={<Trans>Ajouter un taux pour un produit</Trans>}
                  testIds={{ search: 'agent-product-search', option: 'agent-product-option', add: 'agent-product-add' }}
                  onPick={(product) => addProduct(product.id, product.name)} />
              ) : null}
            </Stack>
            {editable ? <Flex justify="flex-end"><Button type="submit" colorPalette="brand" loading={saving} data-testid="agent-rate-save"><Trans>Enregistrer les taux</Trans></Button></Flex> : null}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
