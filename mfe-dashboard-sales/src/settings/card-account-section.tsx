import { Alert, Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { api, useApi } from '@vendange/api-client';
import type { CardAccount, CardAccountLink } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { ErrorScreen, formatCents, PageLoader } from '@vendange/ui';
import { useSubmission } from '../dialogs/use-submission';
import { SettingsSection } from './settings-section';

/** 150 basis points read "1,5 %". */
const percentOf = (basisPoints: number, locale: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;

/**
 * Paramètres › Paiements: the producer's own card account (Stripe Connect, docs/decisions/card-accounts.md).
 * Card payments of their clients are paid into it, less the platform's fee; card is offered at checkout once it is active.
 * Read with seeAllPayment; only the owner opens or completes it.
 */
export function CardAccountSection({ shopId, editable, cardOffered }: { shopId: number; editable: boolean; cardOffered: boolean }) {
  const { can } = useShopAccess();
  // A refused read would end the session: staff without seeAllPayment do not ask.
  const mayRead = can('seeAllPayment');
  const { data, error } = useApi<CardAccount>(mayRead ? '/v1/payments/card-account' : null, { shopId }, { shouldRetryOnError: false, revalidateOnFocus: false });
  if (!mayRead) return null;
  return (
    <SettingsSection testId="card-account-section" title={<Trans>Paiement par carte : votre compte</Trans>}
      description={<Trans>Les paiements par carte de vos clients sont versés sur votre propre compte Stripe, puis sur votre compte bancaire.</Trans>}>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {!data && !error ? <PageLoader /> : null}
      {data ? <CardAccountBody account={data} editable={editable} cardOffered={cardOffered} /> : null}
    </SettingsSection>
  );
}

function CardAccountBody({ account, editable, cardOffered }: { account: CardAccount; editable: boolean; cardOffered: boolean }) {
  const { i18n } = useLingui();
  const [search] = useSearchParams();
  const { busy, failure, run } = useSubmission();
  const back = search.get('card');
  const fee = percentOf(account.feeBasisPoints, i18n.locale);

  if (!account.available) {
    return <Text data-testid="card-account-unavailable"><Trans>Le paiement par carte n'est pas configuré sur cette plateforme : contactez son administrateur.</Trans></Text>;
  }
  const start = () => run(async () => {
    const link = await api<CardAccountLink>('/v1/payments/card-account/onboarding', { method: 'POST' });
    // Stripe's own page: it sends the producer back to these settings when they are done.
    window.location.assign(link.url);
  });

  return (
    <Stack gap="3" data-testid="card-account" data-status={account.status}>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium"><Trans>État</Trans></Text>
        {account.status === 'active' ? <Badge colorPalette="green" data-testid="card-account-status"><Trans>Actif</Trans></Badge> : null}
        {account.status === 'incomplete' ? <Badge colorPalette="orange" data-testid="card-account-status"><Trans>Inscription à terminer</Trans></Badge> : null}
        {account.status === 'none' ? <Badge colorPalette="gray" data-testid="card-account-status"><Trans>Non relié</Trans></Badge> : null}
        {account.stripe ? <Text fontSize="sm" color="gray.600" data-testid="card-account-id">{account.stripe}</Text> : null}
      </HStack>
      <Text fontSize="sm"><Trans>La plateforme retient {fee} de chaque paiement par carte ; le reste vous est versé.</Trans></Text>
      {back === 'return' && account.status !== 'active' ? (
        <Alert.Root status="warning" data-testid="card-account-back"><Alert.Indicator />
          <Alert.Title><Trans>Stripe n'a pas encore toutes vos informations : terminez l'inscription pour recevoir les paiements par carte.</Trans></Alert.Title>
        </Alert.Root>
      ) : null}
      {back === 'return' && account.status === 'active' ? (
        <Alert.Root status="success" data-testid="card-account-back"><Alert.Indicator />
          <Alert.Title><Trans>Votre compte est actif : vos clients peuvent payer par carte.</Trans></Alert.Title>
        </Alert.Root>
      ) : null}
      {back === 'refresh' && account.status !== 'active' ? (
        <Alert.Root status="info" data-testid="card-account-back"><Alert.Indicator />
          <Alert.Title><Trans>Le lien d'inscription a expiré : reprenez l'inscription.</Trans></Alert.Title>
        </Alert.Root>
      ) : null}
      {account.status !== 'active' && cardOffered ? (
        <Text fontSize="sm" color="orange.700" data-testid="card-account-hidden"><Trans>La carte bancaire n'est proposée à vos clients qu'une fois ce compte actif.</Trans></Text>
      ) : null}
      {account.status === 'active' && account.balance ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" as="dl" data-testid="card-account-balance">
          <Stack gap="0"><Text as="dt" fontSize="sm" color="gray.600"><Trans>En attente de versement</Trans></Text>
            <Text as="dd" fontSize="lg" fontWeight="semibold" data-testid="card-account-pending">{formatCents(account.balance.pendingCents)}</Text></Stack>
          <Stack gap="0"><Text as="dt" fontSize="sm" color="gray.600"><Trans>Disponible</Trans></Text>
            <Text as="dd" fontSize="lg" fontWeight="semibold" data-testid="card-account-available">{formatCents(account.balance.availableCents)}</Text></Stack>
        </SimpleGrid>
      ) : null}
      {failure ? <Text color="red.600" role="alert" data-testid="card-account-error">{failure}</Text> : null}
      {editable && account.status !== 'active' ? (
        <HStack>
          <Button colorPalette="brand" loading={busy} onClick={() => void start()} data-testid="card-account-connect">
            {account.status === 'none' ? <Trans>Relier mon compte Stripe</Trans> : <Trans>Terminer l'inscription</Trans>}
          </Button>
        </HStack>
      ) : null}
      {!editable && account.status !== 'active' ? (
        <Text fontSize="sm" color="gray.600"><Trans>Seul le propriétaire de la boutique peut relier le compte.</Trans></Text>
      ) : null}
    </Stack>
  );
}
