import { Alert, Box, Button, Flex, Heading, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { api, useApi, useApiList } from '@vendange/api-client';
import { accountingExportKinds, accountingExportLinkDays, accountingExportMaxYears, type AccountingExport, type AccountingExportKind, type Shop } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormField } from '@vendange/ui';
import { AccountingExportList, isRunning, type ExportPage } from '../accounting/accounting-export-list';
import { accountingCodesHref } from '../accounting/accounting-links';
import { defaultFecPeriod, fecPeriodError, type FecPeriod } from '../accounting/fec-period';
import { frenchToday } from '../quotes/quote-labels';

/** How often the list is asked again while an export is being written. */
const RUNNING_REFRESH_MS = 1500;
const PAGE_SIZE = 10;

/**
 * /dashboard/accounting/exports (downloadAccountingExports, accounting module): the FEC or a journal of a period (the
 * shop's fiscal year by default) prepared in the background; the list shows each export's progress, and the
 * file opens by itself when ready (the documents poll), or from its link here (docs/decisions/accounting.md).
 */
export function AccountingExportsScreen() {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const { data: shop } = useApi<Shop>('/v1/shops/me', undefined, { shouldRetryOnError: false });
  const [kind, setKind] = useState<AccountingExportKind>('fec');
  const [typed, setTyped] = useState<FecPeriod | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useApiList<ExportPage>('/v1/accounting/exports', { shopId, page, limit: PAGE_SIZE }, {
    refreshInterval: (latest) => (latest?.items.some(isRunning) ? RUNNING_REFRESH_MS : 0),
  });
  // Until the user types a period: the shop's fiscal year of today.
  const period = typed ?? defaultFecPeriod(frenchToday(new Date()), shop?.settings.logStartMonth ?? 0, shop?.settings.logStartDay ?? 1);
  const error = shown ? fecPeriodError(period) : null;
  const kindLabels: Record<AccountingExportKind, string> = {
    fec: t`FEC (fichier des écritures comptables)`, VE: t`Journal des ventes (CSV)`, BQ: t`Journal de banque (CSV)`, CA: t`Journal de caisse (CSV)`,
  };

  const edit = (next: Partial<FecPeriod>) => { setTyped({ ...period, ...next }); setFailure(null); };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (busy || fecPeriodError(period)) return;
    setBusy(true);
    setFailure(null);
    try {
      await api<AccountingExport>('/v1/accounting/exports', { method: 'POST', body: { shopId, kind, from: period.from, to: period.to }, silent: true });
      showSnackbar('success', t`Export en préparation : il s’ouvrira tout seul une fois prêt.`);
      setPage(1);
      await list.mutate();
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" maxW="3xl" data-testid="accounting-exports-screen">
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Heading size="xl"><Trans>Exports comptables</Trans></Heading>
        {can('editAccountingCodes') ? (
          <Link asChild color="brand.600"><RouterLink to={accountingCodesHref()} data-testid="accounting-codes-link"><Trans>Comptes comptables</Trans></RouterLink></Link>
        ) : null}
      </Flex>
      <Box as="section" bg="white" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '5' }} aria-labelledby="export-title">
        <Stack gap="4">
          <Heading as="h2" size="md" id="export-title"><Trans>Préparer un export</Trans></Heading>
          <Text color="gray.700">
            <Trans>Le FEC (fichier des écritures comptables) reprend les écritures de vos ventes et de vos encaissements sur la période choisie. Il est à remettre à l'administration fiscale sur demande et à votre expert-comptable. Les journaux s'ouvrent dans un tableur.</Trans>
          </Text>
          <form noValidate aria-label={t`Préparer un export`} onSubmit={(e) => void submit(e)}>
            <Stack gap="4">
              <FormField label={<Trans>Fichier</Trans>} required>
                <NativeSelect.Root>
                  <NativeSelect.Field value={kind} onChange={(e) => { setKind(e.target.value as AccountingExportKind); setFailure(null); }} data-testid="export-kind">
                    {accountingExportKinds.map((k) => <option key={k} value={k}>{kindLabels[k]}</option>)}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <Flex gap="3" wrap="wrap">
                <Box w={{ base: 'full', sm: '48' }}>
                  <FormField label={<Trans>Du</Trans>} required error={error === 'from' ? t`Indiquez le premier jour de la période.` : undefined}>
                    <Input type="date" value={period.from} max={period.to || undefined} onChange={(e) => edit({ from: e.target.value })} data-testid="fec-from" />
                  </FormField>
                </Box>
                <Box w={{ base: 'full', sm: '48' }}>
                  <FormField label={<Trans>Au</Trans>} required
                    error={error === 'to' ? t`Indiquez le dernier jour de la période.` : error === 'inverted' ? t`La fin de la période précède son début.`
                      : error === 'tooLong' ? t`Une période de ${accountingExportMaxYears} ans au plus : préparez plusieurs exports.` : undefined}>
                    <Input type="date" value={period.to} min={period.from || undefined} onChange={(e) => edit({ to: e.target.value })} data-testid="fec-to" />
                  </FormField>
                </Box>
              </Flex>
              {failure ? (
                <Alert.Root status="error" data-testid="fec-error"><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root>
              ) : null}
              <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={busy} data-testid="export-prepare">
                <Trans>Préparer l'export</Trans>
              </Button>
              <Text fontSize="sm" color="gray.600"><Trans>Le fichier est préparé en arrière-plan : il s'ouvre dans un nouvel onglet dès qu'il est prêt, et reste téléchargeable ci-dessous pendant {accountingExportLinkDays} jours.</Trans></Text>
            </Stack>
          </form>
        </Stack>
      </Box>
      <AccountingExportList data={list.data} error={list.error} isLoading={list.isLoading} onPage={setPage} />
    </Stack>
  );
}
