import { Alert, Badge, Button, Heading, Link, Stack } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MyShop, PublicShop } from '@vendange/contracts';
import { navigateTo, shopPathOf, showSnackbar } from '@vendange/store';
import { PageLoader } from '@vendange/ui';
import { ShopCodeForm } from './shops-code-form';
import { ShopsDirectory } from './shops-directory';
import { addMyShop, producerName, useMyShops, useViewerRole } from './shops-my-shops';

/**
 * '/shops/add' ("Ajouter un producteur"): a buyer finds a producer by name or by the code it gave
 * them, and adds it to "Mes producteurs". An owner sees the directory only, and why.
 */
export function ShopsAddScreen() {
  const { t } = useLingui();
  const { role, keepsProducers } = useViewerRole();
  const mine = useMyShops(keepsProducers);
  const [adding, setAdding] = useState<number | null>(null);
  useEffect(() => { document.title = t`Ajouter un producteur · Vendange`; }, [t]);

  const linked = new Set(mine.data?.items.map((s) => s.shopId) ?? []);
  const closedName = (id: number) => t`Boutique n°${id} (fermée)`;

  /** Back to /shops with the list fresh, saying what happened. */
  const added = async (shop: MyShop) => {
    const name = producerName(shop, closedName);
    const already = linked.has(shop.shopId);
    await mine.mutate();
    showSnackbar('success', already ? t`${name} est déjà dans vos producteurs.` : t`${name} a été ajouté à vos producteurs.`);
    navigateTo(getHref('shops'));
  };

  const addFromDirectory = async (shop: PublicShop) => {
    setAdding(shop.id);
    try {
      await added(await addMyShop(String(shop.id)));
    } catch {
      // api() has shown the server's message.
      setAdding(null);
    }
  };

  const action = (shop: PublicShop) => {
    if (linked.has(shop.id)) return <Badge alignSelf="flex-start" colorPalette="green" data-testid="shop-already-added"><Trans>Déjà dans vos producteurs</Trans></Badge>;
    return (
      <Button
        alignSelf={{ base: 'stretch', sm: 'flex-start' }} size="sm" colorPalette="brand" loading={adding === shop.id} disabled={!mine.data || adding !== null}
        onClick={() => void addFromDirectory(shop)} aria-label={t`Ajouter ${shop.name} à mes producteurs`} data-testid="shop-add"
      >
        <Trans>Ajouter</Trans>
      </Button>
    );
  };

  const header = (
    <Stack gap="2">
      <Link asChild color="brand.700" fontSize="sm" alignSelf="flex-start" data-testid="shops-add-back">
        <RouterLink to={getHref('shops')}>{keepsProducers ? <Trans>← Mes producteurs</Trans> : <Trans>← Nos producteurs</Trans>}</RouterLink>
      </Link>
      <Heading as="h1" size="2xl"><Trans>Ajouter un producteur</Trans></Heading>
    </Stack>
  );

  if (role === 'owner') {
    return (
      <Stack gap="6" maxW="6xl" mx="auto" w="full" data-testid="shops-add-page">
        {header}
        <Alert.Root status="info" data-testid="shops-add-owner-note">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><Trans>Ajouter un producteur est réservé aux comptes acheteurs</Trans></Alert.Title>
            <Alert.Description>
              <Trans>Votre compte est celui de votre boutique : il ne peut pas suivre d'autres producteurs. Pour leur acheter, créez un compte acheteur avec une autre adresse e-mail. Vous pouvez consulter leurs boutiques ci-dessous.</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <ShopsDirectory title={<Trans>Les producteurs</Trans>} hrefOf={(shop) => shopPathOf(shop, true)} testId="shops-add-directory" />
      </Stack>
    );
  }
  if (!keepsProducers) return <PageLoader />;

  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" data-testid="shops-add-page">
      {header}
      <ShopCodeForm onAdded={added} />
      <ShopsDirectory title={<Trans>Trouver un producteur par son nom</Trans>} hrefOf={(shop) => shopPathOf(shop, true)} action={action} testId="shops-add-directory" />
    </Stack>
  );
}
