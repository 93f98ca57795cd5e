import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { showSnackbar } from '@vendange/store';
import { downloadPdf } from '../invoices/download-pdf';

/** 'Télécharger (PDF)': the quote as the client receives it (GET /v1/quotes/{id}/pdf), named after its reference. */
export function QuotePdfButton({ quote }: { quote: { id: number; reference: string } }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPdf(`/v1/quotes/${quote.id}/pdf`, quote.reference);
    } catch (err) {
      showSnackbar('error', (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" loading={busy} onClick={() => void download()} data-testid="quote-pdf">
      <Trans>Télécharger (PDF)</Trans>
    </Button>
  );
}
