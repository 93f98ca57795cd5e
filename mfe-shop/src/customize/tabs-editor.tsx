import { Box, Button, Checkbox, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { api, placeServerError } from '@vendange/api-client';
import { ALL_PRODUCTS_TAB, type Shop, type ShopTabsBody } from '@vendange/contracts';
import { currentShopAtom, showSnackbar, vendangeStore } from '@vendange/store';
import type { TabsForm } from './form-rules';
import { lazyShopTabsResolver } from './lazy-form-rules';
import { firstErrorMessage, TabContentPicker } from './tab-content-picker';

/** The stored tabs as the form edits them: in their order, with their ids kept (links with ?pageid= keep working). */
const formOf = (tabs: Shop['tabs']): TabsForm => ({
  tabs: [...tabs].sort((a, b) => a.order - b.order).map((t) => ({
    id: t.id, name: t.name, exists: t.exists, content: t.content ?? ALL_PRODUCTS_TAB,
    children: t.children.map((c) => ({ id: c.id, name: c.name, content: c.content ?? ALL_PRODUCTS_TAB })),
  })),
});

interface ChildrenProps { control: Control<TabsForm>; register: UseFormRegister<TabsForm>; errors: FieldErrors<TabsForm>; index: number; shopId: number }

function Children({ control, register, errors, index, shopId }: ChildrenProps) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: `tabs.${index}.children` });
  return (
    <Stack gap="3" ps={{ base: '2', md: '8' }}>
      {fields.map((child, c) => (
        <Stack key={child.id} gap="2" borderStartWidth="2px" ps="3" data-testid="tabs-editor-child">
          <HStack gap="2">
            <Field.Root invalid={!!errors.tabs?.[index]?.children?.[c]?.name} flex="1">
              <Input size="sm" bg="white" aria-label={t`Nom de la sous-page`} {...register(`tabs.${index}.children.${c}.name`)} />
              <Field.ErrorText>{errors.tabs?.[index]?.children?.[c]?.name?.message}</Field.ErrorText>
            </Field.Root>
            <IconButton size="sm" variant="ghost" aria-label={t`Supprimer la sous-page`} onClick={() => remove(c)}><Trash2 /></IconButton>
          </HStack>
          <Controller control={control} name={`tabs.${index}.children.${c}.content`} render={({ field }) => (
            <TabContentPicker value={field.value ?? ALL_PRODUCTS_TAB} onChange={field.onChange} shopId={shopId} label={child.name || t`la sous-page`}
              error={firstErrorMessage(errors.tabs?.[index]?.children?.[c]?.content)} />
          )} />
        </Stack>
      ))}
      <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => append({ name: '', content: { kind: 'all' } })}><Plus aria-hidden /> <Trans>Ajouter une sous-page</Trans></Button>
    </Stack>
  );
}

/**
 * Spec point 3 "Shop tabs": the owner names, orders, shows or hides the storefront's tabs and their
 * dropdown sub-pages, and chooses what each holds (products, types, the boxes to compose, a text).
 */
export function TabsEditor({ shop }: { shop: Shop }) {
  const { t } = useLingui();
  const { control, register, handleSubmit, reset, formState: { errors, isSubmitting, isDirty } } = useForm<TabsForm>({
    resolver: lazyShopTabsResolver, defaultValues: formOf(shop.tabs), mode: 'onTouched',
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'tabs' });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await api<Shop>('/v1/shops/me/tabs', { method: 'PUT', body: values satisfies ShopTabsBody, silent: true });
      vendangeStore.set(currentShopAtom, saved);
      reset(formOf(saved.tabs));
      showSnackbar('success', t`Les onglets de la boutique sont enregistrés.`);
    } catch (err) {
      showSnackbar('error', placeServerError(err, [], t`Une erreur est survenue. Si le problème persiste, contactez un administrateur.`).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="tabs-editor">
      <Stack gap="4">
        {fields.length === 0 ? <Text color="gray.600"><Trans>Aucun onglet : la boutique montre tous ses produits sur une seule page.</Trans></Text> : null}
        {fields.map((tab, i) => (
          <Box key={tab.id} bg="white" borderRadius="md" borderWidth="1px" p="3" data-testid="tabs-editor-tab">
            <Stack gap="3">
              <HStack gap="2" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
                <Field.Root invalid={!!errors.tabs?.[i]?.name} flex="1" minW="40">
                  <Input bg="white" aria-label={t`Nom de l'onglet`} {...register(`tabs.${i}.name`)} />
                  <Field.ErrorText>{errors.tabs?.[i]?.name?.message}</Field.ErrorText>
                </Field.Root>
                <Controller control={control} name={`tabs.${i}.exists`} render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} pt="2">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label><Trans>Affiché</Trans></Checkbox.Label>
                  </Checkbox.Root>
                )} />
                <HStack gap="0">
                  <IconButton size="sm" variant="ghost" aria-label={t`Monter l'onglet`} disabled={i === 0} onClick={() => move(i, i - 1)}><ArrowUp /></IconButton>
                  <IconButton size="sm" variant="ghost" aria-label={t`Descendre l'onglet`} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}><ArrowDown /></IconButton>
                  <IconButton size="sm" variant="ghost" aria-label={t`Supprimer l'onglet`} onClick={() => remove(i)}><Trash2 /></IconButton>
                </HStack>
              </HStack>
              <Controller control={control} name={`tabs.${i}.content`} render={({ field }) => (
                <TabContentPicker value={field.value ?? ALL_PRODUCTS_TAB} onChange={field.onChange} shopId={shop.id} label={tab.name || t`l'onglet`}
                  error={firstErrorMessage(errors.tabs?.[i]?.content)} />
              )} />
              <Children control={control} register={register} errors={errors} index={i} shopId={shop.id} />
            </Stack>
          </Box>
        ))}
        {errors.tabs?.message ? <Text color="red.600" role="alert">{errors.tabs.message}</Text> : null}
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Button variant="outline" onClick={() => append({ name: '', exists: true, content: { kind: 'all' }, children: [] })} disabled={fields.length >= 12}>
            <Plus aria-hidden /> <Trans>Ajouter un onglet</Trans>
          </Button>
          <HStack>
            <Button variant="outline" onClick={() => reset(formOf(shop.tabs))} disabled={!isDirty}><Trans>Annuler les changements</Trans></Button>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="tabs-save"><Trans>Enregistrer les onglets</Trans></Button>
          </HStack>
        </HStack>
      </Stack>
    </form>
  );
}
