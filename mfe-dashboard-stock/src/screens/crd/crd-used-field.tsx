import { NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '@vendange/api-client';
import type { CrdCapsule } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { FormField } from '@vendange/ui';
import { usableCapsules } from '../../lib/crd-view';

/**
 * "Capsules CRD utilisées" of a bottling: the capsule line whose capsules cap the bottles, one per bottle, taken in
 * the same transaction as the bottling (which is refused if there are too few). Hidden when the shop has none.
 */
export function CrdUsedField({ value, bottles, error, onChange }: { value: string; bottles: number; error?: string | undefined; onChange: (id: string) => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const { data } = useApi<CrdCapsule[]>('/v1/stocks/crd', { shopId: shopId ?? undefined });
  const usable = usableCapsules(data ?? []);
  if (usable.length === 0 && !value) return null;
  const chosen = usable.find((c) => String(c.id) === value);
  return (
    <FormField label={<Trans>Capsules CRD utilisées</Trans>} error={error}
      helper={chosen ? <Trans>{bottles} capsules seront sorties du compte (il y en a {chosen.balance}).</Trans> : <Trans>Facultatif : les bouteilles coiffées de capsules CRD les sortent du compte capsules.</Trans>}>
      <NativeSelect.Root bg="white" invalid={!!error}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid="movement-crd">
          <option value="">{t`Sans capsules CRD`}</option>
          {usable.map((c) => <option key={c.id} value={String(c.id)}>{t`${c.label} (${c.balance} en stock)`}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {chosen && bottles > chosen.balance ? <Text fontSize="sm" color="red.600"><Trans>Il n'y a pas assez de capsules sur cette ligne pour toutes ces bouteilles.</Trans></Text> : null}
    </FormField>
  );
}
