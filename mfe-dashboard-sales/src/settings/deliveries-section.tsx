import { Badge, Button, Field, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DeliveryMode } from '@vendange/contracts';
import { ConfirmDialog, formatCents, useFieldError } from '@vendange/ui';
import { DeliveryModeDialog } from './delivery-mode-dialog';
import { EmptyItems, ItemCard } from './item-card';
import type { SalesRulesForm } from './sales-rules-form';
import { deliveryTypeLabels } from './sales-labels';
import { SettingsSection } from './settings-section';
import { useItemList } from './use-item-list';

/** The contract's bound on delivery modes per shop. */
const MAX_MODES = 20;

/** The delivery modes buyers choose from at checkout, each priced for its first parcel and the ones after. */
export function DeliveriesSection({ editable }: { editable: boolean }) {
  const { t, i18n } = useLingui();
  const { items, put, remove } = useItemList('deliveries');
  const error = useFieldError<SalesRulesForm>('deliveries');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const describe = (d: DeliveryMode) => [
    t`${formatCents(d.priceCents)} HT le premier colis`,
    t`${d.perParcel} bouteilles par colis, ${formatCents(d.extraParcelCents)} HT par colis supplémentaire`,
    ...(d.delay ? [d.delay] : []),
  ];

  return (
    <SettingsSection title={<Trans>Modes de livraison</Trans>} testId="deliveries-section"
      description={<Trans>Les modes proposés à vos clients pour se faire livrer, au prix du premier colis puis de chaque colis supplémentaire.</Trans>}>
      <Stack gap="3">
        {items.length === 0 ? (
          <EmptyItems testId="deliveries-empty"><Trans>Aucun mode de livraison : vos clients ne peuvent pas se faire livrer. Ajoutez-en un, ou proposez un point de retrait.</Trans></EmptyItems>
        ) : items.map((d, i) => (
          <ItemCard key={d.ref} title={d.name} testId="delivery-mode" editable={editable} lines={describe(d)}
            badge={<Badge variant="subtle">{i18n._(deliveryTypeLabels[d.type])}</Badge>}
            onEdit={() => setEditing(i)} onDelete={() => setDeleting(i)} />
        ))}
        {error ? <Field.Root invalid><Field.ErrorText role="alert" data-testid="deliveries-error">{error}</Field.ErrorText></Field.Root> : null}
        {editable && items.length < MAX_MODES ? (
          <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={() => setEditing('new')} data-testid="delivery-mode-add">
            <Trans>Ajouter un mode de livraison</Trans>
          </Button>
        ) : null}
        {editable && items.length >= MAX_MODES ? <Text fontSize="sm" color="gray.600"><Trans>Vous proposez déjà {MAX_MODES} modes de livraison, le maximum.</Trans></Text> : null}
      </Stack>
      {editing !== null ? (
        <DeliveryModeDialog
          mode={editing === 'new' ? null : items[editing] ?? null}
          takenKeys={items.filter((_, i) => i !== editing).map((d) => d.ref)}
          onSave={(mode) => { put(editing === 'new' ? null : editing, mode); setEditing(null); }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Supprimer ce mode de livraison ?`}
        message={<Trans>Vos clients ne pourront plus choisir « {items[deleting ?? 0]?.name} ». La suppression sera effective à l'enregistrement.</Trans>}
        confirmLabel={t`Supprimer`}
        destructive
        onConfirm={() => { if (deleting !== null) remove(deleting); setDeleting(null); }}
        onCancel={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}
