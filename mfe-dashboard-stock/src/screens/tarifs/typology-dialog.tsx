import { Button, CloseButton, Dialog, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { api, ApiError } from '@vendange/api-client';
import type { z } from 'zod';
import { messages, type CatalogTypology, type createTypologyBodySchema } from '@vendange/contracts';
import { lazyPart, useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { serverFieldError } from '../../lib/editor-tabs';
import { FormSwitch, FormText, useLazyResolver } from '@vendange/ui';

type Values = z.input<typeof createTypologyBodySchema>;
type Output = z.output<typeof createTypologyBodySchema>;

const fields = ['key', 'name', 'globalDiscount'] as const;
// The contract's schema (zod) comes when the dialog opens, not with the price lists' page.
const checks = lazyPart(() => import('./typology-checks'));

/** Adds a typology (a price grid for a family of clients) or edits one; the contract's messages show under the fields. */
export function TypologyDialog({ typology, open, onClose, onSaved }: { typology: CatalogTypology | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const editing = typology !== null;
  const { resolver, warm } = useLazyResolver(checks, (m) => m.typologyResolver);
  useEffect(() => { if (open) warm(); }, [open, warm]);
  const methods = useForm<Values, unknown, Output>({
    // One schema for both: when editing, the key is the existing one (not shown, not sent).
    resolver,
    values: typology
      ? { key: typology.key, name: typology.name, public: typology.public, ttc: typology.ttc, globalDiscount: typology.globalDiscount.replace('.', ','), allRulesInEq75: typology.allRulesInEq75 }
      : { key: '', name: '', public: false, ttc: false, globalDiscount: '0', allRulesInEq75: false },
  });
  const { handleSubmit, setError, formState: { isSubmitting } } = methods;

  const submit = handleSubmit(async (values) => {
    const body = { shopId: shopId ?? undefined, name: values.name, public: values.public, ttc: values.ttc, globalDiscount: values.globalDiscount, allRulesInEq75: values.allRulesInEq75 };
    try {
      if (editing) await api(`/v1/typologies/${encodeURIComponent(typology.key)}`, { method: 'PUT', body, silent: true });
      else await api('/v1/typologies', { method: 'POST', body: { ...body, key: values.key }, silent: true });
      showSnackbar('success', editing ? t`Tarif enregistré.` : t`Tarif créé.`);
      onSaved();
      onClose();
    } catch (err) {
      const named = serverFieldError(err);
      if (named && (fields as readonly string[]).includes(named.path)) setError(named.path as (typeof fields)[number], { message: named.message });
      else showSnackbar('error', err instanceof ApiError ? err.message : messages.internal);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => { if (!e.open && !isSubmitting) onClose(); }} size={{ base: 'full', sm: 'md' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="typology-dialog">
            <FormProvider {...methods}>
              <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
                <Dialog.Header><Dialog.Title>{editing ? t`Modifier le tarif ${typology.name}` : t`Nouveau tarif`}</Dialog.Title></Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                      <FormText<Values> name="name" label={<Trans>Nom</Trans>} required testId="typology-name" />
                      {editing ? null : (
                        <FormText<Values> name="key" label={<Trans>Clé</Trans>} required testId="typology-key"
                          helper={<Trans>Minuscules sans accent, ex. « export ».</Trans>} />
                      )}
                      <FormText<Values> name="globalDiscount" label={<Trans>Remise globale (%)</Trans>} inputMode="decimal" />
                    </SimpleGrid>
                    <FormSwitch<Values> name="public" label={<Trans>Tarif public (visiteurs et clients sans tarif)</Trans>} />
                    <FormSwitch<Values> name="ttc" label={<Trans>Afficher les prix TTC</Trans>} />
                    <FormSwitch<Values> name="allRulesInEq75" label={<Trans>Compter les quantités en équivalents 75 cl</Trans>} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                  <Button variant="outline" onClick={onClose} disabled={isSubmitting}><Trans>Annuler</Trans></Button>
                  <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="typology-submit">
                    {editing ? <Trans>Enregistrer</Trans> : <Trans>Créer</Trans>}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} disabled={isSubmitting} /></Dialog.CloseTrigger>
              </form>
            </FormProvider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
