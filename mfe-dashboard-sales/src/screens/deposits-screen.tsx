import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { InvoiceDetailDialog } from '../invoices/invoice-dialogs';
import { InvoiceCard, invoiceColumns } from '../invoices/invoice-columns';
import { InvoiceList } from '../invoices/invoice-list';

/** /dashboard/orders/deposits: the shop's deposit invoices, newest first; each downloads its PDF and opens its detail. */
export function DepositsScreen() {
  const [detailId, setDetailId] = useState<number | null>(null);
  return (
    <>
      <InvoiceList
        kind="deposit"
        testId="deposits-list"
        title={<Trans>Factures d'acompte</Trans>}
        empty={<Trans>Aucune facture d'acompte pour l'instant : demandez un acompte depuis la page d'une commande validée.</Trans>}
        card={(i) => <InvoiceCard invoice={i} onDetail={setDetailId} />}
        columns={invoiceColumns(setDetailId)}
      />
      <InvoiceDetailDialog invoiceId={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
