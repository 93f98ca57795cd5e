import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@vendange/api-client';
import type { InvoiceDetail, SaleDetail, StaffSaleBody } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { failureText } from '../dialogs/failure-text';
import { refreshInvoices } from '../invoices/refresh-invoices';
import { placeSaleError } from './sale-errors';
import type { SaleErrors } from './sale-body';
import type { SaleSubType } from './sale-form';

/**
 * Saves the sale: a quote (POST /v1/quotes), an order draft or validated (POST /v1/orders/staff), or a validated
 * order invoiced at once (then POST /v1/orders/{id}/invoice); then opens it. A refusal goes under the field it
 * names (`onFieldErrors`) or above the form (`failure`); what was typed stays.
 */
export function useSaveSale(subType: SaleSubType, onFieldErrors: (errors: SaleErrors) => void) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'draft' | 'validate' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (body: StaffSaleBody, action: 'draft' | 'validate') => {
    if (busy) return;
    setBusy(action);
    setFailure(null);
    let sale: SaleDetail;
    try {
      sale = await api<SaleDetail>(subType === 'quote' ? '/v1/quotes' : '/v1/orders/staff', { method: 'POST', body, silent: true });
    } catch (err) {
      const placed = placeSaleError(err);
      if (placed.field) onFieldErrors({ [placed.field]: placed.message });
      setFailure(placed.field ? t`La vente n'est pas enregistrée : corrigez les champs signalés.` : placed.message);
      setBusy(null);
      return;
    }
    const reference = sale.reference;
    if (subType === 'bill') {
      try {
        const invoice = await api<InvoiceDetail>(`/v1/orders/${sale.id}/invoice`, { method: 'POST', silent: true });
        const number = invoice.number;
        showSnackbar('success', t`Commande ${reference} validée et facture ${number} émise.`);
        await refreshInvoices();
      } catch (err) {
        // The order exists: its page offers the invoice again.
        const why = failureText(err);
        showSnackbar('error', t`Commande ${reference} validée, mais la facture n'a pas été émise : ${why} Facturez-la depuis sa page.`);
      }
    } else if (subType === 'quote') {
      showSnackbar('success', t`Devis ${reference} enregistré.`);
    } else {
      showSnackbar('success', action === 'validate' ? t`Commande ${reference} validée.` : t`Commande ${reference} enregistrée en brouillon.`);
    }
    setBusy(null);
    void navigate(getHref('orderDetail', { id: sale.id }));
  };
  return { busy, failure, save };
}
