import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { getHref } from '@vendange/route-registry';

/**
 * A figure for sale the stock ledger keeps (docs/decisions/stock-ledger.md): shown, never typed here, since a
 * typed figure would disagree with the cellars'; the movements page is where it changes.
 */
export function LedgerStock({ units }: { units: number }) {
  return (
    <Box data-testid="format-stock-ledger">
      <Text fontSize="sm" fontWeight="medium" mb="1"><Trans>Stock disponible à la vente</Trans></Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid="format-stock-ledger-units">{units}</Text>
      <Text fontSize="xs" color="gray.600">
        <Trans>Suivi par le registre de stock : il change par les entrées, sorties et inventaires.</Trans>{' '}
        <ChakraLink asChild color="brand.700"><Link to={getHref('movements')}><Trans>Enregistrer un mouvement</Trans></Link></ChakraLink>
      </Text>
    </Box>
  );
}
