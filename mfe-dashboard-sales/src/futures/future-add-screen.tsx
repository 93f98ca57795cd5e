import { Heading, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { emptyFutureForm } from './future-form';
import { FutureOfferForm } from './future-offer-form';

/** /dashboard/futures/add (createFutureOrder): a new primeur campaign, saved as a draft. */
export function FutureAddScreen() {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const navigate = useNavigate();
  const initial = useMemo(() => emptyFutureForm(), []);
  if (shopId === null || !can('createFutureOrder')) return <Navigate to={getHref('futures')} replace />;
  return (
    <Stack gap="5" data-testid="future-add">
      <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-start"><RouterLink to={getHref('futures')}><Trans>← Toutes les campagnes</Trans></RouterLink></Link>
      <Heading size="xl"><Trans>Nouvelle campagne de primeurs</Trans></Heading>
      <FutureOfferForm initial={initial} shopId={shopId} onSaved={async (saved) => {
        const name = saved.name;
        showSnackbar('success', t`Campagne « ${name} » enregistrée en brouillon.`);
        await navigate(getHref('futureDetail', { id: saved.id }));
      }} />
    </Stack>
  );
}
