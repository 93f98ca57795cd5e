import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { lazyPart, usePartWhenOpen } from '@vendange/mfe-kit';

// lazyPart, not React.lazy: a failed fetch goes to no error boundary (which would reload the page and lose the edits);
// the editor says so and offers to try again.
const checklistPart = lazyPart(() => import('./tab-products-checklist'));

interface Props { shopId: number; value: number[]; onChange: (ids: number[]) => void }

/** The products to pick for a tab of chosen products, fetched the first time a tab holds chosen products. */
export function LazyTabProducts(props: Props) {
  const [failed, setFailed] = useState(false);
  const onFailure = useCallback(() => setFailed(true), []);
  const mod = usePartWhenOpen(checklistPart, !failed, onFailure);
  if (failed) {
    return (
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" color="red.600" role="alert"><Trans>La liste des produits n'a pas pu se charger : vérifiez votre connexion, puis réessayez.</Trans></Text>
        <Button size="xs" variant="outline" onClick={() => setFailed(false)} data-testid="tab-content-products-retry"><Trans>Réessayer</Trans></Button>
      </HStack>
    );
  }
  if (!mod) return <Text fontSize="sm" color="gray.600"><Trans>Chargement des produits…</Trans></Text>;
  return <mod.TabProductsChecklist {...props} />;
}
