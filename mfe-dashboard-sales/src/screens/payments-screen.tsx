import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { CardPaymentEntry, Payment } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ListPage } from '@vendange/ui';
import { CardPaymentCard, cardPaymentColumns } from '../payments/card-payment-columns';
import { PaymentCard, paymentColumns } from '../payments/payment-columns';
import { PaymentFiltersBar } from '../payments/payment-filters';
import { hasPaymentFilters, paymentFiltersOf, paymentFiltersSearch, paymentListQuery } from '../payments/payment-query';
import { RecordPaymentDialog } from '../payments/record-payment-dialog';

/**
 * /dashboard/payments (seeAllPayment): the payments the producer recorded, the last received first, narrowed by
 * status, type and period (kept in the URL query) and searched by reference, client or invoice number; each
 * moves on as paymentTransitions allows. "Enregistrer un paiement" records a new one against a client's invoices.
 * Below, the card debits, which come by themselves when an order paid by card is validated (with the platform's fee).
 */
export function PaymentsScreen() {
  const { shopId, can } = useShopAccess();
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = paymentFiltersOf(search);
  const [recording, setRecording] = useState(false);
  return (
    <Stack gap="4" data-testid="payments-screen">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Link asChild color="brand.600"><RouterLink to={getHref('outstandings')}><Trans>Voir les impayés</Trans></RouterLink></Link>
        {can('seeAllPayment') ? (
          <Button colorPalette="brand" onClick={() => setRecording(true)} data-testid="record-payment-open"><Trans>Enregistrer un paiement</Trans></Button>
        ) : null}
      </HStack>
      <ListPage<Payment>
        testId="payments-list" title={<Trans>Paiements</Trans>} path="/v1/payments" query={paymentListQuery(filters, shopId)} rowKey={(p) => p.id}
        filters={<PaymentFiltersBar value={filters} onChange={(next) => void navigate(getHref('payments', {}, paymentFiltersSearch(search, next)), { replace: true })} />}
        empty={hasPaymentFilters(filters)
          ? <Trans>Aucun paiement ne correspond à ces filtres.</Trans>
          : <Trans>Aucun paiement enregistré : enregistrez le premier chèque ou virement reçu d'un client.</Trans>}
        card={(p) => <PaymentCard payment={p} />} columns={paymentColumns}
      />
      <ListPage<CardPaymentEntry>
        testId="card-payments-list" title={<Trans>Paiements par carte</Trans>} path="/v1/payments/card-payments" query={{ shopId: shopId ?? undefined }} rowKey={(e) => e.orderId}
        searchable={false} limit={10}
        empty={<Trans>Aucun paiement par carte : ils s'ajoutent ici d'eux-mêmes quand vous validez une commande payée par carte.</Trans>}
        card={(e) => <CardPaymentCard entry={e} />} columns={cardPaymentColumns}
      />
      {recording ? <RecordPaymentDialog onClose={() => setRecording(false)} /> : null}
    </Stack>
  );
}
