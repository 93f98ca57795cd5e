import { Alert, Box, Button, Checkbox, Grid, Heading, HStack, IconButton, Input, Link, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { api } from '@vendange/api-client';
import type { Sample } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { ClientFacts, ClientSearch, FormField, StickyActions, useLeaveGuard } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { AddressFields } from '../sale-form/address-fields';
import { ProductPicker } from '../sale-form/product-picker';
import { emptySampleForm, sampleBody, type SampleErrors, type SampleForm, type SampleLineForm } from './sample-form';
import { refreshSamples } from './sample-labels';

/** The bottles of the sample: each format picked, its vintage and how many. */
function SampleLines({ lines, errors, onChange, onRemove }: {
  lines: SampleLineForm[]; errors: SampleErrors; onChange: (i: number, patch: Partial<SampleLineForm>) => void; onRemove: (i: number) => void;
}) {
  const { t } = useLingui();
  if (lines.length === 0) {
    return <Box bg="white" borderWidth="1px" borderRadius="md" p="6" textAlign="center" color="gray.600" data-testid="sample-lines-empty"><Trans>Aucun vin : recherchez-en un ci-dessus pour l'ajouter.</Trans></Box>;
  }
  return (
    <Stack gap="2" data-testid="sample-lines">
      {lines.map((line, i) => {
        const name = line.name;
        return (
          <Grid key={line.key} templateColumns={{ base: '1fr 1fr auto', md: 'minmax(0, 3fr) 10rem 6rem auto' }} gap="3" alignItems="end" bg="white" borderWidth="1px" borderRadius="md" p="3"
            borderColor={errors[`lines.${i}`] ? 'red.400' : undefined} data-testid="sample-line">
            <Text fontWeight="medium" gridColumn={{ base: '1 / -1', md: 'auto' }} overflowWrap="anywhere">{name}</Text>
            {line.vintages.length > 0 ? (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field aria-label={t`Millésime de ${name}`} value={line.vintageId} onChange={(e) => onChange(i, { vintageId: e.target.value })} data-testid="sample-line-vintage">
                  <option value="">{t`Le plus récent`}</option>
                  {line.vintages.map((v) => <option key={v.id} value={String(v.id)}>{v.name}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : <Text fontSize="sm" color="gray.600"><Trans>Sans millésime</Trans></Text>}
            <Stack gap="1">
              <Input size="sm" bg="white" inputMode="numeric" value={line.quantity} aria-label={t`Bouteilles de ${name}`} aria-invalid={Boolean(errors[`lines.${i}`])}
                onChange={(e) => onChange(i, { quantity: e.target.value })} data-testid="sample-line-quantity" />
              {errors[`lines.${i}`] ? <Text role="alert" fontSize="xs" color="red.600">{errors[`lines.${i}`]}</Text> : null}
            </Stack>
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Retirer ${name}`} onClick={() => onRemove(i)} data-testid="sample-line-remove">✕</IconButton>
          </Grid>
        );
      })}
    </Stack>
  );
}

/**
 * /dashboard/orders/samples/add (createOrder): who the bottles are for (a client or prospect of the CRM), which
 * wines (the sale form's product picker), why. A private client gets one only when they asked for it (2022 ban).
 */
export function SampleAddScreen() {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const navigate = useNavigate();
  const initial = useMemo(emptySampleForm, []);
  const [form, setForm] = useState<SampleForm>(initial);
  const [errors, setErrors] = useState<SampleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { dialog } = useLeaveGuard(form !== initial && !busy);
  if (shopId === null || !can('createOrder')) return <Navigate to={getHref('samples')} replace />;

  const update = (patch: Partial<SampleForm>) => { setForm({ ...form, ...patch }); setErrors({}); setFailure(null); };
  const save = async () => {
    const checked = sampleBody(form, shopId);
    if (!checked.ok) { setErrors(checked.errors); return; }
    setBusy(true);
    try {
      const saved = await api<Sample>('/v1/orders/samples', { method: 'POST', body: checked.body, silent: true });
      const number = saved.number;
      showSnackbar('success', t`Échantillon ${number} préparé.`);
      await refreshSamples();
      setForm(initial);
      await navigate(getHref('sampleDetail', { id: saved.id }));
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  const client = form.client;
  return (
    <Stack gap="5" data-testid="sample-add">
      <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-start"><RouterLink to={getHref('samples')}><Trans>← Tous les échantillons</Trans></RouterLink></Link>
      <Heading size="xl"><Trans>Nouvel échantillon</Trans></Heading>
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <Stack gap="6">
          <FormField label={<Trans>Client</Trans>} error={errors.clientId} required helper={<Trans>Un caviste, un restaurant, un importateur… ou un prospect de votre fichier clients.</Trans>}>
            {client ? (
              <HStack justify="space-between" gap="3" wrap="wrap" bg="white" borderWidth="1px" borderRadius="md" p="3" w="full" data-testid="sample-client">
                <Stack gap="1">
                  <Text fontWeight="semibold" data-testid="sample-client-name">{client.name}</Text>
                  <ClientFacts client={client} />
                  {!client.isPro ? <Text fontSize="sm" color="orange.700"><Trans>Particulier : depuis 2022, un échantillon ne lui est envoyé que s'il l'a demandé.</Trans></Text> : null}
                </Stack>
                <Button size="sm" variant="outline" onClick={() => update({ client: null, requestedByClient: false })} data-testid="sample-client-change"><Trans>Changer de client</Trans></Button>
              </HStack>
            ) : (
              <ClientSearch shopId={shopId} testId="sample-client" emptyText={<Trans>Aucun client ne correspond : créez-le d'abord dans CRM › Clients.</Trans>}
                onPick={(c) => update({ client: { id: c.id, name: c.name, isPro: c.isPro, typology: c.typology, city: c.city } })} />
            )}
          </FormField>
          {client && !client.isPro ? (
            <Checkbox.Root checked={form.requestedByClient} onCheckedChange={(e) => update({ requestedByClient: e.checked === true })} data-testid="sample-requested">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label><Trans>Demandé par le client</Trans></Checkbox.Label>
            </Checkbox.Root>
          ) : null}
          <Stack gap="3">
            <Heading as="h2" size="md"><Trans>Vins envoyés</Trans></Heading>
            <ProductPicker shopId={shopId} typology={client?.typology ?? null} error={errors.lines}
              onPick={(picked) => update({ lines: [...form.lines, { ...picked, quantity: '1' }] })} />
            <SampleLines lines={form.lines} errors={errors}
              onChange={(i, patch) => update({ lines: form.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) })}
              onRemove={(i) => update({ lines: form.lines.filter((_, j) => j !== i) })} />
          </Stack>
          <AddressFields legend={<Trans>Adresse d'envoi</Trans>} prefix="deliveryAddress" value={form.delivery} errors={{}} testId="sample-delivery"
            onChange={(patch) => update({ delivery: { ...form.delivery, ...patch } })} />
          <FormField label={<Trans>Objet</Trans>} helper={<Trans>Pourquoi cet envoi : une carte à compléter, un salon, une dégustation…</Trans>}>
            <Textarea bg="white" maxLength={500} value={form.purpose} onChange={(e) => update({ purpose: e.target.value })} data-testid="sample-purpose" />
          </FormField>
          {failure || Object.keys(errors).length > 0 ? (
            <Alert.Root status="error" data-testid="sample-error">
              <Alert.Indicator />
              <Alert.Title role="alert">{failure ?? t`L'échantillon n'est pas enregistré : corrigez les champs signalés.`}</Alert.Title>
            </Alert.Root>
          ) : null}
          <StickyActions>
            <Button type="button" colorPalette="brand" loading={busy} disabled={busy} onClick={() => void save()} data-testid="sample-save"><Trans>Préparer l'échantillon</Trans></Button>
          </StickyActions>
        </Stack>
      </form>
      {dialog}
    </Stack>
  );
}
