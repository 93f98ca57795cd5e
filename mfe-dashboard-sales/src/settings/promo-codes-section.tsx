import { Badge, Button, Field, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PromoCode } from '@vendange/contracts';
import { ConfirmDialog, formatCents, formatDate, useFieldError } from '@vendange/ui';
import { EmptyItems, ItemCard } from './item-card';
import { PromoCodeDialog } from './promo-code-dialog';
import type { SalesRulesForm } from './sales-rules-form';
import { SettingsSection } from './settings-section';
import { useItemList } from './use-item-list';

/** The contract's bound on promo codes per shop. */
const MAX_CODES = 50;

/** Codes the producer gives (newsletter, salon, loyal clients): a percent or an amount off the goods. */
export function PromoCodesSection({ editable }: { editable: boolean }) {
  const { t } = useLingui();
  const { items, put, remove } = useItemList('promoCodes');
  const error = useFieldError<SalesRulesForm>('promoCodes');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const describe = (p: PromoCode) => [
    p.minAmountHtCents ? t`Dès ${formatCents(p.minAmountHtCents)} HT d'achats` : t`Sans minimum d'achats`,
    p.validUntil ? t`Jusqu'au ${formatDate(p.validUntil)}` : t`Sans date de fin`,
  ];

  return (
    <SettingsSection title={<Trans>Codes promo</Trans>} testId="promo-codes-section"
      description={<Trans>Une remise sur les articles de la commande passée chez vous, avec le code que vous donnez à vos clients. Les codes ne sont jamais affichés sur la boutique.</Trans>}>
      <Stack gap="3">
        {items.length === 0 ? (
          <EmptyItems testId="promo-codes-empty"><Trans>Aucun code promo.</Trans></EmptyItems>
        ) : items.map((p, i) => (
          <ItemCard key={p.code} title={p.code} testId="promo-code" editable={editable} lines={describe(p)}
            badge={<Badge variant="subtle" colorPalette={p.active ? 'green' : 'gray'}>{p.percent !== null ? `−${p.percent} %` : `−${formatCents(p.amountCents ?? 0)} HT`}{p.active ? '' : ` · ${t`inactif`}`}</Badge>}
            onEdit={() => setEditing(i)} onDelete={() => setDeleting(i)} />
        ))}
        {error ? <Field.Root invalid><Field.ErrorText role="alert" data-testid="promo-codes-error">{error}</Field.ErrorText></Field.Root> : null}
        {editable && items.length < MAX_CODES ? (
          <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={() => setEditing('new')} data-testid="promo-code-add">
            <Trans>Ajouter un code promo</Trans>
          </Button>
        ) : null}
      </Stack>
      {editing !== null ? (
        <PromoCodeDialog
          promo={editing === 'new' ? null : items[editing] ?? null}
          takenCodes={items.filter((_, i) => i !== editing).map((p) => p.code)}
          onSave={(promo) => { put(editing === 'new' ? null : editing, promo); setEditing(null); }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Supprimer ce code promo ?`}
        message={<Trans>Le code « {items[deleting ?? 0]?.code} » ne sera plus accepté. La suppression sera effective à l'enregistrement.</Trans>}
        confirmLabel={t`Supprimer`}
        destructive
        onConfirm={() => { if (deleting !== null) remove(deleting); setDeleting(null); }}
        onCancel={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}
