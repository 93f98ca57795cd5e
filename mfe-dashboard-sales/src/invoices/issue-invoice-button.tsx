import { Alert, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '@vendange/api-client';
import type { InvoiceDetail, IssueInvoiceBody } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { useSubmission } from '../dialogs/use-submission';
import { refreshShipments } from '../shipments/refresh-shipments';
import { refreshInvoices } from './refresh-invoices';

interface Props {
  orderId: number;
  /** A shipment of the order: its partial invoice (what it carried) instead of the order's balance. */
  shipment?: { id: number; number: string };
  size?: 'sm' | 'md';
  onIssued: (invoice: InvoiceDetail) => void;
}

/**
 * 'Facturer' on a validated order, or on one of its shipments: POST /v1/orders/{id}/invoice issues the order's
 * balance (all that is left to invoice, deposits deducted) or the shipment's part, or answers the one already
 * issued. A refusal (order not validated, the shop's legal notice missing, deposits above what would be left)
 * shows the server's French message.
 */
export function IssueInvoiceButton({ orderId, shipment, size = 'md', onIssued }: Props) {
  const { t } = useLingui();
  const { busy, failure, run } = useSubmission();
  const issue = () => run(async () => {
    const body: IssueInvoiceBody = shipment ? { shipmentId: shipment.id } : {};
    const invoice = await api<InvoiceDetail>(`/v1/orders/${orderId}/invoice`, { method: 'POST', body, silent: true });
    showSnackbar('success', t`Facture ${invoice.number} émise.`);
    onIssued(invoice);
    await Promise.all([refreshInvoices(), refreshShipments()]);
  });
  const testId = shipment ? 'shipment-issue-invoice' : 'order-issue-invoice';
  return (
    <Stack gap="2" alignItems={{ base: 'stretch', sm: 'flex-start' }}>
      <Button size={size} colorPalette="brand" variant={shipment ? 'outline' : 'solid'} loading={busy} onClick={() => void issue()} data-testid={testId}
        aria-label={shipment ? t`Facturer l'expédition ${shipment.number}` : undefined}>
        <Trans>Facturer</Trans>
      </Button>
      {failure ? (
        <Alert.Root status="error" data-testid={shipment ? 'shipment-invoice-error' : 'order-invoice-error'}><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root>
      ) : null}
    </Stack>
  );
}
