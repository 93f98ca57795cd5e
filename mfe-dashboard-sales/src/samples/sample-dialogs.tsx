import { Box, Button, Checkbox, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useApi } from '@vendange/api-client';
import { followUpOf, type OrderSummary, type Sample } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { formatCents, formatDate, FormDialog, FormField, useDebounced } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { formatDay, frenchToday } from '../quotes/quote-labels';

export type SampleDialog = 'send' | 'answer' | 'order' | 'followUp' | null;

interface Props { sample: Sample; shopId: number; onDone: (saved: Sample | null) => Promise<void> }

/** Sends one action and hands the sample back; the refusal stays in the dialog. */
function useAction({ sample, shopId, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (path: string, body: object, done: string, method: 'POST' | 'PUT' = 'POST') => {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await api<Sample>(`/v1/orders/samples/${sample.id}${path}`, { method, query: { shopId }, body, silent: true });
      showSnackbar('success', done);
      await onDone(saved);
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

/** « Marquer comme envoyé »: the bottles leave the stock now; the follow-up day, 14 days later unless changed. */
export function SendDialog(props: Props & { onClose: () => void }) {
  const { t } = useLingui();
  const today = frenchToday(new Date());
  const [day, setDay] = useState(followUpOf(today));
  const { busy, failure, run } = useAction(props);
  const number = props.sample.number;
  return (
    <FormDialog title={t`Marquer ${number} comme envoyé ?`} ariaLabel={t`Envoi de l'échantillon`} testId="sample-send-dialog" submitLabel={<Trans>Marquer comme envoyé</Trans>}
      busy={busy} failure={failure} onClose={props.onClose}
      onSubmit={() => void run('/send', { followUpOn: day || null }, t`Échantillon ${number} envoyé : ses bouteilles sont sorties du stock.`)}>
      <Text><Trans>Ses {props.sample.units} bouteilles sortent du stock du chai d'expédition (motif « échantillon », droits acquittés sur la DRM). Un échantillon envoyé ne peut plus être annulé.</Trans></Text>
      <FormField label={<Trans>Date de relance</Trans>} helper={<Trans>Par défaut 14 jours après l'envoi.</Trans>}>
        <Input type="date" bg="white" min={today} value={day} onChange={(e) => setDay(e.target.value)} data-testid="sample-send-follow-up" />
      </FormField>
    </FormDialog>
  );
}

/** « Enregistrer la réponse »: what the client said of the wines. */
export function AnswerDialog(props: Props & { onClose: () => void }) {
  const { t } = useLingui();
  const [feedback, setFeedback] = useState(props.sample.feedback ?? '');
  const { busy, failure, run } = useAction(props);
  return (
    <FormDialog title={t`Réponse du client`} ariaLabel={t`Réponse du client`} testId="sample-answer-dialog" submitLabel={<Trans>Enregistrer la réponse</Trans>}
      busy={busy} failure={failure} onClose={props.onClose} onSubmit={() => void run('/answer', { feedback }, t`Réponse enregistrée.`)}>
      <FormField label={<Trans>Ce que le client en a pensé</Trans>} required>
        <Textarea bg="white" rows={4} maxLength={1000} value={feedback} onChange={(e) => setFeedback(e.target.value)} data-testid="sample-answer-feedback" />
      </FormField>
    </FormDialog>
  );
}

/** « Lier une commande »: the order it led to, among the client's orders (or all the shop's, searched). */
export function OrderLinkDialog(props: Props & { onClose: () => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [onlyClient, setOnlyClient] = useState(true);
  const [picked, setPicked] = useState<number | null>(null);
  const search = useDebounced(typed.trim());
  const { data, isLoading } = useApi<{ items: OrderSummary[] }>('/v1/orders', {
    shopId: props.shopId, limit: 10, search: search || undefined, clientId: onlyClient ? props.sample.clientId : undefined,
  });
  const { busy, failure, run } = useAction(props);
  const orders = data?.items ?? [];
  return (
    <FormDialog title={t`Lier une commande`} ariaLabel={t`Lier une commande`} testId="sample-order-dialog" submitLabel={<Trans>Lier cette commande</Trans>}
      busy={busy} failure={failure ?? null} onClose={props.onClose}
      onSubmit={() => (picked === null ? undefined : void run('/order', { orderId: picked }, t`Commande liée à l'échantillon.`))}>
      <Input bg="white" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t`Rechercher une commande (référence, client)…`} data-testid="sample-order-search" />
      <Checkbox.Root checked={onlyClient} onCheckedChange={(e) => setOnlyClient(e.checked === true)} data-testid="sample-order-only-client">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label><Trans>Seulement les commandes saisies pour ce client</Trans></Checkbox.Label>
      </Checkbox.Root>
      {isLoading && !data ? <Spinner size="sm" /> : null}
      {data && orders.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucune commande ne correspond.</Trans></Text> : null}
      <Stack as="ul" gap="1" listStyleType="none" aria-label={t`Commandes trouvées`}>
        {orders.map((o) => (
          <Box as="li" key={o.id}>
            <Button w="full" h="auto" py="2" justifyContent="space-between" flexWrap="wrap" variant={picked === o.id ? 'solid' : 'outline'} colorPalette="brand"
              aria-pressed={picked === o.id} onClick={() => setPicked(o.id)} data-testid="sample-order-option">
              <Text>{o.reference} · {o.clientName}</Text>
              <Text fontSize="sm">{formatDate(o.createdAt)} · {formatCents(o.totalTtcCents)}</Text>
            </Button>
          </Box>
        ))}
      </Stack>
      {picked === null ? <Text fontSize="sm" color="gray.600"><Trans>Choisissez la commande passée après cet échantillon.</Trans></Text> : null}
    </FormDialog>
  );
}

/** The follow-up day of a sample waiting for its answer. */
export function FollowUpDialog(props: Props & { onClose: () => void }) {
  const { t } = useLingui();
  const [day, setDay] = useState(props.sample.followUpOn ?? '');
  const { busy, failure, run } = useAction(props);
  return (
    <FormDialog title={t`Date de relance`} ariaLabel={t`Date de relance`} testId="sample-follow-up-dialog" submitLabel={<Trans>Enregistrer la date</Trans>}
      busy={busy} failure={failure} onClose={props.onClose}
      onSubmit={() => (day ? void run('/follow-up', { followUpOn: day }, t`Relance prévue le ${formatDay(day)}.`, 'PUT') : undefined)}>
      <FormField label={<Trans>Relancer le client le</Trans>} required>
        <Input type="date" bg="white" value={day} onChange={(e) => setDay(e.target.value)} data-testid="sample-follow-up-day" />
      </FormField>
    </FormDialog>
  );
}
