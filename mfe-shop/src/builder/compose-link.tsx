import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { composerPathOf } from './builder-paths';

/** A box that composes is not put in the cart as it is: its page leads to its composer. */
export function ComposeLink({ shopId, builderId }: { shopId: number; builderId: number }) {
  return (
    <Stack gap="2" data-testid="product-compose">
      <Text fontSize="sm" color="gray.700"><Trans>Choisissez les bouteilles de ce coffret : elles profitent de son prix.</Trans></Text>
      <Button asChild colorPalette="brand" size="lg" alignSelf="start">
        <Link to={composerPathOf(shopId, builderId)} data-testid="product-compose-link"><PackagePlus aria-hidden /> <Trans>Composer mon coffret</Trans></Link>
      </Button>
    </Stack>
  );
}
