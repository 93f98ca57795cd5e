import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useShopAccess } from '@vendange/mfe-kit';
import type { InvoiceDetail } from '@vendange/contracts';
import { CreditNoteDialog, InvoiceDetailDialog } from '../invoices/invoice-dialogs';
import { InvoiceCard, invoiceColumns } from '../invoices/invoice-columns';
import { InvoiceList } from '../invoices/invoice-list';

/**
 * /dashboard/orders/bills: the shop's invoices, newest first; each downloads its PDF, opens its detail and takes
 * credit notes. A buyer reads their own invoices here, from every shop, and downloads them.
 */
export function InvoicesScreen() {
  const { user } = useShopAccess();
  const buyer = user?.role === 'buyer';
  const [detailId, setDetailId] = useState<number | null>(null);
  const [crediting, setCrediting] = useState<InvoiceDetail | null>(null);
  return (
    <>
      <InvoiceList
        kind="invoice"
        testId="invoices-list"
        title={buyer ? <Trans>Mes factures</Trans> : <Trans>Factures</Trans>}
        empty={buyer ? <Trans>Aucune facture pour l'instant : celles de vos commandes apparaîtront ici.</Trans> : <Trans>Aucune facture pour l'instant : facturez une commande validée depuis sa page.</Trans>}
        card={(i) => <InvoiceCard invoice={i} onDetail={setDetailId} />}
        columns={invoiceColumns(setDetailId)}
      />
      <InvoiceDetailDialog
        invoiceId={detailId}
        onClose={() => setDetailId(null)}
        onCredit={buyer ? undefined : (invoice) => setCrediting(invoice)}
      />
      {/* Over the detail it was opened from; both close with it (the detail would show the invoice before the credit note). */}
      <CreditNoteDialog invoice={crediting} onClose={() => { setCrediting(null); setDetailId(null); }} />
    </>
  );
}
