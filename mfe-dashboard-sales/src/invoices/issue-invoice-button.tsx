import { Alert, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, ApiError } from '@vendange/api-client';
import { messages, type InvoiceDetail } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { refreshInvoices } from './refresh-invoices';

/**
 * 'Facturer' on a validated order: POST /v1/orders/{id}/invoice issues its invoice (or answers the one already
 * issued). A refusal (order not validated, the shop's legal notice missing) shows the server's French message.
 */
export function IssueInvoiceButton({ orderId, onIssued }: { orderId: number; onIssued: (invoice: InvoiceDetail) => void }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const issue = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const invoice = await api<InvoiceDetail>(`/v1/orders/${orderId}/invoice`, { method: 'POST', silent: true });
      showSnackbar('success', t`Facture ${invoice.number} émise.`);
      onIssued(invoice);
      void refreshInvoices();
    } catch (err) {
      setFailure(err instanceof ApiError && !/^HTTP \d+$/.test(err.message) ? err.message : messages.internal);
    } finally {
      setBusy(false);
    }
  };
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
