import { Alert, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { AccountingCodes } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, PageLoader } from '@vendange/ui';
import { AccountingCodesForm } from '../accounting/accounting-codes-form';
import { accountingExportsHref } from '../accounting/accounting-links';

/**
 * /dashboard/accounting/codes (editAccountingCodes, accounting module): the accounts the FEC posts to.
 * Read only with the permission (a refused call would end the session); the others see why there is no form.
 */
export function AccountingCodesScreen() {
  const { shopId, can } = useShopAccess();
  const allowed = can('editAccountingCodes') && shopId !== null;
  const { data, error, mutate } = useApi<AccountingCodes>(allowed ? '/v1/accounting/codes' : null, { shopId }, { shouldRetryOnError: false, revalidateOnFocus: false });

  return (
    <Stack gap="4" maxW="4xl" data-testid="accounting-codes-screen">
      <Heading size="xl"><Trans>Comptes comptables</Trans></Heading>
      <Text color="gray.700">
        <Trans>Les exports comptables (FEC) passent les écritures sur ces comptes.</Trans>{' '}
        <Link asChild color="brand.600"><RouterLink to={accountingExportsHref()} data-testid="accounting-codes-exports-link"><Trans>Exports comptables</Trans></RouterLink></Link>
      </Text>
      {!allowed ? (
        <Alert.Root status="info" data-testid="accounting-codes-forbidden">
          <Alert.Indicator />
          <Alert.Title><Trans>Seules les personnes autorisées à modifier les comptes comptables de la boutique peuvent les consulter ici.</Trans></Alert.Title>
        </Alert.Root>
      ) : null}
      {allowed && error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {allowed && !data && !error ? <PageLoader /> : null}
      {allowed && data ? (
        <AccountingCodesForm key={`${shopId}-${JSON.stringify(data)}`} shopId={shopId} saved={data} onSaved={(next) => void mutate(next, { revalidate: false })} />
      ) : null}
    </Stack>
  );
}
