import { Badge, Box, Button, Card, Flex, Heading, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { api, downloadFile, useApi } from '@vendange/api-client';
import type { JournalEntry, JournalVerificationView, SalesPoint } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { formatCents, formatDateTime, NotFound, PageLoader, Pager } from '@vendange/ui';
import { ClosingsPanel } from './closings-panel';
import { journalKindLabels, problemLabels } from './journal-labels';

const LIMIT = 25;

/** The result of « Vérifier le journal »: all good, or each entry found altered, removed, moved or unsigned. */
function VerificationResult({ result }: { result: JournalVerificationView }) {
  const { i18n } = useLingui();
  if (result.ok) {
    return (
      <Text color="green.700" role="status" data-testid="journal-verify-ok">
        <Trans>Journal intègre : {result.entryCount} écritures vérifiées (chaînage, empreintes et signatures), vérifié le {formatDateTime(result.checkedAt)}.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="1" role="alert" data-testid="journal-verify-problems">
      <Text color="red.700" fontWeight="bold"><Trans>Le journal a été altéré : {result.problems.length} anomalie(s).</Trans></Text>
      {result.problems.map((p) => (
        <Text key={`${p.kind}-${p.sequence}`} color="red.700" data-testid="journal-verify-problem">{i18n._(problemLabels[p.kind])} · <Trans>écriture n° {p.sequence}</Trans></Text>
      ))}
    </Stack>
  );
}

/**
 * /dashboard/salespoints/{id}/journal: the sales point's inalterable journal (newest first), its closings (Z, month,
 * year), the verification of the whole chain and the signed archive of a period (docs/decisions/cash-register-journal.md).
 */
export function JournalScreen() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const { shopId } = useShopAccess();
  const pointId = Number(id);
  const query = { shopId: shopId ?? undefined };
  const [page, setPage] = useState(1);
  const [verifying, setVerifying] = useState(false);
  const [verification, setVerification] = useState<JournalVerificationView | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [archiving, setArchiving] = useState(false);
  const [archiveMessage, setArchiveMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { data: point, error } = useApi<SalesPoint>(Number.isInteger(pointId) ? `/v1/salespoints/${pointId}` : null, query);
  const { data: journal, error: journalError, mutate: reloadJournal } = useApi<{ items: JournalEntry[]; total: number }>(point ? `/v1/salespoints/${pointId}/journal` : null, { ...query, page, limit: LIMIT });

  async function verify() {
    setVerifying(true);
    setVerifyError(null);
    try {
      setVerification(await api<JournalVerificationView>(`/v1/salespoints/${pointId}/journal/verify`, { query, silent: true }));
      await reloadJournal();
    } catch (e) {
      setVerifyError(e instanceof Error ? e.message : t`La vérification n'a pas pu être faite.`);
    } finally {
      setVerifying(false);
    }
  }

  async function archive() {
    setArchiving(true);
    setArchiveMessage(null);
    try {
      const name = await downloadFile(`/v1/salespoints/${pointId}/journal/archive`, {
        accept: 'application/x-ndjson', fallback: 'journal-caisse.jsonl', query: { ...query, from: from || undefined, to: to || undefined },
      });
      setArchiveMessage({ ok: true, text: t`Archive téléchargée : ${name}` });
      await reloadJournal();
    } catch (e) {
      setArchiveMessage({ ok: false, text: e instanceof Error ? e.message : t`L'archive n'a pas pu être téléchargée.` });
    } finally {
      setArchiving(false);
    }
  }

  if (error && (error as { status?: number }).status === 404) return <NotFound />;
  if (error) return <Text color="red.600" role="alert" p="6">{error instanceof Error ? error.message : t`Le point de vente n'a pas pu être chargé.`}</Text>;
  if (!point) return <PageLoader />;
  return (
    <Stack gap="6" p={{ base: '3', md: '6' }} data-testid="journal-screen">
      <Stack gap="1">
        <Link asChild color="brand.600"><RouterLink to={getHref('salesPointDetail', { id: point.id })} data-testid="journal-back">← {point.name}</RouterLink></Link>
        <Heading size="lg"><Trans>Journal de caisse et clôtures</Trans></Heading>
        <Text color="gray.600"><Trans>Chaque ticket, annulation, duplicata, clôture et événement technique est inscrit ici, chaîné et signé : rien ne peut y être modifié ni supprimé.</Trans></Text>
      </Stack>

      <ClosingsPanel pointId={point.id} shopId={shopId ?? null} onTaken={() => void reloadJournal()} />

      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap">
              <Heading size="md"><Trans>Vérification</Trans></Heading>
              <Button onClick={() => void verify()} loading={verifying} variant="outline" data-testid="journal-verify"><Trans>Vérifier le journal</Trans></Button>
            </Flex>
            {verifyError ? <Text color="red.600" role="alert">{verifyError}</Text> : null}
            {verification ? <VerificationResult result={verification} /> : <Text color="gray.600"><Trans>Parcourt toute la chaîne : une écriture modifiée, supprimée, déplacée ou mal signée est signalée.</Trans></Text>}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Heading size="md"><Trans>Archive signée</Trans></Heading>
            <Text color="gray.600"><Trans>Le journal et les clôtures d'une période, dans un fichier signé vérifiable hors de la plateforme (npm run pos:verify).</Trans></Text>
            <Flex gap="3" align="flex-end" wrap="wrap">
              <Box>
                <label htmlFor="journal-archive-from"><Text fontSize="sm" color="gray.600"><Trans>Du</Trans></Text></label>
                <Input id="journal-archive-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} data-testid="journal-archive-from" />
              </Box>
              <Box>
                <label htmlFor="journal-archive-to"><Text fontSize="sm" color="gray.600"><Trans>Au</Trans></Text></label>
                <Input id="journal-archive-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} data-testid="journal-archive-to" />
              </Box>
              <Button onClick={() => void archive()} loading={archiving} colorPalette="brand" data-testid="journal-archive"><Trans>Télécharger l'archive</Trans></Button>
            </Flex>
            {archiveMessage ? <Text color={archiveMessage.ok ? 'green.700' : 'red.600'} role={archiveMessage.ok ? 'status' : 'alert'} data-testid="journal-archive-message">{archiveMessage.text}</Text> : null}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Stack gap="3" data-testid="journal-entries">
        <Heading size="md"><Trans>Écritures</Trans></Heading>
        {journalError ? <Text color="red.600" role="alert">{t`Le journal n'a pas pu être chargé.`}</Text> : null}
        {!journal && !journalError ? <PageLoader /> : null}
        {journal && journal.items.length === 0 ? <Text color="gray.600"><Trans>Le journal est vide : la première vente l'ouvrira.</Trans></Text> : null}
        {journal && journal.items.length > 0 ? (
          <>
            <Box display={{ base: 'none', md: 'block' }}>
              <Table.Root size="sm">
                <Table.Header><Table.Row>
                  <Table.ColumnHeader><Trans>N°</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Nature</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Référence</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Date</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>Montant TTC</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><Trans>Grand total</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Empreinte</Trans></Table.ColumnHeader>
                </Table.Row></Table.Header>
                <Table.Body>
                  {journal.items.map((e) => (
                    <Table.Row key={e.sequence} data-testid="journal-entry">
                      <Table.Cell>{e.sequence}</Table.Cell>
                      <Table.Cell><Badge colorPalette={e.kind === 'cancellation' ? 'red' : e.kind === 'closing' ? 'purple' : e.kind === 'ticket' ? 'green' : 'gray'}>{i18n._(journalKindLabels[e.kind])}</Badge></Table.Cell>
                      <Table.Cell>{e.reference}{e.detail ? ` · ${e.detail}` : ''}</Table.Cell>
                      <Table.Cell>{formatDateTime(e.recordedAt)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(e.amountCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(e.grandTotalCents)}</Table.Cell>
                      <Table.Cell fontFamily="mono" fontSize="xs">{e.hash.slice(0, 12)}…</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Stack gap="2" display={{ base: 'flex', md: 'none' }}>
              {journal.items.map((e) => (
                <Card.Root key={e.sequence} size="sm" data-testid="journal-entry-card">
                  <Card.Body>
                    <Flex justify="space-between" gap="2">
                      <HStack gap="2"><Text fontWeight="bold">#{e.sequence}</Text><Badge>{i18n._(journalKindLabels[e.kind])}</Badge></HStack>
                      <Text fontWeight="medium">{formatCents(e.amountCents)}</Text>
                    </Flex>
                    <Text fontSize="sm">{e.reference} · {formatDateTime(e.recordedAt)}</Text>
                    <Text fontSize="xs" color="gray.600" fontFamily="mono">{e.hash.slice(0, 12)}…</Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
            <Pager page={page} total={journal.total} limit={LIMIT} onPage={setPage} />
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
