import { HStack, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SaleDetail } from '@vendange/contracts';
import { getHref } from '@vendange/route-registry';
import { formatDateTime } from '@vendange/ui';
import { paymentDelayLabel } from '../invoices/payment-delay-labels';
import { channelLabels } from '../quotes/quote-labels';
import { QuoteValidity } from '../quotes/quote-validity';

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <HStack gap="1" fontSize="sm" data-testid={testId}>
      <Text color="gray.600">{label} :</Text>
      <Text as="span">{children}</Text>
    </HStack>
  );
}

/**
 * Where a sale comes from and what it is tied to: its channel, a quote's validity and sending, the payment delay,
 * and the link between a quote and the order made from it.
 */
export function SaleFacts({ sale }: { sale: SaleDetail }) {
  const { i18n } = useLingui();
  const quote = sale.kind === 'quote';
  return (
    <HStack gap="5" wrap="wrap" data-testid="sale-facts">
      {sale.channel ? <Fact label={<Trans>Origine</Trans>} testId="sale-channel">{i18n._(channelLabels[sale.channel])}</Fact> : null}
      {quote ? <Fact label={<Trans>Valable jusqu'au</Trans>} testId="sale-valid-until"><QuoteValidity quote={sale} /></Fact> : null}
      {quote && sale.sentAt ? <Fact label={<Trans>Envoyé le</Trans>} testId="sale-sent-at">{formatDateTime(sale.sentAt)}</Fact> : null}
      {sale.paymentDelay ? <Fact label={<Trans>Délai de paiement</Trans>} testId="sale-payment-delay">{i18n._(paymentDelayLabel(sale.paymentDelay))}</Fact> : null}
      {!quote && sale.quoteId ? (
        <Link asChild color="brand.600" fontSize="sm"><RouterLink to={getHref('orderDetail', { id: sale.quoteId })} data-testid="sale-quote-link"><Trans>Devis d'origine</Trans></RouterLink></Link>
      ) : null}
      {quote && sale.orderId ? (
        <Link asChild color="brand.600" fontSize="sm"><RouterLink to={getHref('orderDetail', { id: sale.orderId })} data-testid="sale-order-link"><Trans>Commande issue de ce devis</Trans></RouterLink></Link>
      ) : null}
    </HStack>
  );
}
