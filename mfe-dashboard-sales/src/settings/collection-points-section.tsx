import { Badge, Button, Field, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CollectionPoint } from '@vendange/contracts';
import { ConfirmDialog, formatCents, useFieldError } from '@vendange/ui';
import { CollectionPointDialog } from './collection-point-dialog';
import { EmptyItems, ItemCard } from './item-card';
import type { SalesRulesForm } from './sales-rules-form';
import { SettingsSection } from './settings-section';
import { useItemList } from './use-item-list';

/** The contract's bound on collection points per shop. */
const MAX_POINTS = 50;

/** The places where buyers may collect their order instead of having it delivered. */
export function CollectionPointsSection({ editable }: { editable: boolean }) {
  const { t } = useLingui();
  const { items, put, remove } = useItemList('collectionPoints');
  const error = useFieldError<SalesRulesForm>('collectionPoints');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const describe = (p: CollectionPoint) => [p.address, ...(p.hours ? [p.hours] : [])];

  return (
    <SettingsSection title={<Trans>Points de retrait</Trans>} testId="collection-points-section"
      description={<Trans>Les lieux où vos clients peuvent retirer leur commande : votre caveau, une boutique partenaire…</Trans>}>
      <Stack gap="3">
        {items.length === 0 ? (
          <EmptyItems testId="collection-points-empty"><Trans>Aucun point de retrait.</Trans></EmptyItems>
        ) : items.map((p, i) => (
          <ItemCard key={p.id} title={p.name} testId="collection-point" editable={editable} lines={describe(p)}
            badge={<Badge variant="subtle" colorPalette={p.priceCents === 0 ? 'green' : 'gray'}>{p.priceCents === 0 ? t`Gratuit` : t`${formatCents(p.priceCents)} HT`}</Badge>}
            onEdit={() => setEditing(i)} onDelete={() => setDeleting(i)} />
        ))}
        {error ? <Field.Root invalid><Field.ErrorText role="alert" data-testid="collection-points-error">{error}</Field.ErrorText></Field.Root> : null}
        {editable && items.length < MAX_POINTS ? (
          <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={() => setEditing('new')} data-testid="collection-point-add">
            <Trans>Ajouter un point de retrait</Trans>
          </Button>
        ) : null}
        {editable && items.length >= MAX_POINTS ? <Text fontSize="sm" color="gray.600"><Trans>Vous proposez déjà {MAX_POINTS} points de retrait, le maximum.</Trans></Text> : null}
      </Stack>
      {editing !== null ? (
        <CollectionPointDialog
          point={editing === 'new' ? null : items[editing] ?? null}
          takenKeys={items.filter((_, i) => i !== editing).map((p) => p.id)}
          onSave={(point) => { put(editing === 'new' ? null : editing, point); setEditing(null); }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Supprimer ce point de retrait ?`}
        message={<Trans>Vos clients ne pourront plus retirer leur commande à « {items[deleting ?? 0]?.name} ». La suppression sera effective à l'enregistrement.</Trans>}
        confirmLabel={t`Supprimer`}
        destructive
        onConfirm={() => { if (deleting !== null) remove(deleting); setDeleting(null); }}
        onCancel={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}
