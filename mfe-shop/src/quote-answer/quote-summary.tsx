import { Box, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PublicQuote } from '@vendange/contracts';
import { formatCents, formatDate, formatRate } from '@vendange/ui';

function TotalRow({ label, cents, strong, testId }: { label: ReactNode; cents: number; strong?: boolean; testId: string }) {
  return (
    <Flex justify="space-between" gap="4" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'md'}>
      <Text as="dt">{label}</Text>
      <Text as="dd" data-testid={testId} whiteSpace="nowrap">{formatCents(cents)}</Text>
    </Flex>
  );
}

/** One line: the wine and its format, quantity × unit price excl. VAT, VAT rate, then the line's totals. */
function QuoteLine({ line, first }: { line: PublicQuote['lines'][number]; first: boolean }) {
  const { quantity } = line;
  const unitHt = formatCents(line.unitHtCents);
  // '20 %' stays on one line on a narrow phone.
  const rate = formatRate(line.vatRate).replace(' ', '\u00a0');
  const lineHt = formatCents(line.lineHtCents);
  const lineTtc = formatCents(line.lineTtcCents);
  // The duties are inside the line's amount excl. VAT (as the invoice prints them): quantity × unit price plus them.
  const duties = line.dutiesCents > 0 ? formatCents(line.dutiesCents) : null;
  return (
    <Flex as="li" gap="3" justify="space-between" align="start" px="4" py="3" borderTopWidth={first ? '0' : '1px'} data-testid="quote-line">
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere" data-testid="quote-line-label">{line.label}</Text>
        <Text fontSize="sm" color="gray.600" data-testid="quote-line-detail"><Trans>{quantity} × {unitHt} HT · TVA {rate}</Trans></Text>
        {duties ? <Text fontSize="sm" color="gray.600" data-testid="quote-line-duties"><Trans>dont droits d’accise et CSS {duties}</Trans></Text> : null}
      </Stack>
      <Stack gap="0" textAlign="end" flexShrink={0}>
        <Text fontWeight="semibold" data-testid="quote-line-ht"><Trans>{lineHt} HT</Trans></Text>
        <Text fontSize="sm" color="gray.600" data-testid="quote-line-ttc"><Trans>{lineTtc} TTC</Trans></Text>
      </Stack>
    </Flex>
  );
}

/**
 * The quote as the producer sent it: who, what (each line's quantity, unit price excl. VAT, VAT rate and
 * totals), how much, until when, and the producer's note. Lines are stacked, so a phone reads them whole.
 */
export function QuoteSummary({ quote }: { quote: PublicQuote }) {
  const { reference, shopName, clientName } = quote;
  const validUntil = quote.validUntil ? formatDate(quote.validUntil) : null;
  return (
    <Stack gap="5" data-testid="quote-summary">
      <Stack gap="1">
        <Text fontWeight="semibold" color="brand.700" data-testid="quote-shop">{shopName}</Text>
        <Heading as="h1" size="2xl" data-testid="quote-reference"><Trans>Devis {reference}</Trans></Heading>
        <Text color="gray.700" data-testid="quote-client"><Trans>Pour {clientName}</Trans></Text>
        {validUntil ? (
          <Text color="gray.700" data-testid="quote-valid-until"><Trans>Valable jusqu'au {validUntil}</Trans></Text>
        ) : null}
      </Stack>

      <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="lg" bg="white" data-testid="quote-lines">
        {quote.lines.map((line, i) => <QuoteLine key={i} line={line} first={i === 0} />)}
      </Stack>

      <Box as="dl" borderWidth="1px" borderRadius="lg" bg="white" px="4" py="3" data-testid="quote-totals">
        <Stack gap="2">
          {quote.shippingCents > 0 ? <TotalRow label={<Trans>Livraison HT</Trans>} cents={quote.shippingCents} testId="quote-total-shipping" /> : null}
          {quote.totalHtCents !== null ? <TotalRow label={<Trans>Total HT</Trans>} cents={quote.totalHtCents} testId="quote-total-ht" /> : null}
          {quote.vatCents !== null ? <TotalRow label={<Trans>TVA</Trans>} cents={quote.vatCents} testId="quote-total-vat" /> : null}
          <Separator />
          <TotalRow label={<Trans>Total TTC</Trans>} cents={quote.totalTtcCents} strong testId="quote-total-ttc" />
        </Stack>
      </Box>

      {quote.comment ? (
        <Stack as="section" gap="1" borderWidth="1px" borderRadius="lg" bg="white" px="4" py="3" data-testid="quote-comment">
          <Heading as="h2" size="sm"><Trans>Le mot du producteur</Trans></Heading>
          <Text whiteSpace="pre-line" overflowWrap="anywhere">{quote.comment}</Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
