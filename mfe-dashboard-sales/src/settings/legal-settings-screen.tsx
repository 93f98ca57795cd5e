import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { api, placeServerError, useApi } from '@vendange/api-client';
import { messages, shopLegalSchema, type MyShopLegal, type ShopLegal } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ErrorScreen, FormText, NotFound, PageLoader, useLeaveGuard } from '@vendange/ui';
import { legalFields, legalToForm, type LegalForm } from './legal-form';
import { SettingsSection } from './settings-section';
import { SettingsSaveBar } from './settings-save-bar';

const resolver = zodResolver(shopLegalSchema);

/** settings?link=infos: the legal notice shown on the storefront (owner edits, collaborators read). */
export function LegalSettingsScreen() {
  const { user } = useShopAccess();
  const staff = user?.role === 'owner' || user?.role === 'iam';
  // Asked only by shop staff: anyone else would get a 403, and a 403 logs out (spec point 8).
  const { data, error, isLoading, mutate } = useApi<MyShopLegal>(staff ? '/v1/shops/me/legal' : null, undefined, { shouldRetryOnError: false, revalidateOnFocus: false });
  if (!staff) return <NotFound />;
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (isLoading || !data) return <PageLoader />;
  const onSaved = (legal: ShopLegal) => { void mutate({ legal }, { revalidate: false }); };
  return <LegalEditor legal={data.legal} editable={user.role === 'owner'} onSaved={onSaved} />;
}

function LegalEditor({ legal, editable, onSaved }: { legal: ShopLegal | null; editable: boolean; onSaved: (legal: ShopLegal) => void }) {
  const { t } = useLingui();
  const methods = useForm<LegalForm, unknown, ShopLegal>({ defaultValues: legalToForm(legal), resolver });
  const { handleSubmit, reset, setError, formState: { isDirty, isSubmitting } } = methods;
  const { dialog } = useLeaveGuard(editable && isDirty && !isSubmitting);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await api<ShopLegal>('/v1/shops/me/legal', { method: 'PUT', body, silent: true });
      onSaved(saved);
      reset(legalToForm(saved));
      showSnackbar('success', t`Mentions légales enregistrées.`);
    } catch (err) {
      const placed = placeServerError(err, legalFields, messages.internal);
      if (placed.field) setError(placed.field as keyof LegalForm, { type: 'server', message: placed.message });
      showSnackbar('error', placed.message);
    }
  }, () => showSnackbar('error', t`Certains champs sont à corriger : ils sont signalés en rouge.`));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => { void submit(event); };

  return (
    <Stack gap="4" maxW="4xl" data-testid="settings-infos">
      <Heading size="xl"><Trans>Mentions légales</Trans></Heading>
      <Text color="gray.600"><Trans>La loi demande à toute boutique en ligne d'indiquer qui vend, qui publie le site et qui l'héberge. Ces informations sont affichées en pied de page de votre boutique.</Trans></Text>
      {!editable ? (
        <Alert.Root status="info" data-testid="settings-read-only">
          <Alert.Indicator />
          <Alert.Title><Trans>Seul le propriétaire de la boutique peut modifier ces réglages.</Trans></Alert.Title>
        </Alert.Root>
      ) : null}
      <FormProvider {...methods}>
        <form onSubmit={onSubmit} noValidate aria-label={t`Mentions légales`} data-testid="legal-settings-form">
          {/* Read-only without the right: the fields stay readable. */}
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="4">
              <SettingsSection title={<Trans>Société</Trans>} testId="legal-company-section">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormText<LegalForm> name="companyName" label={t`Raison sociale`} required testId="legal-company-name" autoComplete="organization" />
                  <FormText<LegalForm> name="legalForm" label={t`Forme juridique`} placeholder="EARL, SCEA, SAS…" testId="legal-form" />
                  <FormText<LegalForm> name="shareCapital" label={t`Capital social`} placeholder="10 000 €" testId="legal-share-capital" />
                  <FormText<LegalForm> name="siret" label={t`SIRET`} inputMode="numeric" testId="legal-siret" />
                  <FormText<LegalForm> name="rcsCity" label={t`Ville d'immatriculation (RCS)`} testId="legal-rcs-city" />
                  <FormText<LegalForm> name="vatNumber" label={t`N° de TVA intracommunautaire`} placeholder="FR12345678901" testId="legal-vat-number" />
                  <FormText<LegalForm> name="phone" label={t`Téléphone`} testId="legal-phone" autoComplete="tel" />
                  <FormText<LegalForm> name="email" label={t`E-mail`} testId="legal-email" autoComplete="email" />
                </SimpleGrid>
                <Box mt="4">
                  <FormText<LegalForm> name="address" label={t`Adresse du siège`} required multiline rows={2} testId="legal-address" />
                </Box>
              </SettingsSection>
              <SettingsSection title={<Trans>Directeur de la publication</Trans>} testId="legal-director-section"
                description={<Trans>La personne responsable du contenu de la boutique.</Trans>}>
                <FormText<LegalForm> name="director" label={t`Nom et prénom`} required testId="legal-director" />
              </SettingsSection>
              <SettingsSection title={<Trans>Hébergeur</Trans>} testId="legal-host-section"
                description={<Trans>L'entreprise qui héberge le site de votre boutique.</Trans>}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormText<LegalForm> name="hostName" label={t`Nom`} testId="legal-host-name" />
                  <FormText<LegalForm> name="hostPhone" label={t`Téléphone`} testId="legal-host-phone" />
                </SimpleGrid>
                <Box mt="4">
                  <FormText<LegalForm> name="hostAddress" label={t`Adresse`} multiline rows={2} testId="legal-host-address" />
                </Box>
              </SettingsSection>
            </Stack>
          </fieldset>
          {editable ? (
            <SettingsSaveBar dirty={isDirty} submitting={isSubmitting} onReset={() => reset()} />
          ) : null}
        </form>
      </FormProvider>
      <Box>{dialog}</Box>
    </Stack>
  );
}
