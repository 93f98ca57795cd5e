import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ProductDetail } from '@vendange/contracts';
import { lookBadge, lookMuted } from './look-props';
import { usePromotionLines } from './product-text';
import { lookColours, lookSpace, lookType } from './storefront-look';
import { formatCents } from '@vendange/ui';

type Format = ProductDetail['formats'][number];
type Locale = 'fr' | 'en';

/** The tiers' cells as the server-rendered table draws them. */
const cell = { px: '8px', py: '6px', borderColor: lookColours.border };

/** "TTC" or "HT", as the viewer's price list shows its prices. */
export function TaxLabel({ ttc }: { ttc: boolean }) {
  return ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>;
}

/** The unit price of the format chosen, struck through before a promotion when one applies. */
export function PriceTag({ format, ttc, locale }: { format: Format; ttc: boolean; locale: Locale }) {
  if (!format.price) return null;
  return (
    <HStack gap="3" align="baseline" wrap="wrap" fontSize={lookType.price} fontWeight={lookType.weights.bold} data-testid="product-price">
      <Text as="span">{formatCents(format.price.displayCents, locale)} <Text as="span" fontSize={lookType.body} fontWeight={lookType.weights.strong}><TaxLabel ttc={ttc} /></Text></Text>
      {format.priceBeforePromotion ? (
        <Text as="s" fontSize={lookType.body} fontWeight={lookType.weights.normal} {...lookMuted} data-testid="product-price-before">{formatCents(format.priceBeforePromotion.displayCents, locale)}</Text>
      ) : null}
    </HStack>
  );
}

/** Spec point 3 degressive prices: from how many the unit price falls, priced as the cart will be. */
export function TiersTable({ format, ttc, locale }: { format: Format; ttc: boolean; locale: Locale }) {
  const tiers = format.tiers ?? [];
  if (tiers.length === 0) return null;
  return (
    <Table.Root size="sm" variant="line" bg={lookColours.surface} fontSize={lookType.small} data-testid="product-tiers">
      <Table.Caption captionSide="top" textAlign="start" fontWeight={lookType.weights.strong} fontSize={lookType.small} mt="0" pb="2"><Trans>Prix dégressifs</Trans> (<TaxLabel ttc={ttc} />)</Table.Caption>
      <Table.Body>
        {tiers.map((tier) => (
          <Table.Row key={`${tier.basis}:${tier.from}`} bg={lookColours.surface}>
            <Table.Cell {...cell}>{tier.basis === 'quantity' ? <Trans>à partir de {tier.from}</Trans> : <Trans>à partir de {tier.from} produits différents</Trans>}</Table.Cell>
            <Table.Cell {...cell} textAlign="end" fontWeight={lookType.weights.strong}>{formatCents(tier.price.displayCents, locale)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The format's promotions said plainly; those counted on the whole order are priced in the cart. */
export function PromotionList({ format, locale }: { format: Format; locale: Locale }) {
  const lines = usePromotionLines(format, locale);
  if (lines.length === 0) return null;
  return (
    <Stack as="ul" gap={`${lookSpace.stack}px`} listStyleType="none" m="0" p="0" data-testid="product-promotions">
      {lines.map((line) => <Text as="li" key={line} fontSize={lookType.small}><Badge {...lookBadge('red')}><Trans>Promotion</Trans></Badge> {line}</Text>)}
    </Stack>
  );
}
