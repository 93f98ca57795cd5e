import { Button, Code, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, ApiError, useApi } from '@vendange/api-client';
import type { FailedJob, FailedJobPage } from '@vendange/contracts';
import { ErrorScreen, formatDateTime, PageLoader } from '@vendange/ui';

const PAGE_SIZE = 20;

/**
 * /admin, "Tâches en échec": the durable work queue's dead letters (docs/decisions/durable-work.md), each
 * with its queue, what it was for, the last error and its dates; "Relancer" gives it one more attempt.
 */
export function FailedJobs() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useApi<FailedJobPage>(`/v1/admin/jobs/failed?page=${page}&limit=${PAGE_SIZE}`);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function retry(job: FailedJob) {
    setRetrying(job.id);
    setProblem(null);
    try {
      await api(`/v1/admin/jobs/${job.id}/retry`, { method: 'POST' });
      await list.mutate();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t`La tâche n'a pas pu être relancée. Réessayez dans un instant.`);
    } finally {
      setRetrying(null);
    }
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <Stack gap="3" data-testid="failed-jobs">
      <Heading as="h2" size="md"><Trans>Tâches en échec</Trans></Heading>
      <Text color="gray.600" fontSize="sm">
        <Trans>Les tâches (e-mails, notifications, remises en stock…) qui ont échoué après tous leurs essais. Une tâche relancée est refaite une fois : ce qui a déjà été fait ne l'est pas deux fois.</Trans>
      </Text>
      {problem ? <Text color="red.600" role="alert">{problem}</Text> : null}
      {list.error ? <ErrorScreen /> : !list.data ? <PageLoader /> : list.data.items.length === 0 ? (
        <Text color="gray.600" data-testid="failed-jobs-empty"><Trans>Aucune tâche en échec.</Trans></Text>
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader><Trans>File</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Données</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Erreur</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Essais</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Créée le</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Échec le</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data.items.map((job) => (
                  <Table.Row key={job.id} data-testid="failed-job-row">
                    <Table.Cell>{job.queue}</Table.Cell>
                    <Table.Cell maxW="260px"><Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">{job.summary}</Code></Table.Cell>
                    <Table.Cell maxW="260px" color="red.700">{job.error}</Table.Cell>
                    <Table.Cell>{job.attempts}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(job.createdAt)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(job.failedAt)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button size="xs" variant="outline" loading={retrying === job.id} disabled={retrying !== null} onClick={() => void retry(job)}>
                        <Trans>Relancer</Trans>
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {pages > 1 ? (
            <HStack justify="flex-end" gap="2">
              <Button size="xs" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}><Trans>Précédent</Trans></Button>
              <Text fontSize="sm"><Trans>Page {page} sur {pages}</Trans></Text>
              <Button size="xs" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}><Trans>Suivant</Trans></Button>
            </HStack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
