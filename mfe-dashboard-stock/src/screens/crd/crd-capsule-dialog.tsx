import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, ApiError, placeServerError } from '@vendange/api-client';
import { crdColours, crdGenres, crdRegimes, messages, type CrdCapsule, type CrdColour, type CrdGenre, type CrdRegime } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { FormDialog, FormField } from '@vendange/ui';
import { crdCapsuleBody, emptyCrdCapsuleForm, type CrdCapsuleForm } from '../../lib/crd-form';
import { crdColourLabels, crdFieldMessages, crdGenreLabels, crdRegimeLabels } from '../../lib/crd-view';
import { refreshStock } from '../../lib/refresh-stock';

/** Adds a capsule stock line (POST /v1/stocks/crd): colour, CRD type, wine type and bottle size; it starts at zero. */
export function CrdCapsuleDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { shopId } = useShopAccess();
  const [form, setForm] = useState<CrdCapsuleForm>(emptyCrdCapsuleForm);
  const [sizeError, setSizeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (patch: Partial<CrdCapsuleForm>) => { setForm((f) => ({ ...f, ...patch })); setSizeError(undefined); setFailure(null); };

  const submit = async () => {
    const checked = crdCapsuleBody(form);
    if (!checked.body) { setSizeError(i18n._(crdFieldMessages.volume)); return; }
    setBusy(true);
    try {
      const created = await api<CrdCapsule>('/v1/stocks/crd', { method: 'POST', query: { shopId: shopId ?? undefined }, body: checked.body, silent: true });
      const label = created.label;
      showSnackbar('success', t`Ligne de capsules « ${label} » ajoutée : enregistrez maintenant l'achat des capsules.`);
      await refreshStock();
      onClose();
    } catch (err) {
      // A 409: the same colour, type, wine type and size exists already (the message says to use it).
      setFailure(err instanceof ApiError && err.status === 409 ? err.message : placeServerError(err, [], messages.internal).message);
    } finally {
      setBusy(false);
    }
  };

  const select = <V extends string>(value: V, values: readonly V[], label: (v: V) => string, onChange: (v: V) => void, testId: string) => (
    <NativeSelect.Root bg="white">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as V)} data-testid={testId}>
        {values.map((v) => <option key={v} value={v}>{label(v)}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <FormDialog
      title={<Trans>Nouvelle ligne de capsules CRD</Trans>} ariaLabel={t`Nouvelle ligne de capsules CRD`} testId="crd-capsule-dialog"
      submitLabel={<Trans>Ajouter la ligne</Trans>} busy={busy} failure={failure} onSubmit={() => void submit()} onClose={onClose}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={<Trans>Couleur</Trans>} required>
          {select<CrdColour>(form.colour, crdColours, (c) => i18n._(crdColourLabels[c]), (colour) => update({ colour }), 'crd-colour')}
        </FormField>
        <FormField label={<Trans>Type de CRD</Trans>} required>
          {select<CrdRegime>(form.regime, crdRegimes, (r) => i18n._(crdRegimeLabels[r]), (regime) => update({ regime }), 'crd-regime')}
        </FormField>
        <FormField label={<Trans>Type de vin</Trans>} required>
          {select<CrdGenre>(form.genre, crdGenres, (g) => i18n._(crdGenreLabels[g]), (genre) => update({ genre }), 'crd-genre')}
        </FormField>
        <FormField label={<Trans>Contenance (cl)</Trans>} required error={sizeError}>
          <Input bg="white" inputMode="decimal" value={form.centilitres} onChange={(e) => update({ centilitres: e.target.value })} data-testid="crd-size" />
        </FormField>
      </SimpleGrid>
      <FormField label={<Trans>Nom (facultatif)</Trans>} helper={<Trans>Sinon la ligne se nomme par sa couleur, son type et sa contenance.</Trans>}>
        <Input bg="white" maxLength={80} value={form.name} onChange={(e) => update({ name: e.target.value })} data-testid="crd-name" />
      </FormField>
    </FormDialog>
  );
}
