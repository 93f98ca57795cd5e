import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { currentShopAtom, sessionAtom } from '@vendange/store';
import { PageLoader } from '@vendange/ui';
import { useDocumentMeta } from '../storefront/use-document-meta';
import { HeaderPreview } from './header-preview';
import { HeaderStyleForm } from './header-style-form';
import { LogoField } from './logo-field';
import { TabsEditor } from './tabs-editor';

/** /dashboard/customize: how the online shop looks (header style with a live preview) and its tabs. The owner edits; collaborators look. */
export function CustomizeScreen() {
  const { t } = useLingui();
  const shop = useAtomValue(currentShopAtom);
  const { user } = useAtomValue(sessionAtom);
  useDocumentMeta(t`Personnaliser la boutique`, null);
  if (!shop) return <PageLoader />;
  const owner = user?.role === 'owner';
  return (
    <Stack gap="8" maxW="5xl" mx="auto" w="full" data-testid="customize-screen">
      <Stack gap="1">
        <Heading as="h1" size="2xl"><Trans>Personnaliser la boutique</Trans></Heading>
        <Text color="gray.600">
          <Trans>Le logo, l'en-tête et les onglets de votre boutique en ligne.</Trans>{' '}
          <Link to={getHref('shop', { id: shop.id })} style={{ textDecoration: 'underline' }}><Trans>Voir la boutique</Trans></Link>
        </Text>
      </Stack>
      {owner ? (
        <>
          <Stack gap="4" as="section" aria-labelledby="customize-logo">
            <Heading as="h2" size="lg" id="customize-logo"><Trans>Logo</Trans></Heading>
            <LogoField shop={shop} />
          </Stack>
          <Stack gap="4" as="section" aria-labelledby="customize-header">
            <Heading as="h2" size="lg" id="customize-header"><Trans>En-tête</Trans></Heading>
            <HeaderStyleForm shop={shop} />
          </Stack>
          <Stack gap="4" as="section" aria-labelledby="customize-tabs">
            <Heading as="h2" size="lg" id="customize-tabs"><Trans>Onglets</Trans></Heading>
            <TabsEditor key={shop.tabs.map((tab) => tab.id).join()} shop={shop} />
          </Stack>
        </>
      ) : (
        // Only the owner may change it: the server refuses others, and a refusal would end the session.
        <Stack gap="4">
          <Alert.Root status="info"><Alert.Indicator /><Alert.Title><Trans>Seul le propriétaire de la boutique peut modifier son apparence.</Trans></Alert.Title></Alert.Root>
          <HeaderPreview shop={shop} style={shop.headerStyle} />
        </Stack>
      )}
    </Stack>
  );
}
