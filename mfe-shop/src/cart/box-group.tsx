import { Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Package, Trash2 } from 'lucide-react';
import type { SellerCartPrice } from '@vendange/contracts';
import type { BoxGroup, CartProductView } from '@vendange/store';
import { formatCents, useAskRemoveBox } from '@vendange/ui';

/** A cart page line with its place among the lines the server priced (SellerCartPrice.lines follow the cart's order). */
export type PricedView = CartProductView & { priceIndex: number };

interface Props {
  sellerId: number;
  group: BoxGroup<PricedView>;
  price: SellerCartPrice | undefined;
}

/**
 * A composed box on the cart page: "Coffret « name » — 6 bouteilles", its bottles with their unit
 * price in the box, the box's total, and one "Retirer le coffret" (asked first). No quantity
 * field: a box is changed by composing another.
 */
export function BoxGroupCard({ sellerId, group, price }: Props) {
  const { t } = useLingui();
  const name = group.box?.title ?? t`Coffret`;
  const priced = (line: PricedView) => price?.lines[line.priceIndex];
  const lines = [...(group.box ? [group.box] : []), ...group.bottles];
  const total = lines.every((l) => priced(l)) ? lines.reduce((n, l) => n + priced(l)!.lineTtcCents, 0) : null;
  const boxPrice = group.box ? priced(group.box) : undefined;

  const askRemoveBox = useAskRemoveBox();
  const askToRemove = () => askRemoveBox(sellerId, { key: group.key, name, count: group.count });

  return (
    <Box as="li" borderWidth="1px" borderColor="brand.200" bg="brand.50" borderRadius="md" p="3" data-testid="cart-box" data-box={group.key}>
      <Stack gap="3">
        <Flex gap="3" align="center" wrap="wrap">
          {group.box?.image ? <Image src={group.box.image} alt="" w="48px" h="48px" objectFit="contain" /> : <Flex w="48px" justify="center"><Package aria-hidden /></Flex>}
          <Stack gap="0" flex="1" minW="160px">
            <Text fontWeight="semibold" data-testid="cart-box-title"><Trans>Coffret « {name} » — {group.count} bouteilles</Trans></Text>
            {boxPrice && boxPrice.lineTtcCents > 0 ? <Text fontSize="xs" color="gray.600"><Trans>Coffret : {formatCents(boxPrice.lineTtcCents)} TTC</Trans></Text> : null}
          </Stack>
          <Text minW="80px" textAlign="right" fontWeight="semibold" data-testid="cart-box-total">{total === null ? '-' : formatCents(total)}</Text>
        </Flex>
        <Stack as="ul" listStyleType="none" gap="2" pl={{ base: '0', sm: '14' }}>
          {group.bottles.map((line) => {
            const p = priced(line);
            return (
              <HStack as="li" key={line.key} gap="3" align="center" data-testid="cart-box-bottle">
                {line.image ? <Image src={line.image} alt="" w="32px" h="32px" objectFit="contain" /> : <Box w="32px" />}
                <Stack gap="0" flex="1" minW="0">
                  <Text fontSize="sm">{line.title}{line.vintage ? ` ${line.vintage}` : ''}</Text>
                  {p ? <Text fontSize="xs" color="gray.600"><Trans>{formatCents(p.unitTtcCents)} l'unité TTC dans le coffret</Trans></Text> : null}
                </Stack>
                <Text fontSize="sm" fontWeight="semibold" data-testid="cart-box-bottle-quantity">× {line.quantity}</Text>
              </HStack>
            );
          })}
        </Stack>
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={askToRemove} data-testid="cart-box-remove">
          <Trash2 aria-hidden /> <Trans>Retirer le coffret</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
