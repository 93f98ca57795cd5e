import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center py="16" data-testid="page-loader">
      <Spinner size="lg" color="brand.500" aria-label={t`Chargement…`} />
    </Center>
  );
}
