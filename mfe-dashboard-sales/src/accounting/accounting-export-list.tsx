import { Badge, Box, Flex, Heading, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { buildUrl } from '@vendange/api-client';
import type { AccountingExport, AccountingExportKind, AccountingExportStatus } from '@vendange/contracts';
import { ErrorScreen, formatDate, formatDateTime, PageLoader, Pager } from '@vendange/ui';

export interface ExportPage { items: AccountingExport[]; total: number; page: number; limit: number }

/** An export the job has not finished: the list refreshes while one is there. */
export const isRunning = (e: Pick<AccountingExport, 'status'>) => e.status === 'pending' || e.status === 'processing';

const tones: Record<AccountingExportStatus, string> = { pending: 'gray', processing: 'blue', completed: 'green', error: 'red' };

function useExportLabels() {
  const { t } = useLingui();
  const kind = (k: AccountingExportKind) => ({ fec: t`FEC`, VE: t`Journal des ventes`, BQ: t`Journal de banque`, CA: t`Journal de caisse` })[k];
  const status = (s: AccountingExportStatus) => ({ pending: t`En attente`, processing: t`En préparation`, completed: t`Prêt`, error: t`Échec` })[s];
  return { kind, status };
}

function ExportItem({ item }: { item: AccountingExport }) {
  const { t } = useLingui();
  const labels = useExportLabels();
  const from = formatDate(`${item.from}T12:00:00Z`);
  const to = formatDate(`${item.to}T12:00:00Z`);
  const asked = formatDateTime(item.createdAt);
  const name = item.fileName;
  return (
    <Box as="li" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="accounting-export" data-status={item.status}>
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Stack gap="0">
          <Text fontWeight="semibold">{labels.kind(item.kind)} <Trans>du {from} au {to}</Trans></Text>
          <Text fontSize="sm" color="gray.600"><Trans>Demandé le {asked}</Trans></Text>
        </Stack>
        <Badge colorPalette={tones[item.status]} data-testid="accounting-export-status">{labels.status(item.status)}</Badge>
      </Flex>
      {isRunning(item) ? (
        <Progress.Root mt="3" value={item.progress} size="sm" colorPalette="brand" aria-label={t`Avancement de l’export`}>
          <HStack gap="3">
            <Progress.Track flex="1"><Progress.Range /></Progress.Track>
            <Progress.ValueText data-testid="accounting-export-progress">{item.progress} %</Progress.ValueText>
          </HStack>
        </Progress.Root>
      ) : null}
      {item.status === 'completed' && item.downloadUrl ? (
        <Link mt="2" href={buildUrl(item.downloadUrl)} target="_blank" rel="noopener" color="brand.600" data-testid="accounting-export-download">
          <FileDown size={16} aria-hidden /> <Trans>Télécharger</Trans> {name}
        </Link>
      ) : null}
      {item.status === 'completed' && !item.downloadUrl ? (
        <Text mt="2" fontSize="sm" color="gray.600"><Trans>Lien expiré : préparez cet export de nouveau.</Trans></Text>
      ) : null}
      {item.status === 'error' ? (
        <Text mt="2" fontSize="sm" color="red.700" role="alert">{item.errorMessage ?? t`La préparation a échoué : préparez l’export de nouveau.`}</Text>
      ) : null}
    </Box>
  );
}

/** The shop's exports, newest first: status, progress while the job writes, the file's link once ready. */
export function AccountingExportList({ data, error, isLoading, onPage }: { data?: ExportPage; error?: unknown; isLoading: boolean; onPage: (page: number) => void }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="exports-title" data-testid="accounting-export-list">
      <Heading as="h2" size="md" id="exports-title"><Trans>Exports préparés</Trans></Heading>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.items.length === 0 ? (
        <Box bg="white" borderRadius="md" p="6" textAlign="center" color="gray.600" data-testid="accounting-export-empty">
          <Trans>Aucun export pour l’instant : choisissez un fichier et une période, puis « Préparer l’export ».</Trans>
        </Box>
      ) : null}
      {data && data.items.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2">
          {data.items.map((item) => <ExportItem key={item.id} item={item} />)}
        </Stack>
      ) : null}
      {data ? <Pager page={data.page} total={data.total} limit={data.limit} onPage={onPage} /> : null}
    </Stack>
  );
}
