import { Box, Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { api, ApiError, useApi } from '@vendange/api-client';
import { sampleMoveAllowed, type Sample } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, ErrorScreen, formatDate, formatDateTime, NotFound, PageLoader } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { formatDay } from '../quotes/quote-labels';
import { AnswerDialog, FollowUpDialog, OrderLinkDialog, SendDialog, type SampleDialog } from './sample-dialogs';
import { refreshSamples } from './sample-labels';
import { SampleStatusBadge } from './sample-status-badge';

/** What was sent: one row per wine, as the catalogue named it. */
function SampleLinesTable({ sample }: { sample: Sample }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid="sample-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><Trans>Vin</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>Millésime</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Bouteilles</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sample.lines.map((l) => (
            <Table.Row key={l.id} data-testid="sample-line-row">
              <Table.Cell>{l.label}</Table.Cell>
              <Table.Cell>{l.vintage ?? '-'}</Table.Cell>
              <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A labelled fact of the sample. */
function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0.5" minW="40">
      <Text fontSize="xs" color="gray.600">{label}</Text>
      <Text data-testid={testId} whiteSpace="pre-wrap">{children}</Text>
    </Stack>
  );
}

/**
 * /dashboard/orders/samples/{id}: the bottles sent, the client and why; its actions, each confirmed: « Marquer comme
 * envoyé » (the bottles leave the stock), « Enregistrer la réponse », « Lier une commande », « Annuler » (before it
 * left only), and the follow-up day.
 */
export function SampleScreen() {
  const { t } = useLingui();
  const { id } = useParams();
  const { shopId, can } = useShopAccess();
  const valid = /^\d+$/.test(id ?? '');
  const { data: sample, error, mutate } = useApi<Sample>(valid ? `/v1/orders/samples/${id}` : null, { shopId: shopId ?? undefined }, { shouldRetryOnError: false });
  const [dialog, setDialog] = useState<SampleDialog>(null);
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (!sample || shopId === null) return <PageLoader />;

  const onDone = async (saved: Sample | null) => {
    if (saved) await mutate(saved, { revalidate: false });
    await refreshSamples();
    setDialog(null);
  };
  const cancel = async () => {
    setBusy(true);
    try {
      const saved = await api<Sample>(`/v1/orders/samples/${sample.id}/cancel`, { method: 'POST', query: { shopId }, body: {}, silent: true });
      const number = saved.number;
      showSnackbar('success', t`Échantillon ${number} annulé.`);
      await onDone(saved);
    } catch (err) {
      showSnackbar('error', failureText(err));
    } finally {
      setBusy(false);
      setCancelling(false);
    }
  };
  const write = can('createOrder');
  const allowed = (action: Parameters<typeof sampleMoveAllowed>[1]) => write && sampleMoveAllowed(sample.status, action);
  const number = sample.number;
  const props = { sample, shopId, onDone, onClose: () => setDialog(null) };

  return (
    <Stack gap="4" data-testid="sample-screen">
      <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-start"><RouterLink to={getHref('samples')}><Trans>← Tous les échantillons</Trans></RouterLink></Link>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading size="lg" data-testid="sample-number">{sample.number}</Heading>
          <HStack gap="1"><SampleStatusBadge sample={sample} /></HStack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {allowed('send') ? <Button colorPalette="brand" size="sm" onClick={() => setDialog('send')} data-testid="sample-send"><Trans>Marquer comme envoyé</Trans></Button> : null}
          {allowed('answer') ? <Button colorPalette="brand" variant={sample.status === 'answered' ? 'outline' : 'solid'} size="sm" onClick={() => setDialog('answer')} data-testid="sample-answer"><Trans>Enregistrer la réponse</Trans></Button> : null}
          {allowed('order') ? <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setDialog('order')} data-testid="sample-order"><Trans>Lier une commande</Trans></Button> : null}
          {allowed('cancel') ? <Button variant="outline" colorPalette="red" size="sm" onClick={() => setCancelling(true)} data-testid="sample-cancel"><Trans>Annuler</Trans></Button> : null}
        </HStack>
      </HStack>
      <Box bg="white" borderWidth="1px" borderRadius="md" p="4">
        <HStack gap="6" wrap="wrap" align="flex-start">
          <Fact label={<Trans>Client</Trans>} testId="sample-client">{sample.clientName}{sample.clientIsPro ? '' : t` (particulier, à sa demande)`}</Fact>
          <Fact label={<Trans>Préparé le</Trans>}>{formatDate(sample.createdAt)}</Fact>
          {sample.sentAt ? <Fact label={<Trans>Envoyé le</Trans>} testId="sample-sent-at">{formatDateTime(sample.sentAt)}</Fact> : null}
          {sample.followUpOn ? (
            <Stack gap="0.5">
              <Fact label={<Trans>Relance</Trans>} testId="sample-follow-up">{formatDay(sample.followUpOn)}</Fact>
              {allowed('followUp') ? <Button size="xs" variant="ghost" colorPalette="brand" alignSelf="flex-start" px="0" onClick={() => setDialog('followUp')} data-testid="sample-follow-up-edit"><Trans>Changer la date</Trans></Button> : null}
            </Stack>
          ) : null}
          {sample.orderId !== null ? (
            <Fact label={<Trans>Commande</Trans>} testId="sample-linked-order">
              <Link asChild color="brand.600"><RouterLink to={getHref('orderDetail', { id: sample.orderId })}>{sample.orderReference ?? `#${sample.orderId}`}</RouterLink></Link>
            </Fact>
          ) : null}
        </HStack>
        {sample.purpose ? <Box mt="3"><Fact label={<Trans>Objet</Trans>} testId="sample-purpose-text">{sample.purpose}</Fact></Box> : null}
        {sample.feedback ? (
          <Box mt="3"><Fact label={sample.answeredAt ? <Trans>Réponse du client ({formatDate(sample.answeredAt)})</Trans> : <Trans>Réponse du client</Trans>} testId="sample-feedback">{sample.feedback}</Fact></Box>
        ) : null}
      </Box>
      <SampleLinesTable sample={sample} />
      {sample.status === 'sent' || sample.status === 'answered' || sample.status === 'ordered' ? (
        <Text fontSize="sm" color="gray.600">
          <Trans>Ses bouteilles sont sorties du stock (motif « échantillon ») : voir les <Link asChild color="brand.600"><RouterLink to={getHref('movements')}>mouvements de stock</RouterLink></Link>.</Trans>
        </Text>
      ) : null}
      {dialog === 'send' ? <SendDialog {...props} /> : null}
      {dialog === 'answer' ? <AnswerDialog {...props} /> : null}
      {dialog === 'order' ? <OrderLinkDialog {...props} /> : null}
      {dialog === 'followUp' ? <FollowUpDialog {...props} /> : null}
      <ConfirmDialog
        open={cancelling} title={t`Annuler l'échantillon ${number} ?`} confirmLabel={t`Annuler l'échantillon`} cancelLabel={t`Garder l'échantillon`} destructive busy={busy}
        message={<Trans>Il n'est pas encore parti : rien ne sort du stock. Un échantillon annulé reste dans la liste.</Trans>}
        onConfirm={() => cancel()} onCancel={() => setCancelling(false)} testId="sample-cancel-dialog"
      />
    </Stack>
  );
}
