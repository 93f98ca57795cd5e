import { Button, Checkbox, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { api, placeServerError } from '@vendange/api-client';
import type { HeaderStyle, Shop } from '@vendange/contracts';
import { currentShopAtom, showSnackbar, vendangeStore } from '@vendange/store';
import { HeaderPreview } from './header-preview';
import { lazyHeaderStyleResolver } from './lazy-form-rules';

type BooleanKey = { [K in keyof HeaderStyle]: HeaderStyle[K] extends boolean ? K : never }[keyof HeaderStyle];

function Check({ control, name, testId, children }: { control: Control<HeaderStyle>; name: BooleanKey; testId: string; children: ReactNode }) {
  return (
    <Controller control={control} name={name} render={({ field }) => (
      <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} data-testid={testId}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{children}</Checkbox.Label>
      </Checkbox.Root>
    )} />
  );
}

function Select({ label, testId, options, ...rest }: { label: ReactNode; testId: string; options: Array<[string, string]> } & ReturnType<ReturnType<typeof useForm<HeaderStyle>>['register']>) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root bg="white">
        <NativeSelect.Field data-testid={testId} {...rest}>{options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}</NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const isColour = (v: string) => /^#[0-9a-fA-F]{6}$/.test(v);

/** Spec point 3 "Header style": the owner styles the storefront header and sees it at once. */
export function HeaderStyleForm({ shop }: { shop: Shop }) {
  const { t } = useLingui();
  const { control, register, handleSubmit, watch, reset, setError, formState: { errors, isSubmitting, isDirty } } = useForm<HeaderStyle>({
    resolver: lazyHeaderStyleResolver, defaultValues: shop.headerStyle, mode: 'onChange',
  });
  const draft = watch();
  // A colour being typed is not drawn until it is whole.
  const shown: HeaderStyle = { ...draft, color: isColour(draft.color) ? draft.color : shop.headerStyle.color, elevation: Number(draft.elevation) || 0 };

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await api<Shop>('/v1/shops/me/header-style', { method: 'PUT', body: values, silent: true });
      vendangeStore.set(currentShopAtom, saved);
      reset(saved.headerStyle);
      showSnackbar('success', t`Le style de l'en-tête est enregistré.`);
    } catch (err) {
      const placed = placeServerError(err, Object.keys(values), t`Une erreur est survenue. Si le problème persiste, contactez un administrateur.`);
      if (placed.field) setError(placed.field as keyof HeaderStyle, { type: 'server', message: placed.message });
      else showSnackbar('error', placed.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="header-style-form">
      <Stack gap="5">
        <HeaderPreview shop={shop} style={shown} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={!!errors.color}>
            <Field.Label><Trans>Couleur de l'en-tête</Trans></Field.Label>
            <HStack>
              <Controller control={control} name="color" render={({ field }) => (
                <Input type="color" w="14" p="1" aria-label={t`Choisir la couleur`} value={isColour(field.value) ? field.value : '#ffffff'} onChange={(e) => field.onChange(e.target.value.toUpperCase())} />
              )} />
              <Input {...register('color')} maxW="32" bg="white" data-testid="header-style-color" />
            </HStack>
            {errors.color ? <Field.ErrorText role="alert">{errors.color.message}</Field.ErrorText> : null}
          </Field.Root>
          <Select label={<Trans>Police</Trans>} testId="header-style-font" {...register('font')}
            options={[['system', t`Système (sobre)`], ['serif', t`Classique (avec empattements)`], ['rounded', t`Arrondie`], ['mono', t`Machine à écrire`]]} />
          <Select label={<Trans>Place du logo</Trans>} testId="header-style-logo-placement" {...register('logoPlacement')}
            options={[['start', t`Au début, avec les onglets`], ['left', t`Au bord gauche`], ['center', t`Au centre`]]} />
          <Select label={<Trans>Alignement des onglets</Trans>} testId="header-style-justify" {...register('justifyContent')}
            options={[['start', t`À gauche`], ['center', t`Au centre`], ['end', t`À droite`], ['space-between', t`Répartis sur la largeur`]]} />
          <Select label={<Trans>Élévation de l'ombre</Trans>} testId="header-style-elevation" {...register('elevation', { valueAsNumber: true })}
            options={[0, 1, 2, 3, 4, 5].map((n) => [String(n), String(n)])} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Check control={control} name="dark" testId="header-style-dark"><Trans>Couleur foncée (texte en blanc)</Trans></Check>
          <Check control={control} name="shadow" testId="header-style-shadow"><Trans>Ombre sous l'en-tête</Trans></Check>
          <Check control={control} name="border" testId="header-style-border"><Trans>Trait sous l'en-tête</Trans></Check>
          <Check control={control} name="hideLogo" testId="header-style-hide-logo"><Trans>Masquer le logo</Trans></Check>
          <Check control={control} name="logoShadow" testId="header-style-logo-shadow"><Trans>Ombre sur le logo</Trans></Check>
          <Check control={control} name="underline" testId="header-style-underline"><Trans>Souligner l'onglet ouvert</Trans></Check>
          <Check control={control} name="isUppercase" testId="header-style-uppercase"><Trans>Onglets en majuscules</Trans></Check>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button variant="outline" onClick={() => reset(shop.headerStyle)} disabled={!isDirty}><Trans>Annuler les changements</Trans></Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="header-style-save"><Trans>Enregistrer le style</Trans></Button>
        </HStack>
      </Stack>
    </form>
  );
}
