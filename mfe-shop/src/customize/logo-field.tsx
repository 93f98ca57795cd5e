import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { api, ApiError, fileForm } from '@vendange/api-client';
import { SHOP_LOGO_TYPES, type Shop } from '@vendange/contracts';
import { currentShopAtom, showSnackbar, vendangeStore } from '@vendange/store';
import { ConfirmDialog } from '@vendange/ui';
import { logoProblem } from './logo-problem';

/**
 * The shop's logo (owner): PUT /v1/shops/me/logo as a file form, DELETE to remove it after a confirmation.
 * It shows in the storefront's header and is printed on the shop's invoices, quotes and delivery notes.
 */
export function LogoField({ shop }: { shop: Shop }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const refreshShop = async () => vendangeStore.set(currentShopAtom, await api<Shop>('/v1/shops/me', { silent: true }));
  const upload = async (file: File) => {
    const refused = logoProblem(file);
    if (refused) {
      setProblem(refused === 'type' ? t`Le logo doit être une image PNG ou JPEG.` : t`Le logo dépasse 1 Mo : réduisez-le puis recommencez.`);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await api<{ logo: string }>('/v1/shops/me/logo', { method: 'PUT', body: fileForm(file), silent: true });
      await refreshShop();
      showSnackbar('success', t`Le logo est enregistré : il figure sur votre boutique et vos documents.`);
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : t`Une erreur est survenue. Si le problème persiste, contactez un administrateur.`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const remove = async () => {
    await api('/v1/shops/me/logo', { method: 'DELETE', silent: true });
    await refreshShop();
    setRemoving(false);
    showSnackbar('success', t`Le logo est retiré.`);
  };

  return (
    <Stack gap="3" data-testid="logo-field">
      <HStack gap="4" align="center" wrap="wrap">
        <Box borderWidth="1px" borderRadius="md" p="2" bg="white" minW="32" minH="16" display="flex" alignItems="center" justifyContent="center">
          {shop.logo ? <Image src={shop.logo} alt={t`Logo de ${shop.name}`} maxH="14" maxW="40" data-testid="logo-current" /> : <Text color="gray.500" fontSize="sm"><Trans>Aucun logo</Trans></Text>}
        </Box>
        <input ref={input} type="file" accept={SHOP_LOGO_TYPES.join(',')} hidden data-testid="logo-input" aria-label={t`Fichier du logo`}
          onChange={(e) => { const file = e.target.files?.[0]; if (file) void upload(file); }} />
        <Button colorPalette="brand" variant="outline" loading={busy} onClick={() => input.current?.click()} data-testid="logo-choose">
          {shop.logo ? <Trans>Changer le logo</Trans> : <Trans>Choisir un logo</Trans>}
        </Button>
        {shop.logo ? (
          <Button variant="ghost" colorPalette="red" disabled={busy} onClick={() => setRemoving(true)} data-testid="logo-remove"><Trans>Retirer</Trans></Button>
        ) : null}
      </HStack>
      <Text color="gray.600" fontSize="sm"><Trans>PNG ou JPEG, 1 Mo au plus. Il s'affiche dans l'en-tête de la boutique et sur vos factures, devis et bons de livraison.</Trans></Text>
      {problem ? <Text color="red.600" role="alert" data-testid="logo-error">{problem}</Text> : null}
      <ConfirmDialog open={removing} title={t`Retirer le logo ?`} message={t`Vos prochains documents et la boutique n'afficheront plus que le nom de la boutique.`}
        confirmLabel={t`Retirer`} destructive onConfirm={remove} onCancel={() => setRemoving(false)} testId="logo-remove-confirm" />
    </Stack>
  );
}
