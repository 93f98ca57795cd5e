import { Alert, Box, Button, Flex, Heading, Input, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi, downloadFile } from '@vendange/api-client';
import type { Shop, Ventilation } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { FormField, PageLoader } from '@vendange/ui';
import { VentilationDocuments } from '../accounting/ventilation-documents';
import { choiceOf, periodError, periodOf, type PeriodChoice, type VentilationPeriod } from '../accounting/ventilation-period';
import { VentilationTable } from '../accounting/ventilation-table';
import { frenchToday } from '../quotes/quote-labels';

/**
 * /dashboard/orders/ventilate (billOrder): the sales of a period by sales account × VAT rate, as the accountant asks
 * for them each month (docs/decisions/ventilations.md). This month by default; last month, this quarter, the fiscal
 * year (the shop's start) in one tap; the table as CSV; the period's documents, each with its own breakdown.
 */
export function VentilationsScreen() {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const today = frenchToday(new Date());
  const { data: shop } = useApi<Shop>('/v1/shops/me', undefined, { shouldRetryOnError: false });
  const fiscal = shop?.settings;
  const [period, setPeriod] = useState<VentilationPeriod>(() => periodOf('thisMonth', today));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const error = periodError(period);
  const query = error || shopId === null ? null : { shopId, from: period.from, to: period.to };
  const { data, error: loadError, isLoading } = useApi<Ventilation>(query ? '/v1/accounting/ventilation' : null, query ?? undefined);
  const count = data?.documents.count ?? 0;
  const chosen = choiceOf(period, today, fiscal);
  const choices: Array<[PeriodChoice, string]> = [['thisMonth', t`Ce mois-ci`], ['lastMonth', t`Le mois dernier`], ['thisQuarter', t`Ce trimestre`], ['fiscalYear', t`Exercice en cours`]];

  const download = async () => {
    if (!query || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const name = await downloadFile('/v1/accounting/ventilation', { accept: 'text/csv', fallback: 'ventilation-des-ventes.csv', query: { ...query, format: 'csv' } });
      showSnackbar('success', t`Ventilation téléchargée : ${name}.`);
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5" maxW="5xl" data-testid="ventilations-screen">
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Heading size="xl"><Trans>Ventilations</Trans></Heading>
        <Button variant="outline" colorPalette="brand" onClick={() => void download()} loading={busy} disabled={!data || data.rows.length === 0} alignSelf={{ base: 'stretch', sm: 'auto' }} data-testid="ventilation-csv">
          <Trans>Télécharger le tableau (CSV)</Trans>
        </Button>
      </Flex>
      <Text color="gray.700">
        <Trans>Vos ventes de la période par compte de ventes et taux de TVA : factures, factures d'acompte et avoirs (en négatif), comme votre journal des ventes les enregistre.</Trans>
      </Text>
      <Box as="section" bg="white" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} aria-label={t`Période`}>
        <Stack gap="3">
          <Wrap gap="2" role="group" aria-label={t`Périodes usuelles`}>
            {choices.map(([choice, label]) => (
              <Button key={choice} size="sm" variant={chosen === choice ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={chosen === choice}
                onClick={() => setPeriod(periodOf(choice, today, fiscal))} data-testid={`ventilation-period-${choice}`}>{label}</Button>
            ))}
          </Wrap>
          <Flex gap="3" wrap="wrap">
            <Box w={{ base: 'full', sm: '48' }}>
              <FormField label={<Trans>Du</Trans>} required error={error === 'from' ? t`Indiquez le premier jour de la période.` : undefined}>
                <Input type="date" value={period.from} max={period.to || undefined} onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))} data-testid="ventilation-from" />
              </FormField>
            </Box>
            <Box w={{ base: 'full', sm: '48' }}>
              <FormField label={<Trans>Au</Trans>} required
                error={error === 'to' ? t`Indiquez le dernier jour de la période.` : error === 'inverted' ? t`La fin de la période précède son début.` : undefined}>
                <Input type="date" value={period.to} min={period.from || undefined} onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))} data-testid="ventilation-to" />
              </FormField>
            </Box>
          </Flex>
        </Stack>
      </Box>
      {failure ? <Alert.Root status="error" data-testid="ventilation-error"><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root> : null}
      {loadError ? <Alert.Root status="error"><Alert.Indicator /><Alert.Title role="alert"><Trans>La ventilation n'a pas pu être calculée : réessayez dans un instant.</Trans></Alert.Title></Alert.Root> : null}
      {query && isLoading && !data ? <PageLoader /> : null}
      {data && data.rows.length === 0 ? (
        <Box bg="white" borderWidth="1px" borderRadius="md" p="6" textAlign="center" data-testid="ventilation-empty">
          <Text color="gray.700"><Trans>Aucune vente sur cette période : aucune facture, facture d'acompte ni avoir n'y a été émis.</Trans></Text>
        </Box>
      ) : null}
      {data && data.rows.length > 0 ? (
        <Stack gap="2">
          <VentilationTable ventilation={data} />
          <Text fontSize="sm" color="gray.600" data-testid="ventilation-documents-count">
            <Trans>Documents ventilés : {count}.</Trans>{' '}
            <Link asChild color="brand.600"><RouterLink to={getHref('bills', {}, { from: period.from, to: period.to })} data-testid="ventilation-bills-link"><Trans>Voir les factures de la période</Trans></RouterLink></Link>
          </Text>
        </Stack>
      ) : null}
      {query ? <VentilationDocuments key={`${period.from}-${period.to}`} shopId={query.shopId} period={period} /> : null}
    </Stack>
  );
}
