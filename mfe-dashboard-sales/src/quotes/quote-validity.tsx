import { Badge, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { OrderStatus } from '@vendange/contracts';
import { formatDay, quotePastValidity } from './quote-labels';

/** A quote's last day, DD/MM/YYYY, flagged "Expiré" once passed while the client has not answered. */
export function QuoteValidity({ quote }: { quote: { status: OrderStatus; validUntil: string | null } }) {
  if (!quote.validUntil) return <Text as="span">–</Text>;
  return (
    <HStack gap="2" as="span" display="inline-flex" data-testid="quote-validity">
      <Text as="span">{formatDay(quote.validUntil)}</Text>
      {quotePastValidity(quote, new Date()) ? <Badge colorPalette="gray" data-testid="quote-past"><Trans>Expiré</Trans></Badge> : null}
    </HStack>
  );
}
