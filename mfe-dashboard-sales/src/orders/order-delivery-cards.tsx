import { Badge, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Address, OrderDetail } from '@vendange/contracts';
import { formatCents } from '@vendange/ui';
import { addressLines } from './address-lines';
import { DetailCard } from './detail-card';
import type { ReactNode } from 'react';

function AddressCard({ title, address, testId }: { title: ReactNode; address: Address; testId: string }) {
  return (
    <DetailCard title={title} testId={testId}>
      {addressLines(address).map((line, i) => <Text key={i}>{line}</Text>)}
      {address.phone ? <Text color="gray.600">{address.phone}</Text> : null}
      {address.exciseNumber ? <Text color="gray.600"><Trans>N° d'accise : {address.exciseNumber}</Trans></Text> : null}
    </DetailCard>
  );
}

/** Delivery chosen (a mode or a collection point), parcels and shipping, the addresses and the contact. */
export function OrderDeliveryCards({ order }: { order: OrderDetail }) {
  const shipping = order.shipping;
  const point = shipping?.collectionPoint ?? null;
  return (
    <>
      <DetailCard title={<Trans>Livraison</Trans>} testId="order-shipping">
        {!shipping ? <Text color="gray.600"><Trans>Aucun mode de livraison choisi.</Trans></Text> : (
          <>
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium" data-testid="order-shipping-name">{point ? <Trans>Retrait : {point.name}</Trans> : shipping.name}</Text>
              {shipping.franco ? <Badge colorPalette="green" data-testid="order-franco"><Trans>Franco de port</Trans></Badge> : null}
            </HStack>
            {point ? <Text color="gray.600">{point.address}</Text> : null}
            {!point ? <Text><Trans>{shipping.nbrPackages} colis</Trans></Text> : null}
            <Text data-testid="order-shipping-amount">
              {order.shippingCents !== 0 ? <Trans>Frais de port : {formatCents(order.shippingCents)}</Trans>
                : point ? <Trans>Retrait gratuit</Trans> : <Trans>Frais de port offerts</Trans>}
            </Text>
            {shipping.instructions ? <Text color="gray.600"><Trans>Instructions : {shipping.instructions}</Trans></Text> : null}
          </>
        )}
      </DetailCard>
      {order.deliveryAddress ? <AddressCard title={<Trans>Adresse de livraison</Trans>} address={order.deliveryAddress} testId="order-delivery-address" /> : null}
      {order.billingAddress ? <AddressCard title={<Trans>Adresse de facturation</Trans>} address={order.billingAddress} testId="order-billing-address" /> : null}
      {order.contact ? (
        <DetailCard title={<Trans>Contact</Trans>} testId="order-contact">
          <Text>{order.contact.email}</Text>
          <Text>{order.contact.phone}</Text>
        </DetailCard>
      ) : null}
    </>
  );
}
