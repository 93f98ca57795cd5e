import { Trans } from '@lingui/react/macro';
import type { OrderStatus } from '@vendange/contracts';

/** The French name of each order status. */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  switch (status) {
    case 'draft': return <Trans>Brouillon</Trans>;
    case 'pending': return <Trans>En attente</Trans>;
    case 'validated': return <Trans>Validée</Trans>;
    case 'refused': return <Trans>Refusée</Trans>;
    case 'cancelled': return <Trans>Annulée</Trans>;
    case 'aborted': return <Trans>Abandonnée</Trans>;
    case 'expired': return <Trans>Expirée</Trans>;
    case 'invoiced': return <Trans>Facturée</Trans>;
    case 'error': return <Trans>En erreur</Trans>;
  }
}
