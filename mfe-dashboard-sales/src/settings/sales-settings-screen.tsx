import { Alert, Box, Heading, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { api, placeServerError, useApi } from '@vendange/api-client';
import { messages, type Shop, type ShopSalesRules } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { setCurrentShop, showSnackbar } from '@vendange/store';
import { ErrorScreen, NotFound, PageLoader } from '@vendange/ui';
import { useLeaveGuard } from '@vendange/ui';
import type { SettingsScreenKey } from '../screens/settings-link';
import { BankSection } from './bank-section';
import { BillingNumberingSection } from './billing-numbering-section';
import { CollectionPointsSection } from './collection-points-section';
import { DeliveriesSection } from './deliveries-section';
import { FrancoSection } from './franco-section';
import { OrderRulesSection } from './order-rules-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { CardAccountSection } from './card-account-section';
import { PromoCodesSection } from './promo-codes-section';
import { errorTarget, rulesToForm, salesRulesFields, salesRulesFormSchema, settingsScreenOf, type SalesRulesForm } from './sales-rules-form';
import { SettingsTabs } from './settings-tabs';
import { TermsSection } from './terms-section';
import { useTextRuleMessages } from './use-text-rule-messages';
import { SettingsSaveBar } from './settings-save-bar';

/** The first message of a nested error tree, with its field path. */
function firstError(errors: FieldErrors, prefix = ''): { path: string; message: string } | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') return { path, message: (value as { message: string }).message };
    const nested = firstError(value as FieldErrors, path);
    if (nested) return nested;
  }
  return null;
}

/** settings?link=delivery and settings?link=billing: how the shop sells online (owner edits, collaborators read). */
export function SalesSettingsScreen({ screen }: { screen: SettingsScreenKey }) {
  const { user } = useShopAccess();
  const staff = user?.role === 'owner' || user?.role === 'iam';
  // Asked only by shop staff: anyone else would get a 403, and a 403 logs out (spec point 8).
  const { data: shop, error, isLoading, mutate } = useApi<Shop>(staff ? '/v1/shops/me' : null, undefined, { shouldRetryOnError: false, revalidateOnFocus: false });
  if (!staff) return <NotFound />;
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (isLoading || !shop) return <PageLoader />;
  // The saved shop goes into the cache at once: the other tab's form starts from it, not from the copy read before saving.
  const onSaved = (saved: Shop) => { void mutate(saved, { revalidate: false }); };
  return <SalesRulesEditor key={shop.id} shop={shop} screen={screen} editable={shop.ownerId === user.id} onSaved={onSaved} />;
}

function SalesRulesEditor({ shop, screen, editable, onSaved }: { shop: Shop; screen: SettingsScreenKey; editable: boolean; onSaved: (saved: Shop) => void }) {
  const { t } = useLingui();
  const textMessages = useTextRuleMessages();
  const resolver = useMemo(() => zodResolver(salesRulesFormSchema(textMessages)), [textMessages]);
  const methods = useForm<SalesRulesForm, unknown, ShopSalesRules>({ defaultValues: rulesToForm(shop.sales), resolver });
  const { handleSubmit, reset, setError, getValues, formState: { isDirty, isSubmitting } } = methods;
  const { dialog } = useLeaveGuard(editable && isDirty && !isSubmitting);
  const tabName = (key: SettingsScreenKey) => (key === 'delivery' ? t`Livraison` : t`Paiements`);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await api<Shop>('/v1/shops/me/sales-rules', { method: 'PUT', body, silent: true });
      setCurrentShop(saved);
      onSaved(saved);
      reset(rulesToForm(saved.sales));
      showSnackbar('success', t`Réglages de vente enregistrés.`);
    } catch (err) {
      const values = getValues();
      const placed = placeServerError(err, salesRulesFields(values), messages.internal);
      if (!placed.field) {
        showSnackbar('error', placed.message);
        return;
      }
      const target = errorTarget(placed.field, values);
      const message = target.item ? `${target.item} : ${placed.message}` : placed.message;
      setError(target.field as Path<SalesRulesForm>, { type: 'server', message });
      const elsewhere = settingsScreenOf(target.field);
      const where = tabName(elsewhere);
      showSnackbar('error', elsewhere === screen ? message : t`Onglet ${where} : ${message}`);
    }
  }, (invalid) => {
    const first = firstError(invalid);
    const elsewhere = first ? settingsScreenOf(first.path) : screen;
    const where = tabName(elsewhere);
    const message = first?.message ?? '';
    // Both tabs save the whole rules: a field to correct may sit on the other one.
    showSnackbar('error', elsewhere === screen || !first
      ? t`Certains champs sont à corriger : ils sont signalés en rouge.`
      : t`Onglet ${where} : ${message}`);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Dialogs are portaled but React still bubbles their events here: only this form's own submit saves.
    if (event.target !== event.currentTarget) return;
    void submit(event);
  };

  return (
    <Stack gap="4" maxW="4xl" data-testid={`settings-${screen}`}>
      <Heading size="xl"><Trans>Paramètres de vente en ligne</Trans></Heading>
      <SettingsTabs current={screen} />
      {!editable ? (
        <Alert.Root status="info" data-testid="settings-read-only">
          <Alert.Indicator />
          <Alert.Title><Trans>Seul le propriétaire de la boutique peut modifier ces réglages.</Trans></Alert.Title>
        </Alert.Root>
      ) : null}
      <FormProvider {...methods}>
        <form onSubmit={onSubmit} noValidate aria-label={screen === 'delivery' ? t`Livraison` : t`Paiements`} data-testid="sales-settings-form">
          {/* Read-only without the right: the fields stay readable. */}
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="4">
              {screen === 'delivery' ? (
                <>
                  <DeliveriesSection editable={editable} />
                  <CollectionPointsSection editable={editable} />
                  <FrancoSection />
                  <OrderRulesSection />
                </>
              ) : (
                <>
                  <PaymentMethodsSection />
                  {/* The server sends the banks only with seeAllPayment (the owner holds it): no empty list for the others. */}
                  {editable || shop.sales.banks.length > 0 ? <BankSection editable={editable} /> : null}
                  <PromoCodesSection editable={editable} />
                  <TermsSection />
                </>
              )}
            </Stack>
          </fieldset>
          {editable ? (
            <SettingsSaveBar dirty={isDirty} submitting={isSubmitting} onReset={() => reset()} />
          ) : null}
        </form>
      </FormProvider>
      {/* Its own form and save (PUT /v1/shops/me/billing), under the payment rules. */}
      {screen === 'billing' ? <CardAccountSection shopId={shop.id} editable={editable} cardOffered={shop.sales.paymentsList.includes('stripe')} /> : null}
      {screen === 'billing' ? <BillingNumberingSection shop={shop} editable={editable} /> : null}
      <Box>{dialog}</Box>
    </Stack>
  );
}
