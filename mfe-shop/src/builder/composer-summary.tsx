import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PackagePlus } from 'lucide-react';
import { formatCents, layoutSizes } from '@vendange/ui';

interface Props {
  count: number;
  size: number;
  /** The box so far in the viewer's display (HT or TTC), null when unpriced. */
  totalCents: number | null;
  ttc: boolean;
  onAdd: () => void;
}

/**
 * Where the box stands: "4 / 6 bouteilles", its total so far and the button that puts it in the cart
 * (enabled once full, otherwise saying how many are missing). A bar stuck to the bottom on phones,
 * a panel stuck under the header beside the wines on wider screens.
 */
export function ComposerSummary({ count, size, totalCents, ttc, onAdd }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'fr';
  const missing = Math.max(0, size - count);
  return (
    <Box as="aside" aria-label={t`Votre coffret`} position="sticky" bottom={{ base: '0', md: 'auto' }} top={{ base: 'auto', md: `${layoutSizes.header + 16}px` }}
      alignSelf="start" zIndex="1" bg="white" borderWidth="1px" borderRadius={{ base: 'lg lg 0 0', md: 'lg' }} boxShadow={{ base: '0 -4px 12px rgba(0,0,0,.08)', md: 'sm' }}
      p={{ base: '3', md: '4' }} data-testid="builder-summary">
      <Stack gap={{ base: '2', md: '3' }}>
        <HStack justify="space-between" gap="3">
          <Text fontWeight="semibold" data-testid="builder-progress">
            {/* A box holds 2 bottles at least: always plural. */}
            <Trans>{count} / {size} bouteilles</Trans>
          </Text>
          {totalCents !== null ? (
            <Text fontWeight="bold" data-testid="builder-total">{formatCents(totalCents, locale)} {ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>}</Text>
          ) : null}
        </HStack>
        <Progress.Root value={Math.min(100, Math.round((count / size) * 100))} size="xs" colorPalette="brand" aria-label={t`Bouteilles choisies`}>
          <Progress.Track><Progress.Range /></Progress.Track>
        </Progress.Root>
        <Button colorPalette="brand" size={{ base: 'md', md: 'lg' }} disabled={missing > 0} onClick={onAdd} data-testid="builder-add">
          <PackagePlus aria-hidden /> <Trans>Ajouter le coffret au panier</Trans>
        </Button>
        {missing > 0 ? (
          <Text fontSize="sm" color="gray.700" textAlign="center" data-testid="builder-missing">
            <Plural value={missing} one="Encore # bouteille à choisir" other="Encore # bouteilles à choisir" />
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
