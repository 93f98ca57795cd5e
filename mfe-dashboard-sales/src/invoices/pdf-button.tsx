import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { showSnackbar } from '@vendange/store';
import { downloadInvoicePdf } from './download-pdf';

/** 'Télécharger (PDF)': the document's Factur-X file, named after its number. */
export function PdfButton({ invoice, size = 'xs' }: { invoice: { id: number; number: string }; size?: 'xs' | 'sm' | 'md' }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (err) {
      showSnackbar('error', (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} variant="outline" loading={busy} onClick={() => void download()} data-testid="invoice-pdf">
      <Trans>Télécharger (PDF)</Trans>
    </Button>
  );
}
