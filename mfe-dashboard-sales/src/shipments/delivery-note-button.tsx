import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { showSnackbar } from '@vendange/store';
import { downloadPdf } from '../invoices/download-pdf';

/** 'Bon de livraison': the shipment's delivery note as a PDF, named after its number (BL-2026-0001.pdf). */
export function DeliveryNoteButton({ shipment, size = 'xs' }: { shipment: { id: number; number: string }; size?: 'xs' | 'sm' }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPdf(`/v1/shipments/${shipment.id}/pdf`, shipment.number);
    } catch (err) {
      showSnackbar('error', (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} variant="outline" loading={busy} onClick={() => void download()} data-testid="delivery-note-pdf">
      <Trans>Bon de livraison</Trans>
    </Button>
  );
}
