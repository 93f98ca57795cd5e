import { Button, CloseButton, Dialog, Field, Flex, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { api, downloadFile, useApi } from '@vendange/api-client';
import { type Receipt, type TillSaleResult } from '@vendange/contracts';
import { useLazyPart, useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ClientSearch, ConfirmDialog, PageLoader } from '@vendange/ui';
import { quickClientPart } from '../clients/quick-client-part';
import { ReceiptView } from './receipt-view';

/** The printed copy waits for the receipt to be drawn, then opens the browser's print dialog (the receipt printer). */
const printSoon = () => window.setTimeout(() => window.print(), 50);

/**
 * A ticket's receipt (GET …/tickets/{id}/receipt): print it (80 mm layout), download its PDF, reprint it as a
 * journalled duplicate, cancel the ticket (a cancellation ticket, after confirming with a reason), or make the
 * client's invoice when the sale has a client.
 */
export function ReceiptDialog({ pointId, ticketId, onClose, onChanged }: { pointId: number; ticketId: number; onClose: () => void; onChanged?: () => void }) {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const base = `/v1/salespoints/${pointId}/tickets/${ticketId}`;
  const { data, error, mutate } = useApi<Receipt>(`${base}/receipt`, { shopId: shopId ?? undefined });
  const [copy, setCopy] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  // A ticket sold to a passer-by who asks for an invoice afterwards: whose name it bears is chosen now.
  const [billing, setBilling] = useState(false);
  // Not yet in the CRM: « Nouveau client » creates them (createClient), and the invoice is made out to them.
  const [newClient, setNewClient] = useState(false);
  const quickClient = useLazyPart(quickClientPart, useCallback(() => showSnackbar('error', t`Le formulaire client n'a pas pu être chargé : vérifiez le réseau.`), [t]));

  const duplicate = async () => {
    setBusy(true);
    try {
      const made = await api<{ copy: number; receipt: Receipt }>(`${base}/duplicate`, { method: 'POST', query: { shopId: shopId ?? undefined } });
      setCopy(made.copy);
      await mutate(made.receipt, { revalidate: false });
      printSoon();
    } finally {
      setBusy(false);
    }
  };
  const pdf = async () => {
    try {
      await downloadFile(`${base}/receipt.pdf`, { accept: 'application/pdf', fallback: 'ticket.pdf', query: { shopId: shopId ?? undefined, ...(copy ? { copy } : {}) } });
    } catch (err) {
      showSnackbar('error', err instanceof Error ? err.message : t`Le PDF n'a pas pu être téléchargé.`);
    }
  };
  const cancel = async () => {
    setBusy(true);
    try {
      const done = await api<TillSaleResult>(`${base}/cancel`, { method: 'POST', query: { shopId: shopId ?? undefined }, body: { key: crypto.randomUUID(), reason } });
      const n = done.ticket.number;
      showSnackbar('success', t`Ticket annulé : annulation n°${n}.`);
      setCancelling(false);
      await mutate();
      onChanged?.();
    } finally {
      setBusy(false);
    }
  };
  const mail = async () => {
    setBusy(true);
    try {
      await api(`${base}/mail`, { method: 'POST', query: { shopId: shopId ?? undefined }, body: { email } });
      showSnackbar('success', t`Ticket envoyé à ${email}.`);
      setEmail('');
    } finally {
      setBusy(false);
    }
  };
  const invoice = async (client?: { id: number; name: string }) => {
    if (!data) return;
    setBusy(true);
    try {
      await api(`/v1/orders/${data.ticket.orderId}/invoice`, { method: 'POST', body: client ? { clientId: client.id } : undefined });
      const name = client?.name ?? data.ticket.clientName ?? '';
      showSnackbar('success', t`Facture établie pour ${name}.`);
      setBilling(false);
    } finally {
      setBusy(false);
    }
  };

  const ticket = data?.ticket;
  const cancellable = ticket?.kind === 'sale' && ticket.cancelledByTicketId === null;
  return (
    <Dialog.Root open size={{ base: 'full', sm: 'md' }} placement="center" scrollBehavior="inside" onOpenChange={(d) => { if (!d.open && !busy) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="receipt-dialog">
            <Dialog.Header><Dialog.Title>{ticket ? <Trans>Ticket n°{ticket.number}</Trans> : <Trans>Ticket</Trans>}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              {error ? <Text color="red.600" role="alert">{error instanceof Error ? error.message : t`Le ticket n'a pas pu être chargé.`}</Text> : null}
              {!data && !error ? <PageLoader /> : null}
              {data ? (
                <Stack gap="3">
                  {ticket?.cancelledByTicketId ? <Text color="red.700" fontWeight="medium" data-testid="receipt-cancelled"><Trans>Ce ticket a été annulé.</Trans></Text> : null}
                  <ReceiptView receipt={data} copy={copy} />
                  {billing && shopId !== null ? (
                    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="receipt-invoice-client">
                      <Text fontWeight="medium"><Trans>Au nom de quel client établir la facture ?</Trans></Text>
                      <ClientSearch shopId={shopId} minChars={2} testId="receipt-invoice-client" onPick={(c) => void invoice(c)}
                        emptyText={can('createClient') ? <Trans>Aucun client ne correspond : créez-le avec « Nouveau client ».</Trans> : <Trans>Aucun client ne correspond : créez-le dans CRM › Clients, puis revenez à ce ticket.</Trans>} />
                      <Flex gap="2" wrap="wrap">
                        {can('createClient') ? (
                          <Button size="sm" variant="outline" onClick={() => void quickClient.open(() => setNewClient(true))} disabled={busy} data-testid="receipt-invoice-new-client">
                            <Trans>Nouveau client</Trans>
                          </Button>
                        ) : null}
                        <Button size="sm" variant="ghost" onClick={() => setBilling(false)}><Trans>Annuler</Trans></Button>
                      </Flex>
                    </Stack>
                  ) : null}
                  <Flex as="form" gap="2" align="flex-end" onSubmit={(e) => { e.preventDefault(); if (email.trim()) void mail(); }}>
                    <Field.Root flex="1">
                      <Field.Label><Trans>Envoyer le ticket par e-mail</Trans></Field.Label>
                      <Input type="email" value={email} placeholder={t`adresse@exemple.fr`} onChange={(e) => setEmail(e.target.value)} data-testid="receipt-email" />
                    </Field.Root>
                    <Button type="submit" variant="outline" loading={busy} disabled={!email.trim()} data-testid="receipt-email-send"><Trans>Envoyer</Trans></Button>
                  </Flex>
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Flex gap="2" wrap="wrap" justify="flex-end" w="full">
                {cancellable ? <Button variant="outline" colorPalette="red" size="lg" onClick={() => setCancelling(true)} disabled={busy} data-testid="receipt-cancel"><Trans>Annuler le ticket</Trans></Button> : null}
                {cancellable && can('billOrder') ? (
                  <Button variant="outline" size="lg" onClick={() => { if (ticket.clientId) void invoice(); else setBilling(true); }} loading={busy} data-testid="receipt-invoice"><Trans>Facture</Trans></Button>
                ) : null}
                <Button variant="outline" size="lg" onClick={() => void pdf()} disabled={!data} data-testid="receipt-pdf"><Trans>PDF</Trans></Button>
                <Button variant="outline" size="lg" onClick={() => void duplicate()} loading={busy} disabled={!data} data-testid="receipt-duplicate"><Trans>Réimprimer (duplicata)</Trans></Button>
                <Button colorPalette="brand" size="lg" onClick={() => window.print()} disabled={!data} data-testid="receipt-print"><Trans>Imprimer</Trans></Button>
              </Flex>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} disabled={busy} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {newClient && quickClient.mod ? (
        <quickClient.mod.QuickClientDialog onClose={() => setNewClient(false)} onCreated={(c) => { setNewClient(false); void invoice(c); }} />
      ) : null}
      <ConfirmDialog
        open={cancelling} testId="receipt-cancel-confirm" destructive busy={busy} title={t`Annuler ce ticket ?`} confirmLabel={t`Annuler le ticket`} cancelLabel={t`Garder le ticket`}
        message={(
          <Stack gap="3">
            <Text><Trans>Un ticket ne se modifie pas : un ticket d'annulation (montants négatifs) est émis, la commande est annulée et les bouteilles reviennent en stock.</Trans></Text>
            <Field.Root required>
              <Field.Label><Trans>Raison de l'annulation</Trans></Field.Label>
              <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} data-testid="receipt-cancel-reason" />
            </Field.Root>
          </Stack>
        )}
        onConfirm={() => (reason.trim() ? cancel() : showSnackbar('error', t`Indiquez la raison de l'annulation.`))}
        onCancel={() => setCancelling(false)}
      />
    </Dialog.Root>
  );
}
