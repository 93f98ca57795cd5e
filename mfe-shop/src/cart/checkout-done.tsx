import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutResult } from '@vendange/contracts';
import { navigateTo } from '@vendange/store';
import { formatCents, paymentStatusLabels, paymentTypeLabels } from '@vendange/ui';

/** After checkout: one order per producer, what happens next, and where to pay a transfer. */
export function CheckoutDone({ result }: { result: CheckoutResult }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="4" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '6' }} data-testid="checkout-done">
      <Heading as="h1" size="lg"><Trans>Merci, votre commande est passée</Trans></Heading>
      <Text><Trans>Chaque producteur reçoit sa commande et la valide. Vous la suivez dans « Mes commandes ».</Trans></Text>
      {result.orders.map((o) => (
        <Box key={o.id} borderWidth="1px" borderRadius="md" p="3" data-testid="placed-order">
          <Text fontWeight="semibold">{o.shopName} · <span data-testid="placed-reference">{o.reference}</span> · {formatCents(o.totalTtcCents)}</Text>
          <Text fontSize="sm">{o.paymentType ? i18n._(paymentTypeLabels[o.paymentType]) : ''} · {i18n._(paymentStatusLabels[o.paymentStatus])}</Text>
          {o.paymentType === 'stripe' ? <Text fontSize="sm" color="gray.600"><Trans>Votre carte sera débitée quand le producteur validera la commande.</Trans></Text> : null}
          {o.transfer ? (
            <Stack gap="0" fontSize="sm" mt="2" data-testid="transfer-details">
              <Text><Trans>Virement à l'ordre de {o.transfer.holder}, avec la référence {o.reference} :</Trans></Text>
              <Text fontFamily="mono">IBAN {o.transfer.iban.replace(/(.{4})/g, '$1 ').trim()}</Text>
              <Text fontFamily="mono">BIC {o.transfer.bic}</Text>
              {/* The reference again, on its own: the bank's form asks for it in a field of its own. */}
              <Text data-testid="transfer-reference"><Trans>Référence à indiquer : <strong>{o.reference}</strong></Trans></Text>
              <Text><Trans>Montant : {formatCents(o.totalTtcCents)}</Trans></Text>
              <Text color="gray.600"><Trans>Ces coordonnées vous sont aussi envoyées par e-mail et restent sur la page de la commande.</Trans></Text>
            </Stack>
          ) : null}
          {o.paymentType === 'cheque' ? <Text fontSize="sm" color="gray.600"><Trans>Envoyez votre chèque au producteur en indiquant la référence {o.reference}.</Trans></Text> : null}
        </Box>
      ))}
      <Button alignSelf="start" colorPalette="brand" onClick={() => navigateTo(getHref('orders'))}><Trans>Voir mes commandes</Trans></Button>
    </Stack>
  );
}
