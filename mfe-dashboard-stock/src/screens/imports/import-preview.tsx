import { Badge, Box, Button, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ImportDetail } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { errorsByLine, importProgress, importStatusColors, importStatusLabels } from '../../lib/import-view';

/**
 * What a file gave: counts, the errors line by line and column by column (in red), its first lines with the
 * lines in error marked; then the confirmation, the progress while the job writes it, and the result.
 */
export function ImportPreview({ detail, busy, onConfirm }: { detail: ImportDetail; busy: boolean; onConfirm: () => void }) {
  const { t, i18n } = useLingui();
  const byLine = errorsByLine(detail.errors);
  const valid = detail.totalLines - new Set(detail.errors.filter((e) => e.line > 1).map((e) => e.line)).size;
  const progress = importProgress(detail);
  const errorCount = detail.errors.length;
  const total = detail.totalLines;
  const created = detail.createdCount;
  return (
    <Stack gap="3" bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid="import-preview" data-status={detail.status}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{detail.fileName}</Text>
        <Badge colorPalette={importStatusColors[detail.status]} data-testid="import-preview-status">{i18n._(importStatusLabels[detail.status])}</Badge>
      </HStack>
      <Text fontSize="sm" data-testid="import-counts">
        <Trans>{total} lignes lues, {valid} valides, {errorCount} erreurs.</Trans>
      </Text>

      {errorCount > 0 ? (
        <Box borderWidth="1px" borderColor="red.200" bg="red.50" borderRadius="md" p="3" data-testid="import-errors">
          <Text fontWeight="semibold" color="red.700" mb="2"><Trans>Corrigez ces lignes dans votre fichier puis chargez-le à nouveau :</Trans></Text>
          <Stack as="ul" gap="1" fontSize="sm" color="red.700">
            {detail.errors.slice(0, 200).map((e, i) => (
              <Text as="li" key={i} data-testid="import-error" listStyleType="none">
                <Trans>Ligne {e.line}</Trans>{e.column ? ` · ${e.column}` : ''} : {e.message}
              </Text>
            ))}
          </Stack>
        </Box>
      ) : null}

      {detail.sample.length > 0 ? (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="import-sample">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader><Trans>Ligne</Trans></Table.ColumnHeader>
                {detail.columns.map((c) => <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {detail.sample.map((row) => {
                const problems = byLine.get(row.line) ?? [];
                return (
                  <Table.Row key={row.line} bg={problems.length ? 'red.50' : undefined} data-testid="import-sample-row" data-error={problems.length > 0}>
                    <Table.Cell>{row.line}</Table.Cell>
                    {detail.columns.map((c) => (
                      <Table.Cell key={c} color={problems.some((p) => p.column === c) ? 'red.600' : undefined} fontWeight={problems.some((p) => p.column === c) ? 'semibold' : undefined}>
                        {row.cells[c] ?? ''}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}

      {detail.status === 'pending' && errorCount === 0 ? (
        <HStack>
          <Button colorPalette="brand" size="sm" loading={busy} onClick={onConfirm} data-testid="import-confirm">
            <Trans>Importer {total} lignes</Trans>
          </Button>
        </HStack>
      ) : null}
      {detail.status === 'processing' ? (
        <Progress.Root value={progress} size="sm" colorPalette="brand" aria-label={t`Avancement de l’import`}>
          <HStack gap="3">
            <Progress.Track flex="1"><Progress.Range /></Progress.Track>
            <Progress.ValueText data-testid="import-progress">{progress} %</Progress.ValueText>
          </HStack>
        </Progress.Root>
      ) : null}
      {detail.status === 'completed' ? (
        <Text color="green.700" data-testid="import-result">
          {detail.kind === 'products'
            ? <Trans>{created} produits créés, en pause : vérifiez-les puis mettez-les en ligne.</Trans>
            : <Trans>{created} lignes de stock entrées dans le registre.</Trans>}
          {' '}
          <Link to={getHref(detail.kind === 'products' ? 'products' : 'stocks')}>{detail.kind === 'products' ? <Trans>Voir les produits</Trans> : <Trans>Voir les stocks</Trans>}</Link>
        </Text>
      ) : null}
      {detail.status === 'error' && detail.failure ? <Text color="red.700" data-testid="import-failure">{detail.failure}</Text> : null}
    </Stack>
  );
}
