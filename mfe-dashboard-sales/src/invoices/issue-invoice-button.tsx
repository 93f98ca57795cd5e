import { Alert, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '@vendange/api-client';
import type { InvoiceDetail } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { useSubmission } from '../dialogs/use-submission';
import { refreshInvoices } from './refresh-invoices';

/**
 * 'Facturer' on a validated order: POST /v1/orders/{id}/invoice issues its invoice (or answers the one already
 * issued). A refusal (order not validated, the shop's legal notice missing) shows the server's French message.
 */
export function IssueInvoiceButton({ orderId, onIssued }: { orderId: number; onIssued: (invoice: InvoiceDetail) => void }) {
  const { t } = useLingui();
  const { busy, failure, run } = useSubmission();
  const issue = () => run(async () => {
    const invoice = await api<InvoiceDetail>(`/v1/orders/${orderId}/invoice`, { method: 'POST', silent: true });
    showSnackbar('success', t`Facture ${invoice.number} émise.`);
    onIssued(invoice);
    await refreshInvoices();
  });
  return (
    <Stack gap="2" alignItems={{ base: 'stretch', sm: 'flex-start' }}>
      <Button colorPalette="brand" loading={busy} onClick={() => void issue()} data-testid="order-issue-invoice">
        <Trans>Facturer</Trans>
      </Button>
      {failure ? (
        <Alert.Root status="error" data-testid="order-invoice-error"><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root>
      ) : null}
    </Stack>
  );
}
