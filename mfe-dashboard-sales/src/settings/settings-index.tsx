import { Card, Heading, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { legalSettingsHref, settingsHref } from '../screens/settings-link';

interface Tab { to: string; title: ReactNode; text: ReactNode; testId: string }

/** /dashboard/settings without a tab: the settings tabs built so far, for the signed-in person. */
export function SettingsIndex() {
  const { user, can } = useShopAccess();
  const staff = user?.role === 'owner' || user?.role === 'iam';
  // Every role edits their own account (name, phone, addresses, e-mail, password).
  const tabs: Tab[] = [
    { to: settingsHref('account'), testId: 'settings-link-account', title: <Trans>Mon compte</Trans>, text: <Trans>Nom, téléphone, adresses, adresse e-mail et mot de passe.</Trans> },
  ];
  if (staff) {
    tabs.push(
      { to: settingsHref('delivery'), testId: 'settings-link-delivery', title: <Trans>Livraison</Trans>, text: <Trans>Modes de livraison, points de retrait, franco de port et règles de commande.</Trans> },
      { to: settingsHref('billing'), testId: 'settings-link-billing', title: <Trans>Paiements</Trans>, text: <Trans>Moyens de paiement en ligne, coordonnées bancaires et conditions de vente.</Trans> },
      { to: legalSettingsHref, testId: 'settings-link-infos', title: <Trans>Mentions légales</Trans>, text: <Trans>Société, immatriculation, directeur de la publication et hébergeur, affichés sur votre boutique.</Trans> },
    );
    if (can('createClient')) tabs.push({ to: getHref('settings', {}, { link: 'crm' }), testId: 'settings-link-crm', title: <Trans>CRM</Trans>, text: <Trans>Les étapes du pipeline des opportunités.</Trans> });
    if (can('accessCollaborator')) tabs.push({ to: getHref('settings', {}, { link: 'roles' }), testId: 'settings-link-roles', title: <Trans>Rôles</Trans>, text: <Trans>Les rôles types à appliquer aux droits d'un collaborateur.</Trans> });
    if (can('seeAllPrice')) tabs.push({ to: settingsHref('typos'), testId: 'settings-link-typos', title: <Trans>Typologies et tarifs</Trans>, text: <Trans>Les typologies de clients et leurs grilles de prix.</Trans> });
  }
  return (
    <Stack gap="4" maxW="4xl" data-testid="settings-index">
      <Heading size="xl"><Trans>Paramètres</Trans></Heading>
      {tabs.length === 0 ? <Text color="gray.600" data-testid="settings-index-empty"><Trans>Aucun réglage n'est disponible pour votre compte pour le moment.</Trans></Text> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {tabs.map((tab) => (
          // The whole card is the link (the overlay covers its positioned box).
          <Card.Root key={tab.testId} position="relative" data-testid={tab.testId} _hover={{ borderColor: 'brand.400' }}>
            <Card.Body gap="1">
              <LinkOverlay asChild><RouterLink to={tab.to}><Heading as="h2" size="md">{tab.title}</Heading></RouterLink></LinkOverlay>
              <Text fontSize="sm" color="gray.600">{tab.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
