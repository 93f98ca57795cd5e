import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApi } from '@vendange/api-client';
import { switchesOfPreset, type Authorizations, type Permission, type RolePreset } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';

/**
 * « Appliquer un rôle » on a collaborator's rights (settings?link=roles): fills the switches from a preset; nothing is
 * saved until the page's own save. Rights the person applying it lacks stay as they were (they cannot grant them).
 */
export function PresetPicker({ shopId, current, locked, onApply }: {
  shopId: number | null; current: Authorizations; locked: ReadonlySet<Permission>; onApply: (next: Authorizations) => void;
}) {
  const { t } = useLingui();
  const presets = useApi<{ items: RolePreset[] }>(shopId ? '/v1/collaborators/presets' : null, { shopId: shopId ?? undefined });
  const [chosen, setChosen] = useState('');
  const items = presets.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <HStack gap="2" data-testid="preset-picker">
      <NativeSelect.Root size="sm" maxW="xs">
        <NativeSelect.Field value={chosen} onChange={(e) => setChosen(e.target.value)} aria-label={t`Rôle à appliquer`} data-testid="preset-select">
          <option value="">{t`Choisir un rôle`}</option>
          {items.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant="outline" disabled={!chosen} data-testid="preset-apply"
        onClick={() => {
          const preset = items.find((p) => String(p.id) === chosen);
          if (!preset) return;
          onApply(switchesOfPreset(preset, locked, current));
          showSnackbar('success', t`Rôle « ${preset.name} » appliqué : vérifiez les droits puis enregistrez.`);
        }}
      >
        <Trans>Appliquer</Trans>
      </Button>
    </HStack>
  );
}
