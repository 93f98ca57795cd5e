import { Alert, Box, Button, Checkbox, Grid, Heading, HStack, IconButton, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useApi } from '@vendange/api-client';
import type { FutureOffer, ProductDetail } from '@vendange/contracts';
import { lazyPart } from '@vendange/mfe-kit';
import { FormField, formatName, StickyActions, useLazyChecks, useLeaveGuard } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { ProductPicker } from '../sale-form/product-picker';
import { newTranche, refreshFutures, type FutureErrors, type FutureForm, type TrancheForm } from './future-form';

const futureChecks = lazyPart(() => import('./future-checks'));

/** The formats of the cuvée picked: those ticked are offered en primeur. */
function FormatChoice({ productId, chosen, onChange }: { productId: number; chosen: number[]; onChange: (ids: number[]) => void }) {
  const { data } = useApi<ProductDetail>(`/v1/products/${productId}`);
  if (!data) return <Spinner size="sm" />;
  return (
    <HStack gap="4" wrap="wrap" data-testid="future-formats">
      {data.formats.map((f) => (
        <Checkbox.Root key={f.id} checked={chosen.includes(f.id)} data-testid="future-format"
          onCheckedChange={(e) => onChange(e.checked === true ? [...chosen, f.id] : chosen.filter((id) => id !== f.id))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{formatName(f)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </HStack>
  );
}

/** The tranches in their order: a price per bottle incl. VAT, up to a number of bottles. */
function TranchesFields({ tranches, errors, onChange }: { tranches: TrancheForm[]; errors: FutureErrors; onChange: (next: TrancheForm[]) => void }) {
  const { t } = useLingui();
  const set = (i: number, patch: Partial<TrancheForm>) => onChange(tranches.map((tr, j) => (j === i ? { ...tr, ...patch } : tr)));
  return (
    <Stack gap="2" data-testid="future-tranche-fields">
      {tranches.map((tr, i) => {
        const n = i + 1;
        return (
          <Grid key={tr.key} templateColumns={{ base: '1fr 1fr auto', md: '6rem 11rem 11rem 11rem auto' }} gap="3" alignItems="end" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="future-tranche-field">
            <Text fontWeight="medium" gridColumn={{ base: '1 / -1', md: 'auto' }}><Trans>Tranche {n}</Trans></Text>
            <FormField label={<Trans>Prix par bouteille TTC (€)</Trans>} error={errors[`tranches.${i}.unitPriceCents`]}>
              <Input bg="white" inputMode="decimal" value={tr.price} onChange={(e) => set(i, { price: e.target.value })} aria-label={t`Prix de la tranche ${n}`} data-testid="future-tranche-price" />
            </FormField>
            <FormField label={<Trans>Plafond (bouteilles)</Trans>} error={errors[`tranches.${i}.cap`]}>
              <Input bg="white" inputMode="numeric" value={tr.cap} onChange={(e) => set(i, { cap: e.target.value })} aria-label={t`Plafond de la tranche ${n}`} data-testid="future-tranche-cap" />
            </FormField>
            <FormField label={<Trans>Ouvre le (facultatif)</Trans>} error={errors[`tranches.${i}.opensOn`]}>
              <Input type="date" bg="white" value={tr.opensOn} onChange={(e) => set(i, { opensOn: e.target.value })} aria-label={t`Date d'ouverture de la tranche ${n}`} data-testid="future-tranche-opens" />
            </FormField>
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Retirer la tranche ${n}`} disabled={tranches.length === 1}
              onClick={() => onChange(tranches.filter((_, j) => j !== i))} data-testid="future-tranche-remove">✕</IconButton>
          </Grid>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="flex-start" disabled={tranches.length >= 10} onClick={() => onChange([...tranches, newTranche()])} data-testid="future-tranche-add">
        <Trans>Ajouter une tranche</Trans>
      </Button>
    </Stack>
  );
}

/**
 * A campaign as typed (new, or a draft edited): the cuvée and its formats offered, name, vintage, expected
 * delivery (September of vintage + 2 at the earliest), the tranches. Saved with POST or PUT /v1/futures.
 */
export function FutureOfferForm({ initial, shopId, offerId, onSaved }: { initial: FutureForm; shopId: number; offerId?: number; onSaved: (offer: FutureOffer) => void | Promise<void> }) {
  const { t } = useLingui();
  const [form, setForm] = useState<FutureForm>(initial);
  const [errors, setErrors] = useState<FutureErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { dialog } = useLeaveGuard(form !== initial && !busy);
  const checks = useLazyChecks(futureChecks);
  const update = (patch: Partial<FutureForm>) => { setForm({ ...form, ...patch }); setErrors({}); setFailure(null); };

  const save = async () => {
    const loaded = await checks.load();
    if (!loaded) return;
    const checked = loaded.futureBody(form);
    if (!checked.ok) { setErrors(checked.errors); return; }
    setBusy(true);
    try {
      const saved = await api<FutureOffer>(offerId ? `/v1/futures/${offerId}` : '/v1/futures', { method: offerId ? 'PUT' : 'POST', query: { shopId }, body: checked.body, silent: true });
      await refreshFutures();
      setForm(initial);
      await onSaved(saved);
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  const product = form.product;
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} onFocus={checks.warm} onPointerDown={checks.warm}>
      <Stack gap="6">
        <FormField label={<Trans>Cuvée</Trans>} error={errors.productId} required>
          {product ? (
            <HStack justify="space-between" gap="3" wrap="wrap" bg="white" borderWidth="1px" borderRadius="md" p="3" w="full" data-testid="future-product">
              <Text fontWeight="semibold" data-testid="future-product-name">{product.name}</Text>
              <Button size="sm" variant="outline" onClick={() => update({ product: null, formatIds: [] })} data-testid="future-product-change"><Trans>Changer de cuvée</Trans></Button>
            </HStack>
          ) : (
            <Box w="full"><ProductPicker shopId={shopId} typology={null} onPick={(picked) => update({ product: { id: picked.productId, name: picked.name.split(' · ')[0]! }, formatIds: [picked.formatId] })} /></Box>
          )}
        </FormField>
        {product ? (
          // Not inside a FormField: its label would pass every click on to the first checkbox.
          <Stack gap="1.5" role="group" aria-labelledby="future-formats-label">
            <Text id="future-formats-label" fontWeight="medium" fontSize="sm"><Trans>Formats proposés</Trans> <Text as="span" color="red.500">*</Text></Text>
            <FormatChoice productId={product.id} chosen={form.formatIds} onChange={(formatIds) => update({ formatIds })} />
            {errors.formatIds ? <Text role="alert" fontSize="sm" color="red.600">{errors.formatIds}</Text> : null}
            <Text fontSize="sm" color="gray.600"><Trans>Le client répartit ses bouteilles entre ces formats avant la mise en bouteille (demi-bouteille = ½, magnum = 2).</Trans></Text>
          </Stack>
        ) : null}
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="4">
          <FormField label={<Trans>Nom de la campagne</Trans>} error={errors.name} required>
            <Input bg="white" value={form.name} maxLength={120} onChange={(e) => update({ name: e.target.value })} placeholder={t`Primeurs 2025`} data-testid="future-name" />
          </FormField>
          <FormField label={<Trans>Millésime</Trans>} error={errors.vintage} required>
            <Input bg="white" inputMode="numeric" value={form.vintage} onChange={(e) => update({ vintage: e.target.value })} data-testid="future-vintage" />
          </FormField>
          <FormField label={<Trans>Livraison prévue</Trans>} error={errors.expectedDelivery} required>
            <Input type="date" bg="white" value={form.expectedDelivery} onChange={(e) => update({ expectedDelivery: e.target.value })} data-testid="future-delivery" />
          </FormField>
        </Grid>
        <FormField label={<Trans>Choix des formats jusqu'au (facultatif)</Trans>} error={errors.formatsCloseOn}
          helper={<Trans>Dernier jour où vos clients répartissent leurs bouteilles entre les formats ; sans date, jusqu'à ce que vous cliquiez « Clore le choix des formats ».</Trans>}>
          <Input type="date" bg="white" maxW="xs" value={form.formatsCloseOn} onChange={(e) => update({ formatsCloseOn: e.target.value })} data-testid="future-formats-close-on" />
        </FormField>
        <FormField label={<Trans>Présentation aux clients (facultatif)</Trans>} error={errors.description} helper={<Trans>Affichée sur la page Primeurs de votre boutique.</Trans>}>
          <Textarea bg="white" rows={3} maxLength={2000} value={form.description} onChange={(e) => update({ description: e.target.value })} placeholder={t`Le millésime, l'élevage en fût…`} data-testid="future-description" />
        </FormField>
        <Stack gap="3">
          <Heading as="h2" size="md"><Trans>Tranches de prix</Trans></Heading>
          <Text fontSize="sm" color="gray.600"><Trans>Chaque tranche vend au plus son plafond de bouteilles (équivalent 75 cl) à son prix ; une commande qui dépasse passe à la tranche suivante.</Trans></Text>
          <Text fontSize="sm" color="gray.600"><Trans>Une tranche datée ne se vend qu'à partir de ce jour (heure de Paris), même si la précédente est épuisée.</Trans></Text>
          {errors.tranches ? <Text role="alert" color="red.600" fontSize="sm">{errors.tranches}</Text> : null}
          <TranchesFields tranches={form.tranches} errors={errors} onChange={(tranches) => update({ tranches })} />
        </Stack>
        {failure || Object.keys(errors).length > 0 ? (
          <Alert.Root status="error" data-testid="future-error">
            <Alert.Indicator />
            <Alert.Title role="alert">{failure ?? t`La campagne n'est pas enregistrée : corrigez les champs signalés.`}</Alert.Title>
          </Alert.Root>
        ) : null}
        <StickyActions>
          <Button type="button" colorPalette="brand" loading={busy} disabled={busy} onClick={() => void save()} data-testid="future-save">
            {offerId ? <Trans>Enregistrer</Trans> : <Trans>Créer la campagne</Trans>}
          </Button>
        </StickyActions>
      </Stack>
      {dialog}
    </form>
  );
}
