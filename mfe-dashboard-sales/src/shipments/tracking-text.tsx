import { Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Shipment } from '@vendange/contracts';

/** Carrier and tracking number of a shipment; the number opens the carrier's tracking page when there is one. */
export function TrackingText({ shipment }: { shipment: Pick<Shipment, 'carrier' | 'trackingNumber' | 'trackingUrl'> }) {
  const { carrier, trackingNumber, trackingUrl } = shipment;
  if (!carrier && !trackingNumber) return <Text as="span" color="gray.500">—</Text>;
  const number = trackingNumber ? (
    trackingUrl ? (
      <Link href={trackingUrl} target="_blank" rel="noopener noreferrer" color="brand.600" data-testid="shipment-tracking">{trackingNumber}</Link>
    ) : <Text as="span" data-testid="shipment-tracking">{trackingNumber}</Text>
  ) : null;
  return (
    <Text as="span" overflowWrap="anywhere">
      {carrier}{carrier && number ? ' · ' : null}{number ? <><Trans>n°</Trans> {number}</> : null}
    </Text>
  );
}
