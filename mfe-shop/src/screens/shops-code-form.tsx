import { Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ApiError, placeServerError } from '@vendange/api-client';
import { shopKeyOf, type MyShop } from '@vendange/contracts';
import { addMyShop } from './shops-my-shops';

/** "J'ai un code producteur": the code, the id or the address of the shop a producer gave the buyer. */
export function ShopCodeForm({ onAdded }: { onAdded: (shop: MyShop) => Promise<void> }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!shopKeyOf(code)) {
      setError(t`Indiquez le code producteur ou l'adresse de sa boutique.`);
      return;
    }
    setBusy(true);
    try {
      await onAdded(await addMyShop(code, true));
    } catch (err) {
      // The server's "Cette boutique n'existe pas." gets what to do next.
      if (err instanceof ApiError && err.code === 'SHOP_UNKNOWN') setError(t`Aucun producteur n'a ce code ni cette adresse : vérifiez ce que le producteur vous a transmis.`);
      else setError(placeServerError(err, ['code'], t`Le producteur n'a pas pu être ajouté. Vérifiez votre connexion, puis réessayez.`).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="shop-code-form">
      <Stack gap="3" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '5' }}>
        <Field.Root invalid={error !== null}>
          <Field.Label><Trans>J'ai un code producteur</Trans></Field.Label>
          <Flex gap="3" w="full" direction={{ base: 'column', sm: 'row' }}>
            <Input
              value={code} onChange={(e) => setCode(e.target.value)} autoCapitalize="characters" autoComplete="off" maxLength={300}
              placeholder={t`COTEAUX, ou l'adresse de sa boutique`} data-testid="shop-code-input"
            />
            <Button type="submit" colorPalette="brand" loading={busy} flexShrink={0} data-testid="shop-code-submit"><Trans>Ajouter</Trans></Button>
          </Flex>
          {error ? <Field.ErrorText role="alert" data-testid="shop-code-error">{error}</Field.ErrorText> : (
            <Field.HelperText><Trans>Le code figure sur le lien ou le QR code que le producteur vous a transmis ; son adresse web convient aussi.</Trans></Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </form>
  );
}
