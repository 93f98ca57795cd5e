import { Alert, Box, Button, Flex, Heading, Input, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormField } from '@vendange/ui';
import { accountingCodesHref } from '../accounting/accounting-links';
import { defaultFecPeriod, fecPeriodError, type FecPeriod } from '../accounting/fec-period';
import { downloadFile } from '../downloads/download-file';
import { frenchToday } from '../quotes/quote-labels';

/**
 * /dashboard/accounting/exports (downloadAccountingExports, accounting module): the FEC of a period, the current
 * year by default, fetched with the bearer token and saved under the server's name ({SIREN}FEC{YYYYMMDD}.txt).
 * A refusal (a shop without its SIREN: 409) is shown in French above the button.
 */
export function AccountingExportsScreen() {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const [period, setPeriod] = useState<FecPeriod>(() => defaultFecPeriod(frenchToday(new Date())));
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState<'FEC' | 'VE' | 'BQ' | 'CA' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const error = shown ? fecPeriodError(period) : null;

  const edit = (next: Partial<FecPeriod>) => { setPeriod((p) => ({ ...p, ...next })); setFailure(null); };
  /** The FEC, or one journal as CSV, of the period typed (the same entries, numbered the same way). */
  const download = async (what: 'FEC' | 'VE' | 'BQ' | 'CA') => {
    setShown(true);
    if (busy || fecPeriodError(period)) return;
    setBusy(what);
    setFailure(null);
    try {
      const query = { shopId, from: period.from, to: period.to };
      const name = what === 'FEC'
        ? await downloadFile('/v1/accounting/fec', { accept: 'text/plain', fallback: 'FEC.txt', query })
        : await downloadFile('/v1/accounting/journal', { accept: 'text/csv', fallback: `journal-${what}.csv`, query: { ...query, journal: what } });
      showSnackbar('success', what === 'FEC' ? t`FEC téléchargé : ${name}.` : t`Journal téléchargé : ${name}.`);
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => { event.preventDefault(); void download('FEC'); };

  return (
    <Stack gap="4" maxW="3xl" data-testid="accounting-exports-screen">
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Heading size="xl"><Trans>Exports comptables</Trans></Heading>
        {can('editAccountingCodes') ? (
          <Link asChild color="brand.600"><RouterLink to={accountingCodesHref()} data-testid="accounting-codes-link"><Trans>Comptes comptables</Trans></RouterLink></Link>
        ) : null}
      </Flex>
      <Box as="section" bg="white" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '5' }} aria-labelledby="fec-title">
        <Stack gap="4">
          <Heading as="h2" size="md" id="fec-title"><Trans>Fichier des écritures comptables (FEC)</Trans></Heading>
          <Text color="gray.700">
            <Trans>Le FEC (fichier des écritures comptables) reprend les écritures de vos ventes et de vos encaissements sur la période choisie. Il est à remettre à l'administration fiscale sur demande et à votre expert-comptable.</Trans>
          </Text>
          <form noValidate aria-label={t`Télécharger le FEC`} onSubmit={submit}>
            <Stack gap="4">
              <Flex gap="3" wrap="wrap">
                <Box w={{ base: 'full', sm: '48' }}>
                  <FormField label={<Trans>Du</Trans>} required error={error === 'from' ? t`Indiquez le premier jour de la période.` : undefined}>
                    <Input type="date" value={period.from} max={period.to || undefined} onChange={(e) => edit({ from: e.target.value })} data-testid="fec-from" />
                  </FormField>
                </Box>
                <Box w={{ base: 'full', sm: '48' }}>
                  <FormField label={<Trans>Au</Trans>} required
                    error={error === 'to' ? t`Indiquez le dernier jour de la période.` : error === 'inverted' ? t`La fin de la période précède son début.` : undefined}>
                    <Input type="date" value={period.to} min={period.from || undefined} onChange={(e) => edit({ to: e.target.value })} data-testid="fec-to" />
                  </FormField>
                </Box>
              </Flex>
              {failure ? (
                <Alert.Root status="error" data-testid="fec-error"><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root>
              ) : null}
              <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={busy === 'FEC'} disabled={busy !== null && busy !== 'FEC'} data-testid="fec-download">
                <Trans>Télécharger le FEC</Trans>
              </Button>
              <Text color="gray.700"><Trans>Les journaux de la même période, à ouvrir dans un tableur (CSV) :</Trans></Text>
              <Wrap gap="2">
                <Button variant="outline" colorPalette="brand" loading={busy === 'VE'} disabled={busy !== null && busy !== 'VE'} onClick={() => void download('VE')} data-testid="journal-download-VE"><Trans>Journal des ventes</Trans></Button>
                <Button variant="outline" colorPalette="brand" loading={busy === 'BQ'} disabled={busy !== null && busy !== 'BQ'} onClick={() => void download('BQ')} data-testid="journal-download-BQ"><Trans>Journal de banque</Trans></Button>
                <Button variant="outline" colorPalette="brand" loading={busy === 'CA'} disabled={busy !== null && busy !== 'CA'} onClick={() => void download('CA')} data-testid="journal-download-CA"><Trans>Journal de caisse</Trans></Button>
              </Wrap>
            </Stack>
          </form>
        </Stack>
      </Box>
    </Stack>
  );
}
