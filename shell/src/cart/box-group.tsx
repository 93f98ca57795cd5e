import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import type { BoxGroup, CartProductView } from '@vendange/store';
import { formatCents, useAskRemoveBox } from '@vendange/ui';

/** A drawer line with the unit price the server gave it (null until priced). */
export type DrawerLine = CartProductView & { unitTtcCents: number | null };

/** A composed box in the drawer: its name and size, its bottles (quantity, unit price in the box), and "Retirer le coffret" (asked first). */
export function DrawerBoxGroup({ sellerId, group }: { sellerId: number; group: BoxGroup<DrawerLine> }) {
  const { t } = useLingui();
  const name = group.box?.title ?? t`Coffret`;
  const askRemoveBox = useAskRemoveBox();
  const askToRemove = () => askRemoveBox(sellerId, { key: group.key, name, count: group.count });
  return (
    <Box borderWidth="1px" borderColor="brand.200" bg="brand.50" borderRadius="md" p="2" data-testid="cart-box" data-box={group.key}>
      <Stack gap="2">
        <HStack gap="2">
          <Package size={18} aria-hidden />
          <Text fontSize="sm" fontWeight="semibold" flex="1" data-testid="cart-box-title"><Trans>Coffret « {name} » — {group.count} bouteilles</Trans></Text>
        </HStack>
        {group.bottles.map((line) => (
          <HStack key={line.key} gap="2" align="start" data-testid="cart-box-bottle">
            <Badge variant="outline" minW="28px" justifyContent="center">{line.quantity}</Badge>
            <Text fontSize="sm" flex="1" minW="0">{line.title}{line.vintage ? ` ${line.vintage}` : ''}</Text>
            {line.unitTtcCents !== null ? <Text fontSize="xs" color="gray.600"><Trans>{formatCents(line.unitTtcCents)} l'unité</Trans></Text> : null}
          </HStack>
        ))}
        <Button size="xs" variant="ghost" colorPalette="red" alignSelf="start" onClick={askToRemove} data-testid="cart-box-remove"><Trans>Retirer le coffret</Trans></Button>
      </Stack>
    </Box>
  );
}
